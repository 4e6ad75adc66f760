import Foundation

/// Text that is almost a fixed phrase of the locale: equal once case, accents, spaces and
/// punctuation are folded away, or within an edit or two (Damerau–Levenshtein) of it. The parser
/// asks only after the exact phrase failed to match, so a near miss is named at its own line and
/// then read as the phrase it nearly is: the rest of the pipeline sees a correct structure, and
/// one mistake gives one diagnostic.
enum NearMiss {
    /// Letters and digits, lowercase and without accents, each run of anything else one space.
    /// Read as scalars: folding has removed the combining marks.
    static func fold(_ text: some StringProtocol) -> [Unicode.Scalar] {
        let folded = LatinFolding.folded(String(text))
            ?? String(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out: [Unicode.Scalar] = []
        var pendingSpace = false
        for ch in folded.unicodeScalars {
            if ch.isLetter || ch.isNumber {
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(ch)
            } else {
                pendingSpace = true
            }
        }
        return out
    }

    /// A fixed phrase of the locale, folded and counted once for every text it is compared with.
    struct Phrase {
        let text: String
        let folded: [Unicode.Scalar]
        /// Its words, as `leadingWords` cuts them: at space bytes.
        let words: Int

        init(_ text: String) {
            self.text = text
            folded = NearMiss.fold(text)
            words = text.utf8.split(separator: UInt8(ascii: " ")).count
        }
    }

    /// Whether `candidate` is `phrase` give or take folding and a few edits. A phrase asked about
    /// rarely is folded only for a candidate short enough.
    static func matches(_ candidate: some StringProtocol, _ phrase: String) -> Bool {
        candidate.utf8.count <= 2 * phrase.utf8.count + 8 && matches(candidate, Phrase(phrase))
    }

    static func matches(_ candidate: some StringProtocol, _ phrase: Phrase) -> Bool {
        // Most lines asked about are prose, far longer than any phrase: not worth folding. Folding
        // drops at most the punctuation and half the bytes of accented letters.
        guard candidate.utf8.count <= 2 * phrase.text.utf8.count + 8 else { return false }
        let p = phrase.folded
        let c = fold(candidate)
        // Short words would otherwise match half the dictionary («Fonte» and «Fuente» are one edit apart).
        let limit = p.count >= 10 ? 2 : p.count >= 5 ? 1 : 0
        guard abs(p.count - c.count) <= limit else { return false }
        return distance(c, p, limit: limit) <= limit
    }

    /// The first of `phrases` that the first words of `text` nearly spell (trying one word fewer or
    /// more, for a lost or added space), and those words.
    static func leadingWords(of text: String, nearly phrases: [Phrase]) -> (phrase: Int, written: String)? {
        // Only the first words are cut, once for every phrase, where a space byte follows them (the
        // rest of the text is never read); the space and the stops are ASCII.
        let wanted = (phrases.map(\.words).max() ?? 0) + 1
        var words: [(end: String.Index, last: UInt8)] = []
        words.reserveCapacity(wanted)
        var previous = UInt8(ascii: " ")
        for i in text.utf8.indices {
            if text.utf8[i] == UInt8(ascii: " "), previous != UInt8(ascii: " ") {
                words.append((i, previous))
                if words.count == wanted { break }
            }
            previous = text.utf8[i]
        }
        if words.count < wanted, previous != UInt8(ascii: " ") { words.append((text.utf8.endIndex, previous)) }
        for (index, phrase) in phrases.enumerated() {
            for count in [phrase.words, phrase.words - 1, phrase.words + 1] where count >= 1 && count <= words.count {
                let lastWord = words[count - 1]
                // A phrase that ends with a stop is nearly spelled by words that end with one:
                // «Al terminar podrás.» is a lead, «Al terminar podrás ver…» prose.
                if isStop(phrase.text.utf8.last ?? 0), !isStop(lastWord.last) { continue }
                let lead = text[..<lastWord.end]
                if matches(lead, phrase) { return (index, String(lead)) }
            }
        }
        return nil
    }

    private static func isStop(_ byte: UInt8) -> Bool { ".:;,".utf8.contains(byte) }

    /// Optimal-string-alignment distance, giving up (returning `limit + 1`) once every cell of a
    /// row exceeds `limit`.
    static func distance<T: Equatable>(_ a: [T], _ b: [T], limit: Int) -> Int {
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
