/// One parsed request head. The server only ever reads files, so a request is just what to read
/// (`target`), how (`method`) and the headers that shape the answer (conditionals, Connection).
struct HTTPRequest {
    /// The only methods a static preview server implements; everything else is answered with 405.
    enum Method: String {
        case get = "GET"
        case head = "HEAD"
    }

    /// The versions served; any other well-formed `HTTP/d.d` is answered with 505.
    enum Version {
        case http10, http11
    }

    let method: Method
    /// The origin-form target (`/path?query`). For an absolute-form request (`http://host/path`)
    /// this is only the path part: the authority is dropped, never contacted.
    let target: String
    let version: Version
    let headers: HTTPHeaders
    /// Bytes of request body that follow the head (from Content-Length); the server discards them.
    let bodyLength: Int

    /// The path without query or fragment, still percent-encoded.
    var path: String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The query string without the `?`, or nil.
    var query: String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: mark)...].prefix { $0 != "#" })
    }

    /// HTTP/1.1 keeps connections open unless told `close`; HTTP/1.0 closes unless told `keep-alive`.
    var wantsKeepAlive: Bool {
        let connection = headers.tokens("Connection")
        if connection.contains("close") { return false }
        if version == .http11 { return true }
        return connection.contains("keep-alive")
    }

    /// The value of `name` in the query string (`since` for the live-reload long-poll).
    func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name {
                return parts.count > 1 ? String(parts[1]) : ""
            }
        }
        return nil
    }
}
