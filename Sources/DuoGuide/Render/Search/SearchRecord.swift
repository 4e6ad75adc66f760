/// One searchable place in a language's guide: a symbol, a heading, a glossary entry, a checkpoint
/// question or a paragraph of body text.
public struct SearchRecord: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case symbol, heading, entry, question, text
    }

    /// Relative to the language folder, e.g. "chapter-4.html#lista-y-detalle".
    public var url: String
    /// Shown as the hit's title. Indexed for every kind except `.text`, whose title is only a label
    /// (typically the section the paragraph sits in).
    public var title: String
    /// Shown under the hit, typically the chapter title. Not indexed.
    public var context: String
    public var kind: Kind
    /// Indexed in full; trimmed in the index file to what a snippet needs.
    public var text: String

    public init(url: String, title: String, context: String, kind: Kind, text: String) {
        self.url = url
        self.title = title
        self.context = context
        self.kind = kind
        self.text = text
    }
}
