/// Decides whether a conditional GET or HEAD can be answered with 304 Not Modified.
enum ConditionalRequest {
    /// If-None-Match wins over If-Modified-Since when both are present (RFC 9110 §13.2.2), because
    /// an entity tag is exact while a date has one-second resolution.
    static func isNotModified(_ request: HTTPRequest, entityTag: String, modifiedSeconds: Int) -> Bool {
        let noneMatch = request.headers.values("If-None-Match")
        if !noneMatch.isEmpty {
            let tags = noneMatch.flatMap { $0.split(separator: ",") }.map { $0.trimmingHTTPWhitespace() }
            // GET and HEAD use the weak comparison: `W/"x"` matches `"x"`.
            return tags.contains { $0 == "*" || weak($0) == weak(entityTag) }
        }
        if let sinceText = request.headers["If-Modified-Since"], let since = HTTPDate.parse(sinceText) {
            return modifiedSeconds <= since
        }
        return false
    }

    private static func weak(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}
