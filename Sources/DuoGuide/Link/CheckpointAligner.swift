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
    let stopwords: Set<String>
    let choices: ChoiceExtractor
    let glossary: [String: [String]]

    init(phrases: Vocabulary.ParserPhrases) {
        self.stopwords = Set(phrases.stopwords.map { WordFold.fold($0) })
        self.choices = ChoiceExtractor(phrases: phrases)
        self.glossary = phrases.codeGlossary
    }

    /// Returns, for each question, the indices of its sentences; nil when there are fewer
    /// sentences than questions.
    func align(questions: [String], sentences: [String]) -> [[Int]]? {
        var memo = WordMemo()
        return align(questions: questions, sentences: sentences, memo: &memo)
    }

    func align(questions: [String], sentences: [String], memo: inout WordMemo) -> [[Int]]? {
        align(questions: questions, offering: questions.map { choices.alternatives(in: $0) }, sentences: sentences, memo: &memo)
    }

    /// The same, given each question's alternatives (`choices.alternatives(in:)` of it), which the
    /// compiler works out once for this and for the quiz.
    func align(questions: [String], offering offered: [[String]], sentences: [String], memo: inout WordMemo) -> [[Int]]? {
        let n = questions.count, m = sentences.count
        guard n > 0, m >= n else { return nil }
        let qFeatures = zip(questions, offered).map { features($0, offering: $1, memo: &memo) }
        let sFeatures = sentences.map { features($0, alternatives: false, memo: &memo) }
        var score = Array(repeating: Array(repeating: 0.0, count: n), count: m)
        for i in 0..<m {
            for j in 0..<n {
                score[i][j] = similarity(sFeatures[i], qFeatures[j])
            }
        }
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

    /// The features of `text`, remembering each word's terms in `memo`; only features made with
    /// the same memo can be compared. `alternatives: false` skips the choice extraction, for texts
    /// only ever compared as the sentence side of `similarity` (which reads the question side's
    /// alternatives only).
    func features(_ text: String, alternatives: Bool = true, memo: inout WordMemo) -> Features {
        features(text, offering: alternatives ? choices.alternatives(in: text) : [], memo: &memo)
    }

    /// The features of `text`, whose alternatives (`choices.alternatives(in: text)`, or none) are given.
    func features(_ text: String, offering alternatives: [String], memo: inout WordMemo) -> Features {
        var stems: [Int32] = []
        var code: [Int32] = []
        // Split on scalars: every separator is a scalar of its own in NFC text. Each word is a
        // slice of the text, found by its UTF-8 offsets (constant time in a native string), and
        // handed to the memo without an array of words in between.
        let utf8 = text.utf8
        func add(_ start: Int, _ end: Int) {
            guard start < end else { return }
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            memo.add(text[lower..<utf8.index(lower, offsetBy: end - start)], stems: &stems, code: &code, by: self)
        }
        var start = 0, offset = 0
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            if Self.isWordSeparator(scalar) {
                add(start, offset)
                start = offset + width
            }
            offset += width
        }
        add(start, offset)
        var offered: [TermSet] = []
        for alternative in alternatives {
            offered.append(TermSet(choices.contentStems(alternative).map { memo.id(of: $0) }))
        }
        return Features(stems: TermSet(stems), code: TermSet(code), alternatives: offered)
    }

    /// The terms of one word as split from a text (final periods still on).
    struct WordTerms: Equatable {
        /// Its folded spelling, when it looks like code.
        var code: String?
        /// The stems it stands for: its own and its glossary translations'.
        var stems: [String]
    }

    func terms(ofSpelling spelling: Substring) -> WordTerms {
        var word = spelling
        while word.last == "." { word.removeLast() }
        return word.isEmpty ? WordTerms(code: nil, stems: []) : terms(of: String(word))
    }

    /// What one word (split off, final periods dropped) adds to the features.
    func terms(of word: String) -> WordTerms {
        var result = WordTerms(code: nil, stems: [])
        // A word counts as itself and, for the English words of API names, as its translation.
        // Each word is folded once: the stem and the glossary both take the folded form.
        func insert(folded: String) {
            result.stems.append(Self.stem(folded: folded))
            for translation in glossary[folded] ?? [] { result.stems.append(stem(translation)) }
        }
        let folded = WordFold.fold(word)
        if Self.looksLikeCode(word) {
            result.code = folded
            // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
            for part in CamelCase.words(word) where part.count >= 3 { insert(folded: WordFold.fold(part)) }
            return result
        }
        guard folded.count >= 3, !stopwords.contains(folded) else { return result }
        insert(folded: WordFold.fold(folded))
        return result
    }

    /// A digit, an inner period or an inner capital: `900`, `.regular`, `ViewThatFits`.
    static func looksLikeCode(_ word: String) -> Bool {
        let scalars = word.unicodeScalars
        return scalars.contains { $0.isNumber } || scalars.contains(".") && scalars.count > 1 || scalars.dropFirst().contains { $0.isUppercase }
    }

    static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "¿", "?", "¡", "!", ",", ";", ":", "«", "»", "\"", "(", ")": return true
        default: return false
        }
    }

    /// A plural «s» and a final gender vowel dropped, then five letters kept: «ancho» meets «ancha»,
    /// «abrir» meets «abrirlo», «pestañas» meets «pestaña», but «decir» does not meet «decide».
    func stem(_ word: String) -> String { Self.stem(word) }

    static func stem(_ word: String) -> String { stem(folded: WordFold.fold(word)) }

    /// The stem of a word already folded (`WordFold.fold`), cut on scalars: folding has removed
    /// the combining marks, so each scalar of a folded word is a Character.
    static func stem(folded: String) -> String {
        let scalars = folded.unicodeScalars
        var count = scalars.count
        var end = scalars.endIndex
        for dropped in [["s"], ["a", "e", "o"]] as [[Unicode.Scalar]] {
            guard count > 4 else { break }
            let last = scalars.index(before: end)
            if dropped.contains(scalars[last]) { end = last; count -= 1 }
        }
        return String(scalars[..<scalars.index(scalars.startIndex, offsetBy: min(count, 5))])
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
