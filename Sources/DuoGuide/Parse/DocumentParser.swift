/// Chooses the parser for a loaded source by its manifest kind.
enum DocumentParser {
    static func parse(_ source: LoadedContent.Source, vocabulary: Vocabulary, manifest: Manifest,
                      into log: inout DiagnosticLog) -> Document {
        let group = manifest.translationGroup(of: source.entry.id)?.id
        switch source.entry.kind {
        case .guide:
            return GuideParser(file: source.file, entry: source.entry, vocabulary: vocabulary, translationGroup: group).parse(into: &log)
        case .article:
            return ArticleParser(file: source.file, entry: source.entry, vocabulary: vocabulary, translationGroup: group).parse(into: &log)
        }
    }
}
