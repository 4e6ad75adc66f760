/// Chapter numbers that skip, and prose that refers to a chapter the guide does not have: both
/// build a site without a word otherwise, with a gap readers notice first or a reference that
/// leads nowhere. Warnings, at the header or at the reference's own line and column.
struct ChapterNumberCheck {
    let phrases: Vocabulary.ParserPhrases

    func check(_ document: Document, file: SourceFile, log: inout DiagnosticLog) {
        guard document.kind == .guide else { return }
        let numbered = document.chapters.filter { $0.kind == .chapter }
        for (previous, chapter) in zip(numbered, numbered.dropFirst()) {
            if let a = previous.number, let b = chapter.number, b > a + 1 {
                log.warning(file.location(line: chapter.line), DiagnosticMessages.chapterNumberSkips(from: a, to: b))
            }
        }
        let existing = Set(numbered.compactMap(\.number))
        guard !existing.isEmpty else { return }
        let scanner = ChapterReferenceScanner(phrases: phrases)
        // Code is not prose; an answers paragraph for a missing chapter is already an error of its own.
        let skipped = Set(document.chapters.flatMap { chapter in
            chapter.blocks.flatMap { block -> [Int] in
                switch block {
                case .code(let sample): sample.sourceLines
                case .answers(_, let paragraph): [paragraph.line]
                default: []
                }
            }
        })
        // Only a line with a number no chapter has and a reference word can warn (the word is looked
        // for without its first letter, which may be a capital).
        let stems = phrases.chapterReferenceWords.map { String($0.lowercased().dropFirst()) }.filter { !$0.isEmpty }
        for (index, line) in file.lines.enumerated()
        where Self.holdsNumber(outside: existing, line) && stems.contains(where: { line.containsCharacters($0) }) && !skipped.contains(index + 1) {
            for reference in scanner.scan(line) where !existing.contains(reference.number) {
                let column = String(String.UnicodeScalarView(line.unicodeScalars.prefix(reference.range.lowerBound))).count + 1
                log.warning(file.location(line: index + 1, column: column), DiagnosticMessages.missingChapterReference(reference.number))
            }
        }
    }

    /// Whether `line` has a run of one to three ASCII digits whose number is not in `numbers`:
    /// the scanner reads a reference's number as such a whole run.
    static func holdsNumber(outside numbers: Set<Int>, _ line: String) -> Bool {
        // Most lines have no digit. The smallest byte minus "0" (wrapping) tells, in a loop with no
        // early exit, which the compiler can make a vector loop.
        let bytes = line.utf8.span
        var smallest = UInt8.max
        for i in bytes.indices { smallest = min(smallest, bytes[i] &- UInt8(ascii: "0")) }
        guard smallest < 10 else { return false }
        var number = 0, digits = 0
        for i in bytes.indices {
            let digit = bytes[i] &- UInt8(ascii: "0")
            (number, digits) = digit < 10 ? (number &* 10 &+ Int(digit), digits + 1) : (0, 0)
            let runEnds = digit < 10 && (i + 1 == bytes.count || bytes[i + 1] &- UInt8(ascii: "0") >= 10)
            if runEnds, digits <= 3, !numbers.contains(number) { return true }
        }
        return false
    }
}
