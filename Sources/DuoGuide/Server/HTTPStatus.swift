/// An HTTP status code with its reason phrase. Only the statuses the preview server actually sends
/// are named, so a reader can see the whole vocabulary of responses in one place. The request
/// parser throws the status it refuses a request with.
struct HTTPStatus: Error, Equatable, CustomStringConvertible {
    let code: Int
    let reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    static let notModified = HTTPStatus(code: 304, reason: "Not Modified")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let payloadTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")

    var description: String { "\(code) \(reason)" }

    /// 304 (like 1xx and 204) never carries a body, so it gets no Content-Length either.
    var allowsBody: Bool { code != 304 }
}
