/// One block of a chapter, appendix, case study or article, in source order.
/// The parser produces these; later passes (linking, rendering) only read them.
public enum Block: Hashable, Sendable {
    case heading(Heading)
    case paragraph(Paragraph)
    /// A sentence ending in ':' that introduces what follows (usually a code sample).
    case caption(Paragraph)
    case code(CodeSample)
    case entry(Entry)
    /// Bullets that are not API entries (appendix lists, article bullets).
    case bulletList([Paragraph])
    /// A numbered list that is not a checkpoint (chapter 1's principles).
    case numberedList([Paragraph])
    /// The checkpoint questions of a chapter, under its checkpoint heading.
    case checkpoints(Heading, [Int])
    /// «En este capítulo todavía no.» — what the chapter deliberately leaves for later.
    case notYet(Paragraph)
    /// «Fuente: …»
    case source(Paragraph)
    /// An answers paragraph of the appendix («Capítulo N. …») or the case study («Respuestas. …»).
    case answers(chapterID: String, Paragraph)
}

/// A run of prose with its first source line. `lead` is a fixed phrase the parser recognised and
/// removed (e.g. «Fuente:»), kept so the page can show it styled.
public struct Paragraph: Hashable, Sendable {
    public var line: Int
    public var text: String
    public var lead: String?
}

public struct Heading: Hashable, Sendable {
    public var line: Int
    public var text: String
    /// Stable fragment id derived from the text (unique within its page).
    public var anchor: String
}

/// The blocks of one kind, in order: what chapters and documents list for their pages and exports.
extension Array where Element == Block {
    public var entries: [Entry] {
        compactMap { if case .entry(let e) = $0 { return e } else { return nil } }
    }

    /// The first entry with this anchor: `entries.first { $0.anchor == anchor }` without copying
    /// every entry of the blocks into an array first (symbol pages and the search index look up
    /// one definition's entry at a time).
    public func entry(anchor: String?) -> Entry? {
        for i in indices {
            if case .entry(let e) = self[i], e.anchor == anchor { return e }
        }
        return nil
    }

    /// Sub-headings, including the checkpoint heading.
    public var headings: [Heading] {
        compactMap { block in
            switch block {
            case .heading(let h), .checkpoints(let h, _): return h
            default: return nil
            }
        }
    }

    public var codeSamples: [CodeSample] {
        compactMap { if case .code(let c) = $0 { return c } else { return nil } }
    }
}
