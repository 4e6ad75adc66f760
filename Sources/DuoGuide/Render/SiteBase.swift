/// Where the site is deployed, from the manifest's optional `baseURL`
/// («https://example.org/guide/» or just «/guide/»). Pages link to each other relatively and need
/// none of it; the pages served for any URL (404) start their links at `path`, and the sitemap
/// names absolute locations from `url`.
struct SiteBase: Equatable {
    /// The base URL with a final slash, or "" when the manifest has none.
    let url: String
    /// The path the site lives under, with both slashes: "/guide/", or "/" at a domain's root.
    let path: String

    init(_ baseURL: String?) {
        guard let baseURL, !baseURL.isEmpty else {
            (url, path) = ("", "/")
            return
        }
        url = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        path = rest.hasPrefix("/") ? String(rest) : "/" + rest
    }
}
