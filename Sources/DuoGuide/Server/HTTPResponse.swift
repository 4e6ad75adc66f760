/// A complete response: status, header fields and body bytes. Framing headers (Content-Length,
/// Connection) are added at serialisation time so no responder can get them wrong.
struct HTTPResponse {
    var status: HTTPStatus
    var headers = HTTPHeaders()
    var body: [UInt8] = []

    /// A short plain-text response, for errors and redirects.
    static func text(_ status: HTTPStatus, _ message: String? = nil) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": MIMEType.plainText],
                     body: Array((message ?? status.description).utf8) + [0x0A])
    }

    /// The bytes to put on the wire. `includeBody` is false for HEAD: the headers, Content-Length
    /// included, stay exactly as for GET (RFC 9110 §9.3.2). `keepAlive` decides the Connection field.
    func serialized(includeBody: Bool, keepAlive: Bool, version: HTTPRequest.Version = .http11) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers where !Self.isFramingField(name) {
            head += "\(name): \(value)\r\n"
        }
        if status.allowsBody {
            head += "Content-Length: \(body.count)\r\n"
        }
        if !keepAlive {
            head += "Connection: close\r\n"
        } else if version == .http10 {
            // An HTTP/1.0 client only keeps the connection if we say so explicitly.
            head += "Connection: keep-alive\r\n"
        }
        head += "\r\n"

        var bytes = Array(head.utf8)
        if includeBody && status.allowsBody {
            bytes += body
        }
        return bytes
    }

    private static func isFramingField(_ name: String) -> Bool {
        ["content-length", "connection", "transfer-encoding"].contains(name.lowercased())
    }
}
