/// Finds chapter references in prose: «capítulo 7», «capítulos 3 y 4», «los capítulos 0 a 6»,
/// «chapitre 5». The words come from the vocabulary, so a new language needs no code.
struct ChapterReferenceScanner {
    struct Reference: Equatable {
        var number: Int
        /// Character offsets of the linked text («capítulo 7», or just «4» in «capítulos 3 y 4»).
        var range: Range<Int>
    }

    let words: [String]
    let joiners: [String]
    /// The first letters of every word as lowercase ASCII bytes, when they all have such a start
    /// (see `mayContainWord`); nil means every text is scanned in full.
    var prefixes: [[UInt8]]?
    /// The words and joiners as scalars when they are all plain (see `UTF8Search.isPlain`): plain
    /// text is then scanned scalar by scalar, the same scan without Character arrays or
    /// lowercasing the whole text. Nil sends every text through the Character scan.
    var plainWords: (words: [[Unicode.Scalar]], joiners: [[Unicode.Scalar]])?

    init(phrases: Vocabulary.ParserPhrases) {
        // Longest first, so «capítulos» wins over «capítulo».
        words = phrases.chapterReferenceWords.map { $0.lowercased() }.sorted { $0.count > $1.count }
        joiners = phrases.chapterReferenceJoiners.map { $0.lowercased() }
        prefixes = Self.asciiPrefixes(words)
        if (words + joiners).allSatisfy(UTF8Search.isPlain) {
            plainWords = (words.map { Array($0.unicodeScalars) }, joiners.map { Array($0.unicodeScalars) })
        }
    }

