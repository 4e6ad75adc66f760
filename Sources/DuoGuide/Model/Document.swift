/// One source document after parsing: a guide (chapters, appendix, case study) or an article.
public struct Document: Hashable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable { case guide, article }

    public var id: String
    public var kind: Kind
    public var language: String
    /// Path as given to diagnostics and the export (relative to the content folder's parent).
    public var source: String
    public var title: String
    /// Blocks before the first chapter (guides) or the whole body (articles).
    public var intro: [Block]
    public var chapters: [Chapter]
    /// Id of the translation group this document belongs to, if any.
    public var translationGroup: String?
    /// URL slug of the document (articles) — stable, derived from the manifest id.
    public var slug: String

    /// Every block of the document in source order, intro first.
    public var allBlocks: [Block] { intro + chapters.flatMap { $0.blocks } }

    public var headings: [Heading] { allBlocks.headings }
    public var codeSamples: [CodeSample] { allBlocks.codeSamples }

    public func chapter(id: String) -> Chapter? { chapters.first { $0.id == id } }
}
