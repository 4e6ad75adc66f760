/// Everything read from the content folder, before parsing.
public struct LoadedContent: Sendable {
    public struct Source: Sendable {
        public var entry: Manifest.DocumentEntry
        public var file: SourceFile
    }

    public var manifest: Manifest
    public var vocabularies: [String: Vocabulary]
    public var sources: [Source]
    /// `translations.json`, when the content folder has one.
    public var translationRecord: TranslationRecord? = nil
}
