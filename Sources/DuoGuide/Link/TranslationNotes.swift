/// Points a warning about one translation at the same place in the others (`note:` lines): a
/// misspelt heading, label or question in «pt» is easiest fixed looking at «es». Places are the
/// parts every translation has under the same id: chapter headers, checkpoint headings,
/// questions and entries. Only warnings are annotated, and only when there are some.
struct TranslationNotes {
    let documents: [Document]
    let groups: [Manifest.TranslationGroup]

    func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.severity == .warning }) else { return diagnostics }
        let places = documents.map(Self.places)
        let bySource = Dictionary(documents.indices.map { (documents[$0].source, $0) }, uniquingKeysWith: { a, _ in a })
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning, let d = bySource[diagnostic.location.file],
                  let key = places[d].byLine[diagnostic.location.line],
                  let group = groups.first(where: { $0.documents.contains(documents[d].id) }) else { return diagnostic }
            var annotated = diagnostic
            for id in group.documents where id != documents[d].id {
                guard let other = documents.firstIndex(where: { $0.id == id }), let line = places[other].byKey[key] else { continue }
                annotated.notes.append(.note(DiagnosticMessages.sameLineInTranslation(documents[other].language),
                                             at: SourceLocation(file: documents[other].source, line: line)))
            }
            return annotated
        }
    }

    /// A document's places, by line and by key.
    private static func places(_ document: Document) -> (byLine: [Int: String], byKey: [String: Int]) {
        var byLine: [Int: String] = [:], byKey: [String: Int] = [:]
        func add(_ key: String, _ line: Int) {
            if byLine[line] == nil { byLine[line] = key }
            if byKey[key] == nil { byKey[key] = line }
        }
        for chapter in document.chapters {
            add("header \(chapter.id)", chapter.line)
            for question in chapter.checkpoints { add("question \(question.id)", question.line) }
            for block in chapter.blocks {
                switch block {
                case .checkpoints(let heading, _): add("checkpoints \(chapter.id)", heading.line)
                case .entry(let entry): add("entry \(entry.anchor)", entry.line)
                default: break
                }
            }
        }
        return (byLine, byKey)
    }
}
