import Foundation

/// Finds the explicit alternatives a question offers («¿split u overlay?», «¿arriba y abajo, o en
/// el lateral?», «¿lees el ángulo o status?») and, given the aligned answer, which one it names;
/// other kinds of choices: the items a question lists (here), yes and no, numbers and the members
/// of a set (`CountedChoices.swift`). Options come from the guide's text and the correct choice
/// from the answer, never written by hand.
struct ChoiceExtractor {
    let stopwords: Set<String>
    let negations: Set<String>
    /// Each joiner between spaces, as it is searched for.
    private let spacedJoiners: [String]

    /// The locale's yes and no words, or nil when it has none.
    let yesNo: [String]?
    /// Interrogatives as ` word ` (between spaces), lowercased, for a lookup in a clause's words.
    private let spacedInterrogatives: [String]
    private let spacedLeadingInterrogatives: [String]
    /// The folded words joining lists, asking how many and which, and each number word's value.
    let listJoiners: Set<String>, howMany: Set<String>, which: Set<String>
    let numberValues: [String: Int]

    init(phrases: Vocabulary.ParserPhrases) {
        stopwords = Set(phrases.stopwords.map(WordFold.fold))
        negations = Set(phrases.negations.map(WordFold.fold))
        spacedJoiners = phrases.alternativeJoiners.map { " \($0) " }
        yesNo = phrases.yesNo.flatMap { $0.count == 2 ? $0 : nil }
        spacedInterrogatives = (phrases.interrogatives ?? []).map { " \($0.lowercased()) " }
        spacedLeadingInterrogatives = (phrases.leadingInterrogatives ?? []).map { " \($0.lowercased()) " }
        listJoiners = Set((phrases.listJoiners ?? []).map(WordFold.fold))
        howMany = Set((phrases.howMany ?? []).map(WordFold.fold))
        which = Set((phrases.which ?? []).map(WordFold.fold))
        numberValues = Dictionary((phrases.numbers ?? []).enumerated().flatMap { n, spellings in
            spellings.split(separator: " ").map { (WordFold.fold(String($0)), n) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The choices of question `q` given the alternatives it offers (`alternatives(in:)` of it) and
    /// the text of its chapter, or nil when its wording and answer settle none.
    func choice(for q: Checkpoint, offering offered: [String], in chapter: Chapter) -> QuizChoice? {
        if !offered.isEmpty { return correctChoice(offered, answer: q.answer).map { QuizChoice(options: offered, correct: $0) } }
        return listedChoice(question: q.question, answer: q.answer)
            ?? countedChoice(question: q.question, answer: q.answer, chapter: chapter)
            ?? yesNoChoice(question: q.question, answer: q.answer)
    }

    /// The items a question lists before a colon and asks which of: «A media apertura, el fondo en
    /// degradado y el botón «Pagar»: ¿cuál de los dos…?». What comes before the first comma sets the
    /// scene; were it a first item the answer names («A, B y C: ¿cuál…?»), no choice is made.
    func listedChoice(question: String, answer: String) -> QuizChoice? {
        guard let colon = question.characterRange(of: ":", backwards: true),
              foldedWords(String(question[colon.upperBound...])).contains(where: which.contains) else { return nil }
        var parts = String(question[..<colon.lowerBound]).components(separatedBy: ", ").map { $0.trimmingSpaces() }
        let lead = parts.count > 1 ? [parts.removeFirst()] : []
        for joiner in listJoiners { parts = parts.flatMap { $0.components(separatedBy: " \(joiner) ") } }
        guard parts.count > 1, parts.allSatisfy({ $0.split(separator: " ").count <= 6 }),
              let correct = correctChoice(lead + parts, answer: answer), correct >= lead.count else { return nil }
        return QuizChoice(options: parts, correct: correct - lead.count)
    }

    /// The locale's yes and no as the choices of a question that asks yes or no, when a sentence of
    /// its answer restates the question (most of its meaningful words): «¿Se puede crear una
    /// ventana nueva en la pantalla exterior?» — «Una ventana nueva no se puede crear…». That
    /// sentence says no when it negates more than the question does. A question that asks two
    /// things, asks what, where or why, or offers alternatives gets none.
    func yesNoChoice(question: String, answer: String) -> QuizChoice? {
        guard let yesNo, question.unicodeScalars.lazy.filter({ $0 == "?" }).count == 1 else { return nil }
        var clause = Self.droppingFinalMarks(question.trimmingSpaces())
        for cut in ["¿", ". ", ": ", ", "] {
            if let r = clause.characterRange(of: cut, backwards: true) { clause = String(clause[r.upperBound...]) }
        }
        let spoken = " " + clause.lowercased().unicodeScalars.split(whereSeparator: { !$0.isLetter }).map(String.init).joined(separator: " ") + " "
        guard !spacedInterrogatives.contains(where: spoken.containsCharacters),
              !spacedLeadingInterrogatives.contains(where: { spoken.hasPrefix($0) }) else { return nil }
        let asked = contentWords(clause)
        guard asked.count >= 2 else { return nil }
        // The answer sentence sharing most of the question's words is the one that replies.
        var best: (shared: Int, words: [String])?
        for sentence in SentenceSplitter.split(answer) {
            let words = foldedWords(sentence)
            let shared = asked.filter { w in words.contains { matches(w, $0) } }.count
            if best == nil || shared > best!.shared { best = (shared, words) }
        }
        guard let best, Double(best.shared) >= 0.6 * Double(asked.count) else { return nil }
        let negated = best.words.filter(negations.contains).count > foldedWords(clause).filter(negations.contains).count
        return QuizChoice(options: yesNo, correct: negated ? 1 : 0)
    }

    /// The two alternatives as written, or [] when the question offers none.
    func alternatives(in question: String) -> [String] {
        let text = Self.droppingFinalMarks(question.trimmingSpaces())
        // The last joiner, written between spaces, separates the two alternatives: of the joiners
        // found, the one starting last, and of two starting there, the one listed first (`max`
        // keeps the first of equals).
        guard let joint = spacedJoiners.compactMap({ text.characterRange(of: $0, backwards: true) })
            .max(by: { $0.lowerBound < $1.lowerBound }) else { return [] }
        var left = String(text[..<joint.lowerBound])
        var right = String(text[joint.upperBound...]).trimmingSpaces()
        // The second alternative ends the question: «¿debe aparecer o no, ¿se puede mirar…?» joins
        // nothing, the «o» belongs to a clause that a new question follows.
        guard !right.unicodeScalars.contains(where: { "¿?,;:".unicodeScalars.contains($0) }) else { return [] }
        if left.hasSuffix(",") { left.removeLast() }
        for cut in ["¿", ", ", ": ", ". ", "? "] {
            if let r = left.characterRange(of: cut, backwards: true) { left = String(left[r.upperBound...]) }
        }
        left = left.trimmingSpaces()
        // Quoted alternatives («qué dispositivo» o «qué disposición cabe») are the quotes themselves.
        if let quotedRight = Self.lastQuoted(right), right.hasSuffix("»"), let quotedLeft = Self.lastQuoted(left), left.hasSuffix("»") {
            (left, right) = (quotedLeft, quotedRight)
        }
        // Parallel alternatives start with the same word: «¿debe seguir a la lista o a la barra…?»
        // offers «a la lista» and «a la barra…».
        let leftWords = left.split(separator: " ")
        let rightWords = right.split(separator: " ")
        if let first = rightWords.first.map({ WordFold.fold(String($0)) }), leftWords.count > 1,
           let start = leftWords.dropFirst().lastIndex(where: { WordFold.fold(String($0)) == first }) {
            left = leftWords[start...].joined(separator: " ")
        }
        // One word against one word: «¿es horizontal o vertical?», «¿split u overlay?».
        if !right.contains(" "), let last = left.split(separator: " ").last { left = String(last) }
        guard !left.isEmpty, !right.isEmpty, rightWords.count <= 10, left.split(separator: " ").count <= 10 else { return [] }
        return [left, right]
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

    /// Index of the alternative the answer names, or nil when it names none or several.
    /// When the whole answer names several, its first sentence (the direct reply) decides:
    /// «800 pt sigue siendo una sola columna. En paralelo empieza a 801 pt.», or else the one it
    /// says word for word: «mete primero los ítems de herramientas … y conserva la barra de pestañas».
    func correctChoice(_ alternatives: [String], answer: String) -> Int? {
        guard alternatives.count >= 2 else { return nil }
        let words = alternatives.map(contentWords)
        let others = words.indices.map { i in words.indices.filter { $0 != i }.flatMap { words[$0] } }
        // One verb in two forms («envolver» / «ser envolvido por ela») asks who does what to whom,
        // which naming words cannot settle.
        if words.indices.contains(where: { i in words[i].contains { w in others[i].contains { $0 != w && matches(w, $0) } } }) { return nil }
        let distinct = words.indices.map { i in words[i].filter { w in !others[i].contains { matches(w, $0) } } }
        guard !distinct.contains(where: \.isEmpty) else { return nil }
        let whole = named(distinct, in: answer)
        if whole.count == 1 { return whole[0] }
        if let stop = answer.characterRange(of: ". "), case let direct = named(distinct, in: String(answer[..<stop.upperBound])),
           direct.count == 1 { return direct[0] }
        let said = whole.filter { says(alternatives[$0], in: answer) }
        return said.count == 1 ? said[0] : nil
    }

    /// Whether `text` says `phrase` word for word, and not right after a negation.
    func says(_ phrase: String, in text: String) -> Bool {
        let p = foldedWords(phrase), t = foldedWords(text)
        guard !p.isEmpty, p.count <= t.count else { return false }
        return (0...(t.count - p.count)).contains { i in
            t[i..<(i + p.count)].elementsEqual(p) && !t[max(0, i - 3)..<i].contains(where: negations.contains)
        }
    }

    /// Which alternatives `text` names: most of their own words, or the word that ends them
    /// («una sola columna»), and not right after a negation («no a la barra del sistema»).
    func named(_ distinct: [[String]], in text: String) -> [Int] {
        let answerWords = foldedWords(text)
        return distinct.indices.filter { k in
            let hits = distinct[k].filter { w in answerWords.contains { matches(w, $0) } }
            guard !hits.isEmpty,
                  Double(hits.count) >= 0.6 * Double(distinct[k].count) || hits.contains(distinct[k].last!) else { return false }
            let firstHit = answerWords.firstIndex { a in distinct[k].contains { matches($0, a) } }!
            return !answerWords[max(0, firstHit - 3)..<firstHit].contains(where: negations.contains)
        }
    }

    /// The words of `text` folded (see `writtenWords`).
    func foldedWords(_ text: String) -> [String] {
        Self.writtenWords(text).map(\.folded)
    }

    /// The words that carry meaning, in order (so the last one ends the alternative).
    func contentWords(_ text: String) -> [String] {
        var seen: Set<String> = []
        return foldedWords(text).filter { !stopwords.contains($0) && ($0.count >= 3 || $0.contains(".")) && seen.insert($0).inserted }
    }

    /// Two spellings of one word: equal, or sharing a start of five letters that leaves at most
    /// three letters of an ending («quedarse» / «quedan», «detectar» / «detectes»), so that
    /// «dispositivo» and «disposición» stay two words.
    /// Counted on scalars: folding has removed the combining marks (see `ScalarText`).
    func matches(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        // Most words differ from the first byte on, which rules out a common start.
        guard a.utf8.first == b.utf8.first else { return false }
        let common = zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
        return common >= 5 && common >= max(a.unicodeScalars.count, b.unicodeScalars.count) - 3
    }
}
