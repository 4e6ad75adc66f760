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
        let n = questions.count, m = sentences.count
        guard n > 0, m >= n else { return nil }
        let qFeatures = questions.map { features($0, memo: &memo) }
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

    struct Features {
        var stems: Set<String>
        var code: Set<String>
        var alternatives: [Set<String>]
    }

    /// `alternatives: false` skips the choice extraction, for texts only ever compared as the
    /// sentence side of `similarity` (which reads the question side's alternatives only).
    func features(_ text: String, alternatives: Bool = true) -> Features {
        var memo = WordMemo()
        return features(text, alternatives: alternatives, memo: &memo)
    }

    /// The same, remembering each word's contribution in `memo` for the next texts.
    func features(_ text: String, alternatives: Bool = true, memo: inout WordMemo) -> Features {
        var stems = Set<String>()
        var code = Set<String>()
        for raw in Self.words(in: text) {
            let contribution: WordMemo.Contribution
            if let known = memo[raw] {
                contribution = known
            } else {
                var word = String(raw)
                while let last = word.last, ".".contains(last) { word.removeLast() }
                contribution = word.isEmpty ? WordMemo.Contribution(code: nil, stems: []) : self.contribution(of: word)
                memo[raw] = contribution
            }
            if let folded = contribution.code { code.insert(folded) }
            for stem in contribution.stems { stems.insert(stem) }
        }
        return Features(stems: stems, code: code,
                        alternatives: alternatives ? choices.alternatives(in: text).map(choices.contentStems) : [])
    }

    /// What one word (split off, final periods dropped) adds to the features.
    func contribution(of word: String) -> WordMemo.Contribution {
        var result = WordMemo.Contribution(code: nil, stems: [])
        // A word counts as itself and, for the English words of API names, as its translation.
        func insert(_ word: String) {
            result.stems.append(stem(word))
            for translation in glossary[WordFold.fold(word)] ?? [] { result.stems.append(stem(translation)) }
        }
        let folded = WordFold.fold(word)
        if Self.looksLikeCode(word) {
            result.code = folded
            // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
            for part in CamelCase.words(word) where part.count >= 3 { insert(part) }
            return result
        }
        guard folded.count >= 3, !stopwords.contains(folded) else { return result }
        insert(folded)
        return result
    }

    /// A digit, an inner period or an inner capital: `900`, `.regular`, `ViewThatFits`.
    static func looksLikeCode(_ word: String) -> Bool {
        let hasPeriod = word.utf8.contains(UInt8(ascii: "."))
        if UTF8Search.isPlain(word) {
            // The same tests on scalars (one per Character), without a Unicode property lookup for ASCII.
            let scalars = word.unicodeScalars
            return scalars.contains { $0.isNumber } || hasPeriod && scalars.count > 1 || scalars.dropFirst().contains { $0.isUppercase }
        }
        return word.contains { $0.isNumber } || hasPeriod && word.count > 1 || word.dropFirst().contains { $0.isUppercase }
    }

    /// The words of `text`: the runs between separator characters.
    static func words(in text: String) -> [Substring] {
        // Text of plain scalars (nearly all) has one scalar per Character: split by scalar, without
        // finding grapheme boundaries.
        guard UTF8Search.isPlain(text) else { return text.split(whereSeparator: isWordSeparator) }
        var words: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var i = start
        while i < scalars.endIndex {
            if isWordSeparator(scalars[i]) {
                if start < i { words.append(text[start..<i]) }
                start = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        if start < scalars.endIndex { words.append(text[start..<scalars.endIndex]) }
        return words
    }

    /// `" ¿?¡!,;:«»\"()".contains(ch)`, by scalar: every separator is one scalar without a
    /// decomposition, so a Character equals one exactly when it is that single scalar.
    static func isWordSeparator(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return isWordSeparator(first)
    }

    static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "¿", "?", "¡", "!", ",", ";", ":", "«", "»", "\"", "(", ")": return true
        default: return false
        }
    }

    /// A plural «s» and a final gender vowel dropped, then five letters kept: «ancho» meets «ancha»,
    /// «abrir» meets «abrirlo», «pestañas» meets «pestaña», but «decir» does not meet «decide».
    func stem(_ word: String) -> String {
        var w = WordFold.fold(word)
        if w.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without CR LF has one byte per Character: the same cuts, counted on bytes.
            let bytes = w.utf8
            var n = bytes.count
            if n > 4, bytes.last == UInt8(ascii: "s") { n -= 1 }
            if n > 4, "aeo".utf8.contains(bytes[bytes.index(bytes.startIndex, offsetBy: n - 1)]) { n -= 1 }
            return String(w[..<bytes.index(bytes.startIndex, offsetBy: min(n, 5))])
        }
        if w.count > 4, w.hasSuffix("s") { w.removeLast() }
        if w.count > 4, let last = w.last, "aeo".contains(last) { w.removeLast() }
        return String(w.prefix(5))
    }

    func similarity(_ s: Features, _ q: Features) -> Double {
        var total = Double(s.stems.intersection(q.stems).count)
        total += 2 * Double(s.code.intersection(q.code).count)
        for alternative in q.alternatives where !alternative.isEmpty && alternative.isSubset(of: s.stems) {
            total += 2
        }
        return total
    }
}
