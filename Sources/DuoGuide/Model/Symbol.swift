/// An API name found in the guide, with where it is defined (entries) and every place it is mentioned.
public struct Symbol: Hashable, Sendable {
    public struct Place: Hashable, Sendable, Comparable {
        public var document: String
        /// Chapter id, or nil for a guide's introduction and for articles.
        public var chapter: String?
        public var line: Int
        /// For definitions: the entry's anchor.
        public var anchor: String?
        /// A short excerpt of the text around the mention, for backlinks.
        public var snippet = ""
        /// The UTF-8 ranges in `snippet` of the symbols written in it, when the link stage knew
        /// them (it scanned the text the snippet was cut from); nil when they must be found by
        /// scanning the snippet. Symbol pages set those symbols as code in every backlink.
        public var snippetSymbols: [Range<Int>]?

        public static func < (a: Place, b: Place) -> Bool {
            (a.document, a.line) < (b.document, b.line)
        }

        /// The short fields only: equal places hash alike all the same, and the snippet, the long
        /// field, is left to `==` (the symbol table hashes every mention to drop duplicates).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(document)
            hasher.combine(chapter)
            hasher.combine(line)
            hasher.combine(anchor)
        }
    }

    /// The lookup key: the name without argument labels (`reservedRegions`, `.split`, `UIView.ReservedRegion`).
    public var key: String
    /// The name as best written: an entry title's signature if there is one (`reservedRegions(kind:options:)`).
    public var name: String
    /// File-name-safe slug, unique in the table.
    public var slug: String
    public var definitions: [Place] = []
    public var mentions: [Place] = []
}
