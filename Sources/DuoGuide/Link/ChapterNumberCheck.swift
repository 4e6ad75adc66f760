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
        // Only a line with a number no chapter has and a reference word can warn: nearly every
        // line is ruled out by its bytes, before any scan (the word is looked for without its
        // first letter, which may be a capital).
        let stems = phrases.chapterReferenceWords.map { String($0.lowercased().dropFirst()) }.filter { !$0.isEmpty }
        let candidates = file.lines.indices.filter { i in
            Self.holdsNumber(outside: existing, file.lines[i]) && stems.contains { file.lines[i].containsCharacters($0) }
        }
        guard !candidates.isEmpty else { return }
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
        let scanner = ChapterReferenceScanner(phrases: phrases)
        for index in candidates where !skipped.contains(index + 1) {
            let line = file.lines[index]
            for reference in scanner.scan(line) where !existing.contains(reference.number) {
                let column = String(String.UnicodeScalarView(line.unicodeScalars.prefix(reference.range.lowerBound))).count + 1
                log.warning(file.location(line: index + 1, column: column), DiagnosticMessages.missingChapterReference(reference.number))
            }
        }
    }

    /// Whether `line` has a run of one to three ASCII digits whose number is not in `numbers`:
    /// the scanner reads a reference's number as such a whole run.
    static func holdsNumber(outside numbers: Set<Int>, _ line: String) -> Bool {
        let bytes = line.utf8.span
        // Most lines have no digit. The smallest byte minus "0" (wrapping) tells, in a loop with no
        // early exit, which the compiler can make a vector loop.
        var smallest = UInt8.max
        for i in bytes.indices { smallest = min(smallest, bytes[i] &- UInt8(ascii: "0")) }
        guard smallest < 10 else { return false }
        var number = 0, digits = 0
        for i in 0...bytes.count {
            if i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 {
                (number, digits) = (number &* 10 &+ Int(bytes[i] &- UInt8(ascii: "0")), digits + 1)
            } else {
                if (1...3).contains(digits), !numbers.contains(number) { return true }
                (number, digits) = (0, 0)
            }
        }
        return false
    }
}
