/// Where every page lives in the output, and relative links between them. All links are relative
/// so the site works opened from disk (file://) as well as served.
public struct SitePaths: Sendable {
    public init() {}

    public func root() -> String { "index.html" }
    public func notFound() -> String { "404.html" }
    public func home(_ lang: String) -> String { "\(lang)/index.html" }
    public func chapter(_ lang: String, _ chapterID: String) -> String { "\(lang)/\(Slug.make(chapterID)).html" }
    public func article(_ lang: String, _ slug: String) -> String { "\(lang)/articles/\(slug).html" }
    public func apiIndex(_ lang: String) -> String { "\(lang)/api/index.html" }
    public func symbol(_ lang: String, _ slug: String) -> String { "\(lang)/api/\(slug).html" }
    /// Page `page` (from 1) of a symbol's mentions: the first is the symbol page itself; the
    /// others add `--N` (a slug never holds two dashes in a row, so no symbol can take that name).
    public func symbol(_ lang: String, _ slug: String, page: Int) -> String {
        page <= 1 ? symbol(lang, slug) : "\(lang)/api/\(slug)--\(page).html"
    }
    public func quiz(_ lang: String, _ chapterID: String) -> String { "\(lang)/quiz/\(Slug.make(chapterID)).html" }
    public func review(_ lang: String) -> String { "\(lang)/review.html" }
    public func search(_ lang: String) -> String { "\(lang)/search.html" }
    public func print(_ lang: String) -> String { "\(lang)/print.html" }
    public func searchIndex(_ lang: String) -> String { "assets/search-\(lang).js" }
    public func languageScript(_ lang: String) -> String { "assets/lang-\(lang).js" }
    public func asset(_ name: String) -> String { "assets/\(name)" }

    /// The path of `target` as seen from the page at `from` (both relative to the site root).
    /// Every page computes a dozen of these, so it works on UTF-8 bytes: the folders of `from`
    /// shared with `target` are skipped, each remaining one becomes `../`, and the rest of
    /// `target` follows as it is.
    public func relative(from: String, to target: String) -> String {
        let slash = UInt8(ascii: "/")
        let fromDirs = from.utf8.split(separator: slash).dropLast()
        let targetBytes = target.utf8
        var common = 0
        var rest = targetBytes.startIndex  // where target's part number `common` starts
        for dir in fromDirs {
            // Target's next part must equal `dir` and be followed by a slash (its last part is a file).
            guard let end = targetBytes[rest...].firstIndex(of: slash), targetBytes[rest..<end].elementsEqual(dir) else { break }
            common += 1
            rest = targetBytes.index(after: end)
        }
        let ups = fromDirs.count - common
        return String(repeating: "../", count: ups) + target[rest...]
    }

    /// Prefix that leads from the page at `from` back to the site root: "", "../", "../../".
    public func toRoot(from: String) -> String {
        String(repeating: "../", count: max(0, from.split(separator: "/").count - 1))
    }
}
