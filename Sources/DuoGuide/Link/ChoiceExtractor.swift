import Foundation

/// Finds the explicit alternatives a question offers («¿split u overlay?», «¿arriba y abajo, o en
/// el lateral?», «¿lees el ángulo o status?») and, given the aligned answer, which one it names.
/// The correct choice is always derived from the answer text, never written by hand.
struct ChoiceExtractor {
    let joiners: [String]
    let stopwords: Set<String>
    let negations: Set<String>

    init(phrases: Vocabulary.ParserPhrases) {
        joiners = phrases.alternativeJoiners
        stopwords = Set(phrases.stopwords.map(TextFold.fold))
        negations = Set(phrases.negations.map(TextFold.fold))
    }

    /// The two alternatives as written, or [] when the question offers none.
    func alternatives(in question: String) -> [String] {
        var text = question.trimmingSpaces()
        while let last = text.last, "? ".contains(last) { text.removeLast() }
        // The last joiner, written between spaces, separates the two alternatives.
        var best: Range<String.Index>?
        for joiner in joiners {
            if let r = text.range(of: " \(joiner) ", options: .backwards), best == nil || r.lowerBound > best!.lowerBound {
                best = r
            }
        }
        guard let joint = best else { return [] }
        var left = String(text[..<joint.lowerBound])
        let right = String(text[joint.upperBound...]).trimmingSpaces()
        if left.hasSuffix(",") { left.removeLast() }
        for cut in ["¿", ", ", ": ", ". ", "? "] {
            if let r = left.range(of: cut, options: .backwards) { left = String(left[r.upperBound...]) }
        }
        left = left.trimmingSpaces()
        guard !left.isEmpty, !right.isEmpty, right.split(separator: " ").count <= 8,
              left.split(separator: " ").count <= 10 else { return [] }
        return [left, right]
    }

    /// Index of the alternative the answer names, or nil when it names none or both.
    func correctChoice(_ alternatives: [String], answer: String) -> Int? {
        guard alternatives.count == 2 else { return nil }
        let words = alternatives.map(contentStems)
        let distinct = [words[0].subtracting(words[1]), words[1].subtracting(words[0])]
        guard !distinct[0].isEmpty, !distinct[1].isEmpty else { return nil }
        let answerWords = foldedWords(answer)
        let answerStems = answerWords.map(stem)
        var named: [Int] = []
        for k in 0..<2 {
            let hits = distinct[k].filter { answerStems.contains($0) }
            guard Double(hits.count) >= 0.6 * Double(distinct[k].count) else { continue }
            // «no a la barra del sistema»: an alternative right after a negation is rejected.
            let firstHit = answerStems.firstIndex { distinct[k].contains($0) }!
            let before = answerWords[max(0, firstHit - 3)..<firstHit]
            if before.contains(where: negations.contains) { continue }
            named.append(k)
        }
        return named.count == 1 ? named[0] : nil
    }

    func foldedWords(_ text: String) -> [String] {
        TextFold.fold(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
            .map { String($0).trimmingCharacters(in: ["."]) }
            .filter { !$0.isEmpty }
    }

    func contentStems(_ text: String) -> Set<String> {
        Set(foldedWords(text).filter { !stopwords.contains($0) && ($0.count >= 3 || $0.contains(".")) }.map(stem))
    }

    func stem(_ word: String) -> String { String(word.prefix(5)) }
}
