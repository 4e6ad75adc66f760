/// The pages whose inline HTML is alike. A text's HTML depends on the text, on whether it links,
/// and on where its links point: hrefs are relative, so they depend on the page's folder only, and
/// chapter references resolve against the guide. A chapter's paragraphs come again on the print
/// page (same folder), an entry on every symbol page that defines it: each is rendered once per
/// scope instead of once per page.
struct InlineLinkScope: Hashable, Sendable {
    let lang: String
    /// The page path up to its last `/` (empty for pages at the root).
    let folder: Substring
    let guide: String?
    /// The fields' hash, made once: the scope is hashed with every text looked up under it.
    private let fieldsHash: Int

    init(lang: String, pagePath: String, guide: Document?) {
        self.lang = lang
        folder = SitePaths.folder(of: pagePath)
        self.guide = guide?.id
        fieldsHash = [lang, String(folder), guide?.id ?? ""].hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(fieldsHash) }
}
