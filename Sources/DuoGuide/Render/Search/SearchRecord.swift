/// One searchable place in a language's guide: a symbol, a heading, a glossary entry, a checkpoint
/// question or a paragraph of body text.
struct SearchRecord: Equatable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case symbol, heading, entry, question, text
    }

    /// Relative to the language folder, e.g. "chapter-4.html#lista-y-detalle".
    var url: String
    /// Shown as the hit's title. Indexed for every kind except `.text`, whose title is only a label
    /// (typically the section the paragraph sits in).
    var title: String
    /// Shown under the hit, typically the chapter title. Not indexed.
    var context: String
    var kind: Kind
    /// Indexed in full, and written whole: search.js centres a snippet on any match.
    var text: String
}
