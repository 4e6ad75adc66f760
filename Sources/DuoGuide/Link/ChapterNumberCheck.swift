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
        // A reference has a number and its word: other lines are not scanned (the word is looked
        // for without its first letter, which may be a capital).
        let stems = phrases.chapterReferenceWords.map { String($0.lowercased().dropFirst()) }.filter { !$0.isEmpty }
        for (index, line) in file.lines.enumerated()
        where line.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            && stems.contains(where: { line.containsCharacters($0) }) && !skipped.contains(index + 1) {
            for reference in scanner.scan(line) where !existing.contains(reference.number) {
                let column = String(String.UnicodeScalarView(line.unicodeScalars.prefix(reference.range.lowerBound))).count + 1
                log.warning(file.location(line: index + 1, column: column), DiagnosticMessages.missingChapterReference(reference.number))
            }
        }
    }
}
