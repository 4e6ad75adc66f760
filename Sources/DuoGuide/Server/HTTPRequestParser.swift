/// What the parser made of the bytes received so far.
enum HTTPParseResult {
    /// The head is not complete yet; read more bytes and try again.
    case incomplete
    /// A complete, valid request head occupying the first `headLength` bytes.
    case request(HTTPRequest, headLength: Int)
    /// The bytes can never become an acceptable request: answer with this status and close.
    case failure(HTTPStatus)
}

/// Parses an HTTP/1.x request head (request line and header fields) from raw bytes.
///
/// The parser is stateless: the connection calls it again with its whole buffer whenever more bytes
/// arrive. It is strict where leniency could mislead a later stage (a bad target, bare CR, obsolete
/// line folding, conflicting Content-Length) and lenient only where RFC 9112 allows it (a lone LF as
/// line end, empty lines before the request line).
enum HTTPRequestParser {
    /// Request line plus header fields plus the empty line, in bytes. Larger heads get 431.
    static let maxHeadBytes = 16 * 1024
    /// More header fields than this get 431, however small they are.
    static let maxHeaderCount = 100
    /// A GET or HEAD has no use for a body; we discard up to this much, and refuse more with 413.
    static let maxDiscardedBodyBytes = 1 << 20

    static func parse(_ bytes: [UInt8]) -> HTTPParseResult {
        do {
            guard let (request, headLength) = try parseHead(bytes) else { return .incomplete }
            return .request(request, headLength: headLength)
        } catch {
            return .failure(error)
        }
    }

    /// The request and the length of its head; nil while the head is incomplete.
    private static func parseHead(_ bytes: [UInt8]) throws(HTTPStatus) -> (HTTPRequest, Int)? {
        var reader = LineReader(bytes: bytes, limit: maxHeadBytes)

        // RFC 9112 §2.2: ignore empty lines before the request line (some clients send a stray CRLF
        // after a body). The head limit bounds how many we accept.
        var requestLine: ArraySlice<UInt8>
        repeat {
            guard let line = try reader.nextLine() else { return nil }
            requestLine = line
        } while requestLine.isEmpty

        // Judge the request line as soon as it is complete, so an HTTP/0.9 request (`GET /`) or an
        // unsupported method is answered at once instead of waiting for headers that never come.
        let (method, target, version) = try parseRequestLine(requestLine)

        var headers = HTTPHeaders()
        while let line = try reader.nextLine() {
            if line.isEmpty {
                return (try finish(method: method, target: target, version: version, headers: headers), reader.position)
            }
            guard headers.count < maxHeaderCount else { throw .headerFieldsTooLarge }
            guard let field = parseField(line) else { throw .badRequest }
            headers.add(field.name, field.value)
        }
        return nil
    }

    // MARK: Request line

    /// `method SP request-target SP HTTP-version`, with exactly one space between parts.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPStatus)
        -> (HTTPRequest.Method, String, HTTPRequest.Version) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        // Two parts is HTTP/0.9 (`GET /`): no headers, no status line in the reply. Not supported.
        guard parts.count == 3 else { throw .badRequest }

        guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { throw .badRequest }
        let version = try parseVersion(parts[2])
        // A well-formed method we don't implement is 405 (the connection adds `Allow`).
        guard let method = HTTPRequest.Method(rawValue: String(decoding: parts[0], as: UTF8.self)) else {
            throw .methodNotAllowed
        }
        guard let target = originFormTarget(parts[1]) else { throw .badRequest }
        return (method, target, version)
    }

    /// `HTTP/d.d`; anything else (including lowercase `http/1.1`) is not a version at all (400),
    /// and a version other than 1.0 and 1.1 is not supported (505).
    private static func parseVersion(_ bytes: ArraySlice<UInt8>) throws(HTTPStatus) -> HTTPRequest.Version {
        let text = Array(bytes)
        guard text.count == 8, text.starts(with: Array("HTTP/".utf8)),
              isDigit(text[5]), text[6] == UInt8(ascii: "."), isDigit(text[7]) else { throw .badRequest }
        switch String(decoding: text.suffix(3), as: UTF8.self) {
        case "1.0": return .http10
        case "1.1": return .http11
        default: throw .versionNotSupported
        }
    }

    /// The origin-form (`/path?query`) of a request target. Absolute-form (`http://host/path`) is
    /// reduced to its path: a preview server is nobody's proxy, so the authority is simply dropped.
    /// Authority-form and asterisk-form belong to CONNECT and OPTIONS, which we don't implement.
    private static func originFormTarget(_ bytes: ArraySlice<UInt8>) -> String? {
        // Visible ASCII only: spaces, controls and raw non-ASCII bytes are never valid in a target.
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("/") { return text }

        let lowered = text.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            let afterScheme = text.dropFirst(scheme.count)
            guard let pathStart = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                return "/"
            }
            let rest = String(afterScheme[pathStart...])
            return rest.hasPrefix("/") ? rest : "/" + rest
        }
        return nil
    }

    // MARK: Header fields

    /// `name: value`. No space is allowed before the colon (RFC 9112 §5.1: such a field must be
    /// rejected), and a line starting with whitespace is obsolete folding, which we also reject.
    private static func parseField(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
        let value = line[line.index(after: colon)...]
        // Field values may hold visible characters, spaces, tabs and obs-text, but no controls.
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        return (String(decoding: name, as: UTF8.self),
                String(decoding: value, as: UTF8.self).trimmingHTTPWhitespace())
    }

    // MARK: Whole-head checks

    private static func finish(method: HTTPRequest.Method, target: String, version: HTTPRequest.Version,
                               headers: HTTPHeaders) throws(HTTPStatus) -> HTTPRequest {
        // HTTP/1.1 requires exactly one Host field (RFC 9112 §3.2).
        if version == .http11 && headers.values("Host").count != 1 { throw .badRequest }
        if headers.values("Host").count > 1 { throw .badRequest }

        // We never decode chunked bodies: a GET or HEAD has no use for one, and framing we don't
        // parse is framing we could get wrong.
        if headers["Transfer-Encoding"] != nil { throw .badRequest }

        var bodyLength = 0
        let lengths = headers.values("Content-Length")
        if !lengths.isEmpty {
            // Differing or malformed lengths are the classic request-smuggling shape: refuse them.
            guard Set(lengths).count == 1, let only = lengths.first, !only.isEmpty, only.count <= 18,
                  only.utf8.allSatisfy(isDigit), let length = Int(only) else { throw .badRequest }
            guard length <= maxDiscardedBodyBytes else { throw .payloadTooLarge }
            bodyLength = length
        }
        return HTTPRequest(method: method, target: target, version: version, headers: headers, bodyLength: bodyLength)
    }

    // MARK: Bytes

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// RFC 9110 `tchar`: the characters allowed in methods and field names.
    private static let tokenBytes = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    private static func isTokenByte(_ byte: UInt8) -> Bool { tokenBytes.contains(byte) }
}

/// Reads CRLF- (or LF-) terminated lines from the start of a buffer, enforcing the head size limit.
private struct LineReader {
    let bytes: [UInt8]
    let limit: Int
    /// Offset just past the last line returned: after the final empty line, the head's length.
    var position = 0

    /// The next line without its line end; nil when it has not all arrived yet.
    mutating func nextLine() throws(HTTPStatus) -> ArraySlice<UInt8>? {
        guard let newline = bytes[position...].firstIndex(of: 0x0A) else {
            // No line end yet: wait, unless the head has already outgrown the limit.
            if bytes.count >= limit { throw .headerFieldsTooLarge }
            return nil
        }
        guard newline < limit else { throw .headerFieldsTooLarge }
        var line = bytes[position..<newline]
        if line.last == 0x0D { line = line.dropLast() }
        // A bare CR inside a line is how some smuggling attacks split lines differently per parser.
        guard !line.contains(0x0D) else { throw .badRequest }
        position = newline + 1
        return line
    }
}
