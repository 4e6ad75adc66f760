/// A numbered chapter, the appendix, or the closing case study of a guide.
public struct Chapter: Hashable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable {
        case chapter
        case appendix
        case caseStudy = "case-study"
    }

    /// Same across languages: «chapter-4», «appendix», «case-study».
    public var id: String
    public var kind: Kind
    public var number: Int?
    /// The title after the ' · '.
    public var title: String
    /// The whole heading line as written (e.g. «Capítulo 4 · Deja que…»).
    public var heading: String
    public var line: Int
    public var endLine: Int
    /// The learning objective without its lead phrase.
    public var objective: String?
    public var blocks: [Block]
    public var checkpoints: [Checkpoint]

    public var entries: [Entry] { blocks.entries }
    public func entry(anchor: String?) -> Entry? { blocks.entry(anchor: anchor) }
    public var headings: [Heading] { blocks.headings }
    public var codeSamples: [CodeSample] { blocks.codeSamples }
}
