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
    public func quiz(_ lang: String, _ chapterID: String) -> String { "\(lang)/quiz/\(Slug.make(chapterID)).html" }
    public func review(_ lang: String) -> String { "\(lang)/review.html" }
    public func search(_ lang: String) -> String { "\(lang)/search.html" }
    public func print(_ lang: String) -> String { "\(lang)/print.html" }
    public func searchIndex(_ lang: String) -> String { "assets/search-\(lang).js" }
    public func navigation(_ lang: String) -> String { "assets/nav-\(lang).js" }
    public func asset(_ name: String) -> String { "assets/\(name)" }

    /// The path of `target` as seen from the page at `from` (both relative to the site root).
    public func relative(from: String, to target: String) -> String {
        let fromDirs = from.split(separator: "/").dropLast()
        let targetParts = target.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromDirs.count, common < targetParts.count - 1, fromDirs[fromDirs.startIndex + common] == targetParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDirs.count - common)
        return (ups + targetParts[common...].map(String.init)).joined(separator: "/")
    }

    /// Prefix that leads from the page at `from` back to the site root: "", "../", "../../".
    public func toRoot(from: String) -> String {
        String(repeating: "../", count: max(0, from.split(separator: "/").count - 1))
    }
}
