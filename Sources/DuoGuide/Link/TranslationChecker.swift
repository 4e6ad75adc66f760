/// Translations must have the same shape: the same chapters, the same number of questions and
/// entries per chapter, and byte-identical code samples. The first document of a group (the
/// manifest's order) is the reference; each difference is an error in the other translation.
struct TranslationChecker {
    func check(_ documents: [Document], groups: [Manifest.TranslationGroup], log: inout DiagnosticLog) {
        for group in groups {
            let members = group.documents.compactMap { id in documents.first { $0.id == id } }
            guard let reference = members.first else { continue }
            for other in members.dropFirst() {
                compare(reference, other, log: &log)
            }
        }
    }

    private func compare(_ a: Document, _ b: Document, log: inout DiagnosticLog) {
        let idsA = a.chapters.map(\.id), idsB = b.chapters.map(\.id)
        if idsA != idsB {
            let setA = Set(idsA), setB = Set(idsB)
            let missing = idsA.filter { !setB.contains($0) }
            let extra = idsB.filter { !setA.contains($0) }
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
            if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", "))") }
            if parts.isEmpty { parts.append("chapters in a different order") }
            log.error(SourceLocation(file: b.source, line: 1),
                      "translation has different chapters than \(a.source): \(parts.joined(separator: "; "))")
        }
        // The reference's chapters by id (the first of an id, like `Document.chapter(id:)`), looked
        // up rather than scanned for, so checking stays linear in the number of chapters.
        var indexA: [String: Int] = [:]
        for (i, chapter) in a.chapters.enumerated() where indexA[chapter.id] == nil { indexA[chapter.id] = i }
        for chapterB in b.chapters {
            guard let i = indexA[chapterB.id] else { continue }
            let chapterA = a.chapters[i]
            if chapterA.checkpoints.count != chapterB.checkpoints.count {
                log.error(SourceLocation(file: b.source, line: chapterB.line),
                          "\(chapterB.id) has \(chapterB.checkpoints.count) checkpoint questions; \(a.source):\(chapterA.line) has \(chapterA.checkpoints.count)")
            }
            if chapterA.entries.count != chapterB.entries.count {
                log.error(SourceLocation(file: b.source, line: chapterB.line),
                          "\(chapterB.id) has \(chapterB.entries.count) entries; \(a.source):\(chapterA.line) has \(chapterA.entries.count)")
            }
            // An entry that has both labels or neither is consistent in itself; one label alone is
            // already a warning of its own.
            for (entryA, entryB) in zip(chapterA.entries, chapterB.entries) {
                let labelsA = entryA.whenToUse != nil, labelsB = entryB.whenToUse != nil
                guard labelsA != labelsB, labelsA == (entryA.whenNotToUse != nil), labelsB == (entryB.whenNotToUse != nil) else { continue }
                log.warning(SourceLocation(file: b.source, line: entryB.line), DiagnosticMessages.entryLabelsDiffer(a.language),
                            notes: [.note(DiagnosticMessages.sameLineInTranslation(a.language), at: SourceLocation(file: a.source, line: entryA.line))])
            }
            let codeA = chapterA.codeSamples, codeB = chapterB.codeSamples
            if codeA.count != codeB.count {
                log.error(SourceLocation(file: b.source, line: chapterB.line),
                          "\(chapterB.id) has \(codeB.count) code samples; \(a.source):\(chapterA.line) has \(codeA.count)")
            }
            for (sa, sb) in zip(codeA, codeB) where sa.code != sb.code {
                let lineA = sa.code.split(separator: "\n", omittingEmptySubsequences: false)
                let lineB = sb.code.split(separator: "\n", omittingEmptySubsequences: false)
                let firstDifference = Array(zip(lineA, lineB)).firstIndex { $0.0 != $0.1 } ?? min(lineA.count, lineB.count)
                log.error(SourceLocation(file: b.source, line: sb.sourceLine(at: firstDifference)),
                          "code sample differs from the translation in \(a.source):\(sa.sourceLine(at: firstDifference))")
            }
        }
    }
}
