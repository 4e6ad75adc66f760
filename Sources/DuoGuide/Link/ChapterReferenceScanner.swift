/// Finds chapter references in prose: «capítulo 7», «capítulos 3 y 4», «los capítulos 0 a 6»,
/// «chapitre 5». The words come from the vocabulary, so a new language needs no code.
struct ChapterReferenceScanner {
    struct Reference: Equatable {
        var number: Int
        /// Scalar offsets of the linked text («capítulo 7», or just «4» in «capítulos 3 y 4»).
        var range: Range<Int>
    }

    /// Lowercased, as scalars; longest first, so «capítulos» wins over «capítulo».
    let words: [[Unicode.Scalar]]
    let joiners: [[Unicode.Scalar]]
    /// The words' first scalars: one comparison rules out most positions before any word is tried.
    let initials: [Unicode.Scalar]

    init(phrases: Vocabulary.ParserPhrases) {
        words = phrases.chapterReferenceWords.map { $0.lowercased() }.sorted { $0.count > $1.count }.map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
        joiners = phrases.chapterReferenceJoiners.map { Array($0.lowercased().unicodeScalars) }
        initials = words.reduce(into: []) { initials, word in if !initials.contains(word[0]) { initials.append(word[0]) } }
    }

    /// A word matches in any case: a scalar of the text matches a word's scalar when it is that
    /// scalar or lowercases to it. The bytes are asked first: `scanAll` runs on the texts they leave.
    func scan(_ text: String) -> [Reference] { mayHoldReference(text.utf8Span.span) ? scanAll(text) : [] }

    func scanAll(_ text: String) -> [Reference] {
        let c = text.scalarArray
        func matches(at i: Int, _ w: [Unicode.Scalar]) -> Bool {
            guard i + w.count <= c.count else { return false }
            for k in 0..<w.count where !Self.lowercases(c[i + k], to: w[k]) { return false }
            return true
        }
        func number(at i: Int) -> (Int, Int)? {
            var j = i
            while j < c.count, ("0"..."9").contains(c[j]) { j += 1 }
            guard j > i, j - i <= 3, j == c.count || !c[j].isLetter else { return nil }
            return (c[i..<j].reduce(0) { 10 * $0 + Int($1.value - 0x30) }, j)
        }
        var refs: [Reference] = []
        var i = 0
        while i < c.count {
            guard initials.contains(where: { Self.lowercases(c[i], to: $0) }) else { i += 1; continue }
            guard let w = words.firstIndex(where: { matches(at: i, $0) }) else { i += 1; continue }
            if i > 0, c[i - 1].isLetter { i += 1; continue }
            var j = i + words[w].count
            guard j < c.count, c[j] == " " else { i += 1; continue }
            j += 1
            guard let (n, numberEnd) = number(at: j) else { i += 1; continue }
            refs.append(Reference(number: n, range: i..<numberEnd))
            j = numberEnd
            // «3 y 4», «0 a 6»: a second number joined by one of the joiners.
            if j + 1 < c.count, c[j] == " ", let joiner = joiners.first(where: { matches(at: j + 1, $0 + [" "]) }) {
                let k = j + 1 + joiner.count + 1
                if let (m, mEnd) = number(at: k) {
                    refs.append(Reference(number: m, range: k..<mEnd))
                    j = mEnd
                }
            }
            i = j
        }
        return refs
    }

    /// Whether a reference (a word, a space, an ASCII digit) may start in these bytes: most texts have
    /// no digit (the smallest byte minus "0", wrapping, tells in a vector loop) or no word before one.
    /// The word is compared backwards while both sides are ASCII; other scalars are left to `scan`.
    private func mayHoldReference(_ bytes: borrowing Span<UInt8>) -> Bool {
        var smallest = UInt8.max
        for i in bytes.indices { smallest = min(smallest, bytes[i] &- 0x30) }
        guard smallest < 10 else { return false }
        for digit in 1..<bytes.count where bytes[digit] &- 0x30 < 10 && bytes[digit - 1] == 0x20 {
            words: for word in words where word.count < digit {
                var b = digit - 1
                for scalar in word.reversed() {
                    b -= 1
                    guard scalar.isASCII, bytes[b] < 0x80 else { return true }
                    guard Self.lowercases(Unicode.Scalar(bytes[b]), to: scalar) else { continue words }
                }
                return true
            }
        }
        return false
    }

    /// Whether `scalar` lowercased is `lower` (a scalar of an already lowercased word).
    static func lowercases(_ scalar: Unicode.Scalar, to lower: Unicode.Scalar) -> Bool {
        if scalar == lower { return true }
        if scalar.isASCII { return ("A"..."Z").contains(scalar) && scalar.value + 0x20 == lower.value }
        // Most letters of prose are already lowercase: asking that is a table lookup, while the
        // mapping below is built as a string.
        guard scalar.properties.changesWhenLowercased else { return false }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 && mapped.first == lower
    }
}
