import Foundation

/// Finds the explicit alternatives a question offers («¿split u overlay?», «¿arriba y abajo, o en
/// el lateral?», «¿lees el ángulo o status?») and, given the aligned answer, which one it names.
/// The correct choice is always derived from the answer text, never written by hand.
struct ChoiceExtractor {
    let joiners: [String]
    let stopwords: Set<String>
    let negations: Set<String>
    /// Each joiner between spaces, as it is searched for.
    private let spacedJoiners: [String]

    /// The locale's yes and no words, or nil when it has none.
    let yesNo: [String]?
    /// Interrogatives as ` word ` (between spaces), lowercased, for a lookup in a clause's words.
    private let spacedInterrogatives: [String]

    init(phrases: Vocabulary.ParserPhrases) {
        joiners = phrases.alternativeJoiners
        stopwords = Set(phrases.stopwords.map(WordFold.fold))
        negations = Set(phrases.negations.map(WordFold.fold))
        spacedJoiners = joiners.map { " \($0) " }
        yesNo = phrases.yesNo.flatMap { $0.count == 2 ? $0 : nil }
        spacedInterrogatives = (phrases.interrogatives ?? []).map { " \($0.lowercased()) " }
    }

    /// The locale's yes and no as the choices of a question that asks yes or no, when a sentence of
    /// its answer restates the question (most of its meaningful words): «¿Se puede crear una
    /// ventana nueva en la pantalla exterior?» — «Una ventana nueva no se puede crear…». That
    /// sentence says no when it negates more than the question does. A question that asks two
    /// things, asks what, where or why, or offers alternatives gets none.
    func yesNoChoice(question: String, answer: String) -> QuizChoice? {
        guard let yesNo, question.filter({ $0 == "?" }).count == 1 else { return nil }
        var clause = Self.droppingFinalMarks(question.trimmingSpaces())
        for cut in ["¿", ". ", ": "] {
            if let r = clause.characterRange(of: cut, backwards: true) { clause = String(clause[r.upperBound...]) }
        }
        let spoken = " " + clause.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: " ") + " "
        guard !spacedInterrogatives.contains(where: { spoken.contains($0) }) else { return nil }
        let asked = contentWords(clause)
        guard asked.count >= 2 else { return nil }
        // The answer sentence sharing most of the question's words is the one that replies.
        var best: (shared: Int, sentence: String)?
        for sentence in SentenceSplitter.split(answer) {
            let words = foldedWords(sentence)
            let shared = asked.filter { w in words.contains { matches(w, $0) } }.count
            if best == nil || shared > best!.shared { best = (shared, sentence) }
        }
        guard let best, Double(best.shared) >= 0.6 * Double(asked.count) else { return nil }
        let negated = negationCount(best.sentence) > negationCount(clause)
        return QuizChoice(options: yesNo, correct: negated ? 1 : 0)
    }

    private func negationCount(_ text: String) -> Int {
        foldedWords(text).filter(negations.contains).count
    }

    /// The two alternatives as written, or [] when the question offers none.
    func alternatives(in question: String) -> [String] {
        let text = Self.droppingFinalMarks(question.trimmingSpaces())
        // The last joiner, written between spaces, separates the two alternatives.
        guard let joint = lastJoint(in: text) else { return [] }
        var left = String(text[..<joint.lowerBound])
        var right = String(text[joint.upperBound...]).trimmingSpaces()
        // The second alternative ends the question: «¿debe aparecer o no, ¿se puede mirar…?» joins
        // nothing, the «o» belongs to a clause that a new question follows.
        guard !Self.hasClauseMark(right) else { return [] }
        if left.hasSuffix(",") { left.removeLast() }
        for cut in ["¿", ", ", ": ", ". ", "? "] {
            if let r = left.characterRange(of: cut, backwards: true) { left = String(left[r.upperBound...]) }
        }
        left = left.trimmingSpaces()
        // Quoted alternatives («qué dispositivo» o «qué disposición cabe») are the quotes themselves.
        if let quotedRight = Self.lastQuoted(right), right.hasSuffix("»"), let quotedLeft = Self.lastQuoted(left), left.hasSuffix("»") {
            left = quotedLeft
            right = quotedRight
        }
        // Parallel alternatives start with the same word: «¿debe seguir a la lista o a la barra…?»
        // offers «a la lista» and «a la barra…».
        let leftWords = Self.words(left)
        let rightWords = Self.words(right)
        if let first = rightWords.first.map({ WordFold.fold(String($0)) }), leftWords.count > 1,
           let start = leftWords.dropFirst().lastIndex(where: { WordFold.fold(String($0)) == first }) {
            left = leftWords[start...].joined(separator: " ")
        }
        // One word against one word: «¿es horizontal o vertical?», «¿split u overlay?».
        if !right.contains(" "), let last = Self.words(left).last { left = String(last) }
        guard !left.isEmpty, !right.isEmpty, rightWords.count <= 10, Self.words(left).count <= 10 else { return [] }
        return [left, right]
    }

    /// Where the last joiner between spaces is: of the joiners found, the one starting last, and
    /// of two starting there, the one listed first.
    private func lastJoint(in text: String) -> Range<String.Index>? {
        var best: Range<String.Index>?
        for joiner in spacedJoiners {
            if let r = text.characterRange(of: joiner, backwards: true), best == nil || r.lowerBound > best!.lowerBound {
                best = r
            }
        }
        return best
    }

    /// Whether `text` has a «¿», «?», «,», «;» or «:», which end a clause.
    static func hasClauseMark(_ text: String) -> Bool {
        text.contains(where: { "¿?,;:".contains($0) })
    }

    static func words(_ text: String) -> [Substring] {
        text.split(separator: " ")
    }

    /// `text` without its final question marks and spaces.
    static func droppingFinalMarks(_ text: String) -> String {
        var text = text
        while let last = text.last, "? ".contains(last) { text.removeLast() }
        return text
    }

    /// The text inside the last «…» of `text`, trimmed.
    static func lastQuoted(_ text: String) -> String? {
        // The closing quote is looked for after the opening one: in the rest of the text.
        guard let open = text.characterRange(of: "«", backwards: true) else { return nil }
        let rest = String(text[open.upperBound...])
        guard let close = rest.characterRange(of: "»") else { return nil }
        let inner = String(rest[..<close.lowerBound]).trimmingSpaces()
        return inner.isEmpty ? nil : inner
    }

    /// Index of the alternative the answer names, or nil when it names none or both.
    /// When the whole answer names both, its first sentence (the direct reply) decides:
    /// «800 pt sigue siendo una sola columna. En paralelo empieza a 801 pt.»
    func correctChoice(_ alternatives: [String], answer: String) -> Int? {
        guard alternatives.count == 2 else { return nil }
        let words = alternatives.map(contentWords)
        // One verb in two forms («envolver» / «ser envolvido por ela») asks who does what to whom,
        // which naming words cannot settle.
        if words[0].contains(where: { w in words[1].contains { $0 != w && matches(w, $0) } }) { return nil }
        let distinct = [
            words[0].filter { w in !words[1].contains { matches(w, $0) } },
            words[1].filter { w in !words[0].contains { matches(w, $0) } },
        ]
        guard !distinct[0].isEmpty, !distinct[1].isEmpty else { return nil }
        let whole = named(distinct, in: answer)
        if whole.count == 1 { return whole[0] }
        guard whole.count == 2, let first = firstSentence(answer), first != answer else { return nil }
        let direct = named(distinct, in: first)
        return direct.count == 1 ? direct[0] : nil
    }

    /// Which alternatives `text` names: most of their own words, or the word that ends them
    /// («una sola columna»), and not right after a negation («no a la barra del sistema»).
    func named(_ distinct: [[String]], in text: String) -> [Int] {
        let answerWords = foldedWords(text)
        var result: [Int] = []
        for k in distinct.indices {
            let hits = distinct[k].filter { w in answerWords.contains { matches(w, $0) } }
            guard !hits.isEmpty,
                  Double(hits.count) >= 0.6 * Double(distinct[k].count) || hits.contains(distinct[k].last!) else { continue }
            let firstHit = answerWords.firstIndex { a in distinct[k].contains { matches($0, a) } }!
            let before = answerWords[max(0, firstHit - 3)..<firstHit]
            if before.contains(where: negations.contains) { continue }
            result.append(k)
        }
        return result
    }

    /// The answer's first sentence, when it has more than one.
    func firstSentence(_ text: String) -> String? {
        guard let r = text.characterRange(of: ". ") else { return nil }
        return String(text[..<r.upperBound])
    }

    /// The words of `text` folded: runs of letters, digits and periods, without their first and
    /// last periods.
    func foldedWords(_ text: String) -> [String] {
        WordFold.fold(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
            .map(Self.trimmingPeriods)
            .filter { !$0.isEmpty }
    }

    /// `word` without its leading and trailing "." scalars, as `trimmingCharacters(in: ["."])`
    /// gives it, without bridging to Foundation.
    static func trimmingPeriods(_ word: Substring) -> String {
        let scalars = word.unicodeScalars
        var lower = scalars.startIndex, upper = scalars.endIndex
        while lower < upper, scalars[lower] == "." { lower = scalars.index(after: lower) }
        while upper > lower, scalars[scalars.index(before: upper)] == "." { upper = scalars.index(before: upper) }
        return String(scalars[lower..<upper])
    }

    /// The words that carry meaning, in order (so the last one ends the alternative).
    func contentWords(_ text: String) -> [String] {
        var seen: Set<String> = []
        return foldedWords(text).filter { !stopwords.contains($0) && ($0.count >= 3 || $0.contains(".")) && seen.insert($0).inserted }
    }

    func contentStems(_ text: String) -> Set<String> {
        Set(contentWords(text).map(stem))
    }

    /// Two spellings of one word: equal, or sharing a start of five letters that leaves at most
    /// three letters of an ending («quedarse» / «quedan», «detectar» / «detectes»), so that
    /// «dispositivo» and «disposición» stay two words.
    func matches(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let common = zip(a, b).prefix { $0 == $1 }.count
        return common >= 5 && common >= max(a.count, b.count) - 3
    }

    func stem(_ word: String) -> String { String(word.prefix(5)) }
}
