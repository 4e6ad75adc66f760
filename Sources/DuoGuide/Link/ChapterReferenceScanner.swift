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

    init(phrases: Vocabulary.ParserPhrases) {
        // Longest first, so «capítulos» wins over «capítulo».
        words = phrases.chapterReferenceWords.map { $0.lowercased() }.sorted { $0.count > $1.count }
        joiners = phrases.chapterReferenceJoiners.map { $0.lowercased() }
    }

    /// Words are matched against the lowercased text; ranges count Characters of `text`.
    func scan(_ text: String) -> [Reference] {
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
