import Foundation
@testable import DuoGuide

/// The answer aligner's features, quiz choices and their helpers as they were defined before they
/// were made fast: sets of strings, words split by Character, every accented word folded by
/// Foundation, every search through Foundation. Kept verbatim as the oracle for the fast ones.
struct ReferenceAligner {
    let stopwords: Set<String>
    let glossary: [String: [String]]
    let choices: ReferenceChoiceExtractor

    init(phrases: Vocabulary.ParserPhrases) {
        stopwords = Set(phrases.stopwords.map(Self.fold))
        glossary = phrases.codeGlossary
        choices = ReferenceChoiceExtractor(phrases: phrases)
    }

    struct Features {
        var stems: Set<String>
        var code: Set<String>
        var alternatives: [Set<String>]
    }

    static func fold(_ s: String) -> String {
        s.utf8.allSatisfy({ $0 < 0x80 }) ? s.lowercased() : s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    static func words(in text: String) -> [Substring] {
        text.split(whereSeparator: { " ¿?¡!,;:«»\"()".contains($0) })
    }

    static func looksLikeCode(_ word: String) -> Bool {
        let hasPeriod = word.utf8.contains(UInt8(ascii: "."))
        return word.contains { $0.isNumber } || hasPeriod && word.count > 1 || word.dropFirst().contains { $0.isUppercase }
    }

    func stem(_ word: String) -> String {
        var w = Self.fold(word)
        if w.count > 4, w.hasSuffix("s") { w.removeLast() }
        if w.count > 4, let last = w.last, "aeo".contains(last) { w.removeLast() }
        return String(w.prefix(5))
    }

    /// What a word as split from a text adds: final periods dropped, then its code and stems.
    func terms(ofSpelling raw: String) -> CheckpointAligner.WordTerms {
        var word = raw
        while let last = word.last, ".".contains(last) { word.removeLast() }
        var result = CheckpointAligner.WordTerms(code: nil, stems: [])
        guard !word.isEmpty else { return result }
        func insert(_ word: String) {
            result.stems.append(stem(word))
            for translation in glossary[Self.fold(word)] ?? [] { result.stems.append(stem(translation)) }
        }
        let folded = Self.fold(word)
        if Self.looksLikeCode(word) {
            result.code = folded
            for part in CamelCase.words(word) where part.count >= 3 { insert(part) }
            return result
        }
        guard folded.count >= 3, !stopwords.contains(folded) else { return result }
        insert(folded)
        return result
    }

    func features(_ text: String, alternatives: Bool = true) -> Features {
        var stems = Set<String>()
        var code = Set<String>()
        for raw in Self.words(in: text) {
            let terms = terms(ofSpelling: String(raw))
            if let folded = terms.code { code.insert(folded) }
            for stem in terms.stems { stems.insert(stem) }
        }
        return Features(stems: stems, code: code,
                        alternatives: alternatives ? choices.alternatives(in: text).map(choices.contentStems) : [])
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

/// `ChoiceExtractor` as it was defined before: Foundation's searches and trimming, Character splits.
struct ReferenceChoiceExtractor {
    let joiners: [String]
    let stopwords: Set<String>
    let negations: Set<String>

    init(phrases: Vocabulary.ParserPhrases) {
        joiners = phrases.alternativeJoiners
        stopwords = Set(phrases.stopwords.map(ReferenceAligner.fold))
        negations = Set(phrases.negations.map(ReferenceAligner.fold))
    }

    static func trimmingSpaces(_ s: String) -> String {
        var s = Substring(s)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    func alternatives(in question: String) -> [String] {
        var text = Self.trimmingSpaces(question)
        while let last = text.last, "? ".contains(last) { text.removeLast() }
        var best: Range<String.Index>?
        for joiner in joiners {
            if let r = text.range(of: " \(joiner) ", options: .backwards), best == nil || r.lowerBound > best!.lowerBound {
                best = r
            }
        }
        guard let joint = best else { return [] }
        var left = String(text[..<joint.lowerBound])
        var right = Self.trimmingSpaces(String(text[joint.upperBound...]))
        guard !right.contains(where: { "¿?,;:".contains($0) }) else { return [] }
        if left.hasSuffix(",") { left.removeLast() }
        for cut in ["¿", ", ", ": ", ". ", "? "] {
            if let r = left.range(of: cut, options: .backwards) { left = String(left[r.upperBound...]) }
        }
        left = Self.trimmingSpaces(left)
        if let quotedRight = Self.lastQuoted(right), right.hasSuffix("»"), let quotedLeft = Self.lastQuoted(left), left.hasSuffix("»") {
            left = quotedLeft
            right = quotedRight
        }
        let leftWords = left.split(separator: " ", omittingEmptySubsequences: true)
        if let first = right.split(separator: " ").first.map({ ReferenceAligner.fold(String($0)) }), leftWords.count > 1,
           let start = leftWords.dropFirst().lastIndex(where: { ReferenceAligner.fold(String($0)) == first }) {
            left = leftWords[start...].joined(separator: " ")
        }
        if !right.contains(" "), let last = left.split(separator: " ").last { left = String(last) }
        guard !left.isEmpty, !right.isEmpty, right.split(separator: " ").count <= 10,
              left.split(separator: " ").count <= 10 else { return [] }
        return [left, right]
    }

    static func lastQuoted(_ text: String) -> String? {
        guard let open = text.range(of: "«", options: .backwards),
              let close = text.range(of: "»", range: open.upperBound..<text.endIndex) else { return nil }
        let inner = trimmingSpaces(String(text[open.upperBound..<close.lowerBound]))
        return inner.isEmpty ? nil : inner
    }

    func correctChoice(_ alternatives: [String], answer: String) -> Int? {
        guard alternatives.count == 2 else { return nil }
        let words = alternatives.map(contentWords)
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

    func firstSentence(_ text: String) -> String? {
        guard let r = text.range(of: ". ") else { return nil }
        return String(text[..<r.upperBound])
    }

    func foldedWords(_ text: String) -> [String] {
        ReferenceAligner.fold(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
            .map { String($0).trimmingCharacters(in: ["."]) }
            .filter { !$0.isEmpty }
    }

    func contentWords(_ text: String) -> [String] {
        var seen: Set<String> = []
        return foldedWords(text).filter { !stopwords.contains($0) && ($0.count >= 3 || $0.contains(".")) && seen.insert($0).inserted }
    }

    func contentStems(_ text: String) -> Set<String> {
        Set(contentWords(text).map { String($0.prefix(5)) })
    }

    func matches(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let common = zip(a, b).prefix { $0 == $1 }.count
        return common >= 5 && common >= max(a.count, b.count) - 3
    }
}
