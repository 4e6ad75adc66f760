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
    let lexicon: [String: (isStopword: Bool, glossaryStems: [String])]

    init(phrases: Vocabulary.ParserPhrases) {
        self.choices = ChoiceExtractor(phrases: phrases)
        var lexicon = phrases.codeGlossary.mapValues { (isStopword: false, glossaryStems: $0.map { Self.stem(folded: WordFold.fold($0)) }) }
        for word in phrases.stopwords { lexicon[WordFold.fold(word), default: (false, [])].isStopword = true }
        self.lexicon = lexicon
    }

    /// Returns, for each question, the indices of its sentences; nil when there are fewer
    /// sentences than questions.
    func align(questions: [String], sentences: [String]) -> [[Int]]? {
        var words = WordMemo()
        let q = questions.map { features($0, offering: choices.alternatives(in: $0), words: &words) }
        let s = sentences.map { features($0, words: &words) }
        return cut(s.map { s in q.map { similarity(s, $0) } }, into: questions.count)
    }

    /// For each of `n` questions, the indices of its sentences in the best cut of the sentences,
    /// where `score[i][j]` is the meaning sentence i shares with question j; nil when there are
    /// fewer sentences than questions.
    func cut(_ score: [[Double]], into n: Int) -> [[Int]]? {
        let m = score.count
        guard n > 0, m >= n else { return nil }
        // best[i][j]: best total for the first i sentences split into j groups.
        let negative = -Double.infinity
        var best = Array(repeating: Array(repeating: negative, count: n + 1), count: m + 1)
        var cut = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        best[0][0] = 0
        for j in 1...n {
            for i in j...m {
                // Group j covers sentences k..<i.
                var groupScore = 0.0
                for k in stride(from: i - 1, through: j - 1, by: -1) {
                    // Tiny penalty per sentence in a later group breaks ties toward earlier groups.
                    groupScore += score[k][j - 1] - 1e-6 * Double(j)
                    let total = best[k][j - 1] + groupScore
                    if best[k][j - 1] > negative, total > best[i][j] + 1e-12 {
                        best[i][j] = total
                        cut[i][j] = k
                    }
                }
            }
        }
        var groups = Array(repeating: [Int](), count: n)
        var i = m
        for j in stride(from: n, through: 1, by: -1) {
            let k = cut[i][j]
            groups[j - 1] = Array(k..<i)
            i = k
        }
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
        var stems: [Int32] = []
        var code: [Int32] = []
        // Words are cut on UTF-8: every separator is a scalar of its own in NFC text, and no byte
        // of another scalar's encoding looks like one.
        let bytes = Array(text.utf8)
        var start = 0, i = 0
        while i < bytes.count {
            let length = Self.separatorLength(bytes, at: i)
            if length == 0 { i += 1; continue }
            if start < i { words.add(bytes[start..<i], stems: &stems, code: &code, by: self) }
            i += length
            start = i
        }
        if start < bytes.count { words.add(bytes[start...], stems: &stems, code: &code, by: self) }
        let offered = alternatives.map { TermSet(choices.contentWords($0).map { words.id(of: String($0.prefix(5))) }) }
        return Features(stems: TermSet(stems), code: TermSet(code), alternatives: offered)
    }

    /// What one word as split from a text (final periods dropped) adds to the features: its
    /// folded spelling when it looks like code, and the stems it stands for, its own and its
    /// glossary translations'. `WordMemo` asks once per spelling.
    func terms(of word: String) -> (code: String?, stems: [String]) {
        var stems: [String] = []
        func insert(folded: String, unlessStopword: Bool) {
            let known = lexicon[folded]
            if unlessStopword, known?.isStopword == true { return }
            stems.append(Self.stem(folded: folded))
            stems += known?.glossaryStems ?? []
        }
        let folded = WordFold.fold(word)
        if Self.looksLikeCode(word) {
            // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
            for part in CamelCase.words(word.scalarArray) where part.count >= 3 { insert(folded: WordFold.fold(part), unlessStopword: false) }
            return (folded, stems)
        }
        if folded.count >= 3 { insert(folded: folded, unlessStopword: true) }
        return (nil, stems)
    }

    /// A digit, an inner period or an inner capital: `900`, `.regular`, `ViewThatFits`.
    static func looksLikeCode(_ word: String) -> Bool {
        var count = 0, hasPeriod = false
        for scalar in word.unicodeScalars {
            if scalar.isNumber || count > 0 && scalar.isUppercase { return true }
            hasPeriod = hasPeriod || scalar == "."
            count += 1
        }
        return hasPeriod && count > 1
    }

    /// The length in UTF-8 of the word separator that starts at `i`, or 0.
    static func separatorLength(_ bytes: [UInt8], at i: Int) -> Int {
        switch bytes[i] {
        case 0x20, 0x21, 0x22, 0x28, 0x29, 0x2C, 0x3A, 0x3B, 0x3F: return 1  // space ! " ( ) , : ; ?
        case 0xC2 where i + 1 < bytes.count: return [0xA1, 0xAB, 0xBB, 0xBF].contains(bytes[i + 1]) ? 2 : 0  // ¡ « » ¿
        default: return 0
        }
    }

    /// A plural «s» and a final gender vowel dropped, then five letters kept: «ancho» meets «ancha»,
    /// «abrir» meets «abrirlo», «pestañas» meets «pestaña», but «decir» does not meet «decide».
    /// Cut on scalars: folding (`WordFold.fold`) has removed the combining marks.
    static func stem(folded: String) -> String {
        // A word of seven scalars or more keeps its first five whatever its ending: only the
        // count and the last two scalars of a shorter one are needed.
        var count = 0
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in folded.unicodeScalars {
            (beforeLast, last) = (last, scalar)
            count += 1
            if count == 7 { break }
        }
        var kept = count
        if kept > 4, last == "s" { (kept, last) = (kept - 1, beforeLast) }
        if kept > 4, last == "a" || last == "e" || last == "o" { kept -= 1 }
        // A word of five scalars or fewer that keeps them all is its own stem.
        return kept == count && count <= 5 ? folded : String(folded.unicodeScalars.prefix(min(kept, 5)))
    }

    func similarity(_ s: Features, _ q: Features) -> Double {
        var total = Double(s.stems.intersectionCount(q.stems))
        total += 2 * Double(s.code.intersectionCount(q.code))
        for alternative in q.alternatives where !alternative.isEmpty && alternative.isSubset(of: s.stems) {
            total += 2
        }
        return total
    }
}
