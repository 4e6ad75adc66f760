/// Translations must have the same shape: the same chapters, the same number of questions and
/// entries per chapter, and byte-identical code samples. The first document of a group (the
/// manifest's order) is the reference; each difference is an error in the other translation, but
/// a translation may lag: a chapter it does not have yet is a warning at the place it would come
/// (the site shows the original there, marked as not yet translated).
struct TranslationChecker {
    /// A parse warning that a chapter missing from a translation explains (its numbers skipping
    /// over it, a reference to it): one mistake, one diagnostic.
    struct Consequence: Hashable {
        var file: String
        var message: String
    }

    /// Checks every group; returns the consequences of missing chapters, for the caller to drop.
    @discardableResult
    func check(_ documents: [Document], groups: [Manifest.TranslationGroup], log: inout DiagnosticLog) -> Set<Consequence> {
        var consequences: Set<Consequence> = []
        for group in groups {
            let members = group.documents.compactMap { id in documents.first { $0.id == id } }
            guard let reference = members.first else { continue }
            for other in members.dropFirst() {
                // A translation whose chapters are otherwise different has one error saying how;
                // only one that merely lacks some is lagging.
                if compare(reference, other, log: &log) { consequences.formUnion(reportMissing(reference, other, log: &log)) }
            }
        }
        return consequences
    }

    /// Chapters of `a` that `b` lacks: each a warning at the chapter of `b` it would come before
    /// (or after, at the end), with a note at the original chapter.
    private func reportMissing(_ a: Document, _ b: Document, log: inout DiagnosticLog) -> Set<Consequence> {
        let lineInB = Dictionary(b.chapters.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
        var missingNumbers: Set<Int> = []
        for (i, chapter) in a.chapters.enumerated() where lineInB[chapter.id] == nil {
            if chapter.kind == .chapter, let number = chapter.number { missingNumbers.insert(number) }
            let next = a.chapters[(i + 1)...].lazy.compactMap { lineInB[$0.id] }.first
            let previous = a.chapters[..<i].reversed().lazy.compactMap { lineInB[$0.id] }.first
            var notes: [Diagnostic.Note] = [.note(DiagnosticMessages.originalChapter, at: SourceLocation(file: a.source, line: chapter.line))]
            if next != nil || previous != nil { notes.append(.help(DiagnosticMessages.wouldCome(before: next != nil))) }
            log.warning(SourceLocation(file: b.source, line: next ?? previous ?? 1), DiagnosticMessages.notTranslatedYet(chapter.id), notes: notes, lag: .notTranslated)
        }
        var consequences = Set(missingNumbers.map { Consequence(file: b.source, message: DiagnosticMessages.missingChapterReference($0)) })
        let numbered = b.chapters.filter { $0.kind == .chapter }
        for (previous, chapter) in zip(numbered, numbered.dropFirst()) {
            guard let x = previous.number, let y = chapter.number, y > x + 1, (x + 1 ..< y).allSatisfy(missingNumbers.contains) else { continue }
            consequences.insert(Consequence(file: b.source, message: DiagnosticMessages.chapterNumberSkips(from: x, to: y)))
        }
        return consequences
    }

    /// Whether `b` has `a`'s chapters in `a`'s order, some perhaps not yet (otherwise an error).
    private func compare(_ a: Document, _ b: Document, log: inout DiagnosticLog) -> Bool {
        let idsA = a.chapters.map(\.id), idsB = b.chapters.map(\.id)
        let setA = Set(idsA), setB = Set(idsB)
        let extra = idsB.filter { !setA.contains($0) }
        let sameShape = extra.isEmpty && idsA.filter(setB.contains) == idsB
        if !sameShape {
            log.error(SourceLocation(file: b.source, line: 1),
                      DiagnosticMessages.differentChapters(than: a.source, missing: idsA.filter { !setB.contains($0) }, extra: extra))
        }
        // The reference's chapters by id (the first of an id, like `Document.chapter(id:)`), looked
        // up rather than scanned for, so checking stays linear in the number of chapters.
        var indexA: [String: Int] = [:]
        for (i, chapter) in a.chapters.enumerated() where indexA[chapter.id] == nil { indexA[chapter.id] = i }
        for chapterB in b.chapters {
            guard let i = indexA[chapterB.id] else { continue }
            let chapterA = a.chapters[i]
            let codeA = chapterA.codeSamples, codeB = chapterB.codeSamples
            let counts = [("checkpoint questions", chapterA.checkpoints.count, chapterB.checkpoints.count),
                          ("entries", chapterA.entries.count, chapterB.entries.count), ("code samples", codeA.count, codeB.count)]
            for (what, countA, countB) in counts where countA != countB {
                log.error(SourceLocation(file: b.source, line: chapterB.line), DiagnosticMessages.countDiffers(chapterB.id, what, countB, than: "\(a.source):\(chapterA.line)", countA))
            }
            // An entry that has both labels or neither is consistent in itself; one label alone is
            // already a warning of its own.
            for (entryA, entryB) in zip(chapterA.entries, chapterB.entries) {
                let labelsA = entryA.whenToUse != nil, labelsB = entryB.whenToUse != nil
                guard labelsA != labelsB, labelsA == (entryA.whenNotToUse != nil), labelsB == (entryB.whenNotToUse != nil) else { continue }
                log.warning(SourceLocation(file: b.source, line: entryB.line), DiagnosticMessages.entryLabelsDiffer(a.language),
                            notes: [.note(DiagnosticMessages.sameLineInTranslation(a.language), at: SourceLocation(file: a.source, line: entryA.line))])
            }
            for (sa, sb) in zip(codeA, codeB) where sa.code != sb.code {
                let lineA = sa.code.split(separator: "\n", omittingEmptySubsequences: false)
                let lineB = sb.code.split(separator: "\n", omittingEmptySubsequences: false)
                let firstDifference = Array(zip(lineA, lineB)).firstIndex { $0.0 != $0.1 } ?? min(lineA.count, lineB.count)
                log.error(SourceLocation(file: b.source, line: sb.sourceLine(at: firstDifference)),
                          DiagnosticMessages.codeSampleDiffers(from: "\(a.source):\(sa.sourceLine(at: firstDifference))"))
            }
        }
        return sameShape
    }
}
