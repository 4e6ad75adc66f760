/// Gives every sentence of an answers paragraph to exactly one question, in order, each question at
/// least one sentence. The paragraph is cut into as many contiguous groups as there are questions;
/// among all cuts, dynamic programming picks the one whose sentences share the most meaning with
/// their question:
/// - content words after accent and case folding, compared by a light stem so plurals
///   and verb forms meet («abrir» / «abrirlo»; «ancho» / «ancha»);
/// - code identifiers and numbers written in both («900», `ViewThatFits`, `.regular`), worth more;
/// - the English words of API names, through the vocabulary's glossary (`left` meets «izquierda»);
/// - the alternatives a question offers («¿split u overlay?»), worth most when the sentence names one.
/// Ties go to the cut that gives extra sentences to the earlier question: answers state the point
/// first and elaborate after.
struct CheckpointAligner {
    let choices: ChoiceExtractor
    /// The words the locale names: its stopwords (folded) and the stems each glossary word (as the
    /// glossary spells it) stands for, in one table so that a word is looked up once.
    let lexicon: [String: (isStopword: Bool, glossaryStems: [ArraySlice<UInt8>])]

    init(phrases: Vocabulary.ParserPhrases) {
        self.choices = ChoiceExtractor(phrases: phrases)
        var lexicon = phrases.codeGlossary.mapValues { (isStopword: false, glossaryStems: $0.map { Self.stem(folded: WordFold.utf8(Array($0.utf8)[...])) }) }
        for word in phrases.stopwords { lexicon[WordFold.fold(word), default: (false, [])].isStopword = true }
        self.lexicon = lexicon
    }

    /// For each of `n` questions, the indices of its sentences in the best cut of the sentences,
    /// where `score[i][j]` is the meaning sentence i shares with question j; nil when there are
    /// fewer sentences than questions.
    func cut(_ score: [[Double]], into n: Int) -> [[Int]]? {
        guard n > 0, score.count >= n else { return nil }
        // `best[i][j]`: the best total for the first i sentences split into j contiguous groups,
        // each sentence of group j costing a tiny penalty × j, which breaks ties toward earlier
        // groups; `cut[i][j]`: where group j starts in that split.
        let m = score.count, negative = -Double.infinity
        var best = Array(repeating: Array(repeating: negative, count: n + 1), count: m + 1)
        var cut = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        best[0][0] = 0
        for j in 1...n {
            for i in j...m {
                // Group j covers sentences k..<i.
                var groupScore = 0.0
                for k in stride(from: i - 1, through: j - 1, by: -1) {
                    groupScore += score[k][j - 1] - 1e-6 * Double(j)
                    let total = best[k][j - 1] + groupScore
                    if best[k][j - 1] > negative, total > best[i][j] + 1e-12 {
                        best[i][j] = total
                        cut[i][j] = k
                    }
                }
            }
        }
        var groups: [[Int]] = [], i = m
        for j in stride(from: n, through: 1, by: -1) { (groups, i) = ([Array(cut[i][j]..<i)] + groups, cut[i][j]) }
        return groups
    }

    /// What a text brings to the comparison, as term ids of one `WordMemo`.
    struct Features {
        var stems: TermSet
        var code: TermSet
        /// The content stems of each alternative the text offers.
        var alternatives: [TermSet]
    }

    /// The features of `text`, given the alternatives it offers (`choices.alternatives(in: text)`;
    /// none for a text only compared as the sentence side of `similarity`, which reads the
    /// question side's alternatives only). Only features made with one memo can be compared.
    func features(_ text: String, offering alternatives: [String] = [], words: inout WordMemo) -> Features {
        var stems: [Int32] = [], code: [Int32] = []
        stems.reserveCapacity(text.utf8.count / 4)
        words.add(text, stems: &stems, code: &code, by: self)
        return Features(stems: TermSet(stems), code: TermSet(code), alternatives: offered(alternatives, words: &words))
    }

