import Foundation

/// Which version of each original chapter the translations match: the record as the content is
/// now, and a warning for every translated chapter whose original changed since the record
/// (`translations.json`) was written.
struct TranslationFreshness {
    let documents: [Document]
    /// Each document's source, by document id.
    let files: [String: SourceFile]
    let groups: [Manifest.TranslationGroup]

    /// Every translation's chapters, matched to the current version of its original's chapters.
    var current: TranslationRecord {
        var matched: [String: [String: String]] = [:]
        for (_, hashes, member) in pairs {
            matched[member.id] = hashes.filter { id, _ in member.chapters.contains { $0.id == id } }
        }
        return TranslationRecord(matched: matched)
    }

    /// A chapter whose original already has a warning (a near miss read as intended) is not
    /// reported again: that warning names the change. Returns the chapters reported, by
    /// translation id, for their pages to say so.
    @discardableResult
    func check(_ record: TranslationRecord, log: inout DiagnosticLog) -> [String: Set<String>] {
        var outOfDate: [String: Set<String>] = [:]
        let warned = Set(log.all.filter { $0.severity == .warning }.map { "\($0.location.file):\($0.location.line)" })
        for (original, hashes, member) in pairs {
            guard let recorded = record.matched[member.id] else { continue }
            for chapter in member.chapters {
                guard let was = recorded[chapter.id], let now = hashes[chapter.id], was != now,
                      let source = original.chapters.first(where: { $0.id == chapter.id }),
                      !(source.line...source.endLine).contains(where: { warned.contains("\(original.source):\($0)") }) else { continue }
                log.warning(SourceLocation(file: member.source, line: chapter.line),
                            DiagnosticMessages.possiblyOutOfDate(chapter.id, original: original.source),
                            notes: [.note(DiagnosticMessages.originalChapter, at: SourceLocation(file: original.source, line: source.line)),
                                    .help(DiagnosticMessages.updateTranslationRecord)], lag: .outOfDate)
                outOfDate[member.id, default: []].insert(chapter.id)
            }
        }
        return outOfDate
    }

    /// (original, its chapter hashes, translation) for every translation of every group; the
    /// original is the group's first, hashed once for all its translations.
    private var pairs: [(Document, [String: String], Document)] {
        groups.flatMap { group -> [(Document, [String: String], Document)] in
            let members = group.documents.compactMap { id in documents.first { $0.id == id } }
            guard let original = members.first else { return [] }
            let hashes = chapterHashes(original)
            return members.dropFirst().map { (original, hashes, $0) }
        }
    }

    /// A hash of each chapter's source lines, by chapter id.
    private func chapterHashes(_ document: Document) -> [String: String] {
        guard let file = files[document.id] else { return [:] }
        var hashes: [String: String] = [:]
        for chapter in document.chapters where hashes[chapter.id] == nil {
            var hash = FNV1a()
            let lines = file.lines[max(0, chapter.line - 1)..<min(file.lines.count, chapter.endLine)]
            // The bytes where the line keeps them: a String's UTF-8 view is read a byte at a time.
            for line in lines { line.withContiguousUTF8 { hash.combine(bytes: $0) } }
            hashes[chapter.id] = hash.hex
        }
        return hashes
    }
}

extension Compiler {
    /// The translation record as the content folder is now (for `duoguide translations --update`),
    /// with the diagnostics of compiling it; nil when the content cannot be compiled.
    public static func currentTranslationRecord(contentDirectory: URL, displayRoot: String? = nil) -> (TranslationRecord?, [Diagnostic]) {
        var log = DiagnosticLog()
        guard let content = ContentLoader(contentDirectory: contentDirectory, displayRoot: displayRoot).load(into: &log) else {
            return (nil, log.sorted)
        }
        let corpus = compile(content, log: &log)
        let files = Dictionary(content.sources.map { ($0.entry.id, $0.file) }, uniquingKeysWith: { a, _ in a })
        let record = TranslationFreshness(documents: corpus.documents, files: files, groups: content.manifest.translations).current
        return (log.hasErrors ? nil : record, log.sorted)
    }
}
