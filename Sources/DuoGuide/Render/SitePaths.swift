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
    /// The API deck sits with the quizzes; its name cannot be a chapter's (`chapter-N`, `appendix`, `case-study`).
    public func apiDeck(_ lang: String) -> String { "\(lang)/quiz/api-deck.html" }
    public func search(_ lang: String) -> String { "\(lang)/search.html" }
    public func print(_ lang: String) -> String { "\(lang)/print.html" }
    public func searchIndex(_ lang: String) -> String { "assets/search-\(lang).js" }
    public func languageScript(_ lang: String) -> String { "assets/lang-\(lang).js" }
    public func asset(_ name: String) -> String { "assets/\(name)" }
    /// The offline worker sits at the root: a worker's reach ends at its own folder, and every
    /// language folder is below the root.
    public func serviceWorker() -> String { "sw.js" }
    /// One web app manifest per language, in its folder, so `start_url` and `scope` are its own.
    public func webManifest(_ lang: String) -> String { "\(lang)/manifest.webmanifest" }

    /// The path of `target` as seen from the page at `from` (both relative to the site root): the
    /// folders of `from` (its non-empty parts but the last) shared with `target` are skipped, each
    /// remaining one becomes `../`, and the rest of `target` follows as it is. Parts are compared
    /// by their bytes, as the file system does.
    public func relative(from: String, to target: String) -> String {
        let (ups, rest) = from.withContiguousUTF8 { f in
            target.withContiguousUTF8 { t in
                // The folders of `from` end where its last non-empty part (the file) starts.
                var end = f.count
                while end > 0 && f[end - 1] == Self.slash { end -= 1 }
                while end > 0 && f[end - 1] != Self.slash { end -= 1 }
                var ups = 0, rest = 0, start = 0  // rest: where target's first part not shared with `from` starts
                while start < end {  // each non-empty folder of `from`, f[start..<stop], in order
                    if f[start] == Self.slash { start += 1; continue }
                    var stop = start
                    while stop < end && f[stop] != Self.slash { stop += 1 }
                    // Target's next part must equal this folder and be followed by a slash (its last part is a file).
                    if ups == 0, let slash = t[rest...].firstIndex(of: Self.slash), t[rest..<slash].elementsEqual(f[start..<stop]) {
                        rest = slash + 1
                    } else {
                        ups += 1
                    }
                    start = stop
                }
                return (ups, rest)
            }
        }
        if ups == 0 && rest == 0 { return target }  // a page in the root: the target as it is
        // Made in one go: the way up (a constant for the usual depths) and the kept bytes appended once.
        var result = ups < Self.ups.count ? Self.ups[ups] : String(repeating: "../", count: ups)
        result.append(contentsOf: Substring(target.utf8.dropFirst(rest)))
        return result
    }

    /// "../" repeated 0 to 3 times (the depths of the site's pages), made once.
    private static let ups = ["", "../", "../../", "../../../"]
    private static let slash = UInt8(ascii: "/")

    /// The folder of a page path, up to its last `/` (empty for a page in the root): relative
    /// links from every page of a folder are the same.
    public static func folder(of path: String) -> Substring {
        guard let end = path.withContiguousUTF8({ $0.lastIndex(of: slash) }) else { return "" }
        return path[..<path.utf8.index(path.startIndex, offsetBy: end)]
    }

    /// Prefix that leads from the page at `from` back to the site root: "", "../", "../../".
    public func toRoot(from: String) -> String { relative(from: from, to: "") }
}