    /// The content stems of each alternative.
    func offered(_ alternatives: [String], words: inout WordMemo) -> [TermSet] {
        alternatives.map { TermSet(choices.contentWords($0).map { words.id(of: String($0.prefix(5)).utf8.span) }) }
    }

    /// What one word as split from a text (final periods dropped) adds to the features, each term
    /// given to `term` as UTF-8: its folded spelling when it looks like code, and the stems it
    /// stands for, its own and its glossary translations'. `WordMemo` asks once per spelling.
    func terms(of word: ArraySlice<UInt8>, _ term: (_ utf8: ArraySlice<UInt8>, _ isCode: Bool) -> Void) {
        func insert(folded: ArraySlice<UInt8>, unlessStopword: Bool) {
            let known = lexicon[String(decoding: folded, as: UTF8.self)]
            if unlessStopword, known?.isStopword == true { return }
            term(Self.stem(folded: folded), false)
            for stem in known?.glossaryStems ?? [] { term(stem, false) }
        }
        // Three Characters or more: an ASCII byte is a Character of its own (CR, the one that
        // joins the next into one, ends a line, and Load cut lines there).
        func isLong(_ utf8: ArraySlice<UInt8>) -> Bool { utf8.allSatisfy { $0 < 0x80 } ? utf8.count >= 3 : String(decoding: utf8, as: UTF8.self).count >= 3 }
        let folded = WordFold.utf8(word)
        if Self.looksLikeCode(word) {
            // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
            for part in CamelCase.words(word) where isLong(part) { insert(folded: WordFold.utf8(part), unlessStopword: false) }
            term(folded, true)
        } else if isLong(folded) {
            insert(folded: folded, unlessStopword: true)
        }
    }

    /// A digit, an inner period or an inner capital: `900`, `.regular`, `ViewThatFits`. Read on the
    /// scalars of the UTF-8 `word`.
    static func looksLikeCode(_ word: ArraySlice<UInt8>) -> Bool {
        var count = 0, hasPeriod = false, isCode = false
        word.forEachScalar { scalar, _ in
            isCode = isCode || scalar.isNumber || count > 0 && scalar.isUppercase
            hasPeriod = hasPeriod || scalar == "."
            count += 1
        }
        return isCode || hasPeriod && count > 1
    }

    /// A plural «s» and a final gender vowel dropped, then five letters kept: «ancho» meets «ancha»,
    /// «abrir» meets «abrirlo», «pestañas» meets «pestaña», but «decir» does not meet «decide».
    /// Cut on scalars of the UTF-8 `folded`: folding (`WordFold`) has removed the combining marks.
    static func stem(folded: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // A word of seven scalars or more keeps its first five whatever its ending: only the
        // count, the last two scalars (by their first byte) and where the fourth and fifth end
        // are needed.
        var count = 0, i = folded.startIndex, ends = (four: i, five: i)
        var last = UInt8(ascii: " "), beforeLast = UInt8(ascii: " ")
        while i < folded.endIndex, count < 7 {
            (beforeLast, last) = (last, folded[i])
            i += 1
            while i < folded.endIndex, folded[i] & 0xC0 == 0x80 { i += 1 }
            count += 1
            if count == 4 { ends.four = i } else if count == 5 { ends.five = i }
        }
        var kept = count
        if kept > 4, last == UInt8(ascii: "s") { (kept, last) = (kept - 1, beforeLast) }
        if kept > 4, last == UInt8(ascii: "a") || last == UInt8(ascii: "e") || last == UInt8(ascii: "o") { kept -= 1 }
        // A word of five scalars or fewer that keeps them all is its own stem.
        return kept == count && count <= 5 ? folded : folded[..<(kept >= 5 ? ends.five : ends.four)]
    }

    func similarity(_ s: Features, _ q: Features) -> Double {
        var total = Double(s.stems.intersectionCount(q.stems))
        total += 2 * Double(s.code.intersectionCount(q.code))
        for alternative in q.alternatives where !alternative.ids.isEmpty && alternative.intersectionCount(s.stems) == alternative.ids.count {
            total += 2
        }
        return total
    }
}