    /// Up to three leading bytes per word, if they are ASCII letters other than `i` and `k`: the
    /// only other characters that lowercase to an ASCII letter are U+0130 (to `i` plus a mark)
    /// and U+212A KELVIN SIGN (to `k`), so for any other prefix a text without it, in either case,
    /// cannot hold the word.
    static func asciiPrefixes(_ words: [String]) -> [[UInt8]]? {
        var out: [[UInt8]] = []
        for word in words {
            let prefix = Array(word.utf8.prefix(3))
            guard !prefix.isEmpty, prefix.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A && $0 != 0x69 && $0 != 0x6B }) else { return nil }
            out.append(prefix)
        }
        return out
    }

    /// False only when no word can start anywhere in `text`: most prose never names a chapter,
    /// and this byte test spares it the lowercasing and Character arrays of the full scan.
    func mayContainWord(_ text: String) -> Bool {
        guard let prefixes else { return true }
        // One pass over the bytes, in place: a byte is compared with the prefixes only when it may
        // start one (its letter is some prefix's first), instead of a pass per prefix over a copy.
        let firstLetters = Self.firstLetters(of: prefixes)
        return text.withUTF8Bytes { bytes in
            for start in bytes.indices {
                let letter = bytes[start] | 0x20
                guard letter >= 0x61, letter <= 0x7A, firstLetters & 1 << UInt32(letter - 0x61) != 0 else { continue }
                for prefix in prefixes where bytes.count - start >= prefix.count {
                    var k = 1
                    while k < prefix.count, bytes[start + k] | 0x20 == prefix[k] { k += 1 }
                    if k == prefix.count { return true }
                }
            }
            return false
        }
    }

    /// The first letters of the prefixes as bits, `a` the lowest.
    static func firstLetters(of prefixes: [[UInt8]]) -> UInt32 {
        var letters: UInt32 = 0
        for prefix in prefixes { letters |= 1 << UInt32(prefix[0] - 0x61) }
        return letters
    }

    func scan(_ text: String) -> [Reference] {
        guard mayContainWord(text) else { return [] }
        if let plainWords, UTF8Search.isPlain(text) {
            return scanScalars(Unicode.Scalar.array(of: text), words: plainWords.words, joiners: plainWords.joiners)
        }
        return scanCharacters(text)
    }

    /// The scan, by definition: over Characters, against the lowercased text.
    func scanCharacters(_ text: String) -> [Reference] {
        let c = Array(text)
        let lower = Array(text.lowercased())
        guard lower.count == c.count else { return [] }  // lowercasing changed lengths: give up safely
        var refs: [Reference] = []
        var i = 0
        // The words as characters once per scan, not once per position.
        let wordChars: [[Character]] = words.map { Array($0) }
        while i < c.count {
            // Both tests must pass; the cheap comparison goes first (isLetter is a Unicode lookup).
            guard let w = wordChars.firstIndex(where: { matches(lower, at: i, $0) }) else { i += 1; continue }
            if i > 0, c[i - 1].isLetter { i += 1; continue }
            let word = words[w]
            var j = i + word.count
            guard j < c.count, c[j] == " " else { i += 1; continue }
            j += 1
            guard let (n, numberEnd) = number(c, at: j) else { i += 1; continue }
            refs.append(Reference(number: n, range: i..<numberEnd))
            j = numberEnd
            // «3 y 4», «0 a 6»: a second number joined by one of the joiners.
            if j + 1 < c.count, c[j] == " ",
               let joiner = joiners.first(where: { matches(lower, at: j + 1, $0 + " ") }) {
                let k = j + 1 + joiner.count + 1
                if let (m, mEnd) = number(c, at: k) {
                    refs.append(Reference(number: m, range: k..<mEnd))
                    j = mEnd
                }
            }
            i = j
        }
        return refs
    }

    /// `scanCharacters` for plain text, where every Character is one scalar (so offsets agree) and
    /// lowercasing maps scalar to scalar (U+0130 İ, which becomes two, matches no word scalar in
    /// either scan). A scalar matches a word's scalar when it is that scalar or lowercases to it.
    private func scanScalars(_ c: [Unicode.Scalar], words: [[Unicode.Scalar]], joiners: [[Unicode.Scalar]]) -> [Reference] {
        func lowerMatches(at i: Int, _ w: [Unicode.Scalar]) -> Bool {
            guard i + w.count <= c.count else { return false }
            for k in 0..<w.count where !Self.lowercases(c[i + k], to: w[k]) { return false }
            return true
        }
        func isLetter(_ s: Unicode.Scalar) -> Bool { Character(s).isLetter }
        func number(at i: Int) -> (Int, Int)? {
            var j = i
            while j < c.count, c[j].value >= 0x30, c[j].value <= 0x39 { j += 1 }
            guard j > i, j - i <= 3, j == c.count || !isLetter(c[j]) else { return nil }
            var n = 0
            for k in i..<j { n = n * 10 + Int(c[k].value - 0x30) }
            return (n, j)
        }
        // With ASCII prefixes (see `asciiPrefixes`) a word starts only at an ASCII letter that is
        // some word's first in either case: every other scalar is passed without trying each word.
        let firstLetters = prefixes.map(Self.firstLetters)
        func mayStartWord(_ s: Unicode.Scalar) -> Bool {
            guard let firstLetters else { return true }
            let letter = s.value | 0x20
            return s.isASCII && letter >= 0x61 && letter <= 0x7A && firstLetters & 1 << (letter - 0x61) != 0
        }
        let space: Unicode.Scalar = " "
        var refs: [Reference] = []
        var i = 0
        while i < c.count {
            guard mayStartWord(c[i]), let w = words.firstIndex(where: { lowerMatches(at: i, $0) }) else { i += 1; continue }
            if i > 0, isLetter(c[i - 1]) { i += 1; continue }
            var j = i + words[w].count
            guard j < c.count, c[j] == space else { i += 1; continue }
            j += 1
            guard let (n, numberEnd) = number(at: j) else { i += 1; continue }
            refs.append(Reference(number: n, range: i..<numberEnd))
            j = numberEnd
            if j + 1 < c.count, c[j] == space,
               let joiner = joiners.first(where: { lowerMatches(at: j + 1, $0 + [space]) }) {
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

    /// Whether `scalar` lowercased is `lower` (a scalar of an already lowercased word).
    static func lowercases(_ scalar: Unicode.Scalar, to lower: Unicode.Scalar) -> Bool {
        if scalar == lower { return true }
        if scalar.isASCII { return scalar.value >= 0x41 && scalar.value <= 0x5A && scalar.value + 0x20 == lower.value }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 && mapped.first == lower
    }

    private func matches(_ c: [Character], at i: Int, _ word: String) -> Bool {
        matches(c, at: i, Array(word))
    }

    private func matches(_ c: [Character], at i: Int, _ w: [Character]) -> Bool {
        guard i + w.count <= c.count else { return false }
        for k in 0..<w.count where c[i + k] != w[k] { return false }
        return true
    }

    private func number(_ c: [Character], at i: Int) -> (Int, Int)? {
        var j = i
        while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 }
        guard j > i, j - i <= 3, j == c.count || !c[j].isLetter else { return nil }
        return (Int(String(c[i..<j]))!, j)
    }
}
