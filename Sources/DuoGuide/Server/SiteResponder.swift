import Foundation

/// Turns one request into one response: the live-reload endpoints, then files from the root.
/// It knows nothing about sockets, so every routing rule can be tested without a connection.
struct SiteResponder {
    let safePath: SafePath
    let generation: ReloadGeneration
    let liveReload: Bool

    func respond(to request: HTTPRequest) -> HTTPResponse {
        finalize(route(request))
    }

    /// The answer to a request the parser refused; the connection closes after it.
    func respond(toFailure status: HTTPStatus) -> HTTPResponse {
        var response = HTTPResponse.text(status)
        if status == .methodNotAllowed {
            response.headers.add("Allow", "GET, HEAD")
        }
        return finalize(response)
    }

    /// Fields every response carries.
    private func finalize(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        // Every answer is revalidated: a preview must show the latest build, never a cached one.
        if response.headers["Cache-Control"] == nil {
            response.headers.add("Cache-Control", "no-cache")
        }
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Date", HTTPDate.format(Int(time(nil))))
        return response
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case LiveReload.reloadPath:
            return reloadResponse(request)
        case LiveReload.scriptPath:
            return HTTPResponse(status: .ok, headers: ["Content-Type": MIMEType.forPath(LiveReload.scriptPath)],
                                body: Array(LiveReload.script.utf8))
        default:
            break
        }

        switch safePath.resolve(request.path) {
        case .file(let path):
            return fileResponse(path: path, request: request) ?? notFoundResponse()
        case .redirect(let location):
            var response = HTTPResponse.text(.movedPermanently, "Moved to \(location)")
            let query = request.query.map { "?" + $0 } ?? ""
            response.headers.add("Location", location + query)
            return response
        case .rejected(.notFound):
            return notFoundResponse()
        case .rejected(let status):
            return .text(status)
        }
    }

    /// The long-poll: answers with the state (`{"generation":N,"problems":[…]}`) as soon as the
    /// generation exceeds `since`, or after the poll timeout with the unchanged one. A missing or
    /// unreadable `since` answers at once.
    private func reloadResponse(_ request: HTTPRequest) -> HTTPResponse {
        let since = request.queryValue("since").flatMap { Int($0) } ?? Int.min
        let current = since == Int.min
            ? generation.current
            : generation.wait(since: since, timeout: LiveReload.pollTimeout)
        return HTTPResponse(status: .ok, headers: ["Content-Type": MIMEType.forPath("reload.json"), "Cache-Control": "no-store"],
                            body: LiveReload.json(current))
    }

    private func fileResponse(path: String, request: HTTPRequest) -> HTTPResponse? {
        guard let file = StaticFile.read(path: path) else { return nil }
        let contentType = MIMEType.forPath(path)
        var body = file.bytes
        var entityTag = file.entityTag
        // HTML is the only kind that gets the live-reload script.
        if liveReload && contentType == MIMEType.html {
            body = LiveReload.inject(into: body)
            // The served bytes differ from the file's, so they need a validator of their own.
            entityTag = String(entityTag.dropLast()) + "-lr\""
        }

        var headers: HTTPHeaders = ["ETag": entityTag, "Last-Modified": file.lastModified]
        if ConditionalRequest.isNotModified(request, entityTag: entityTag, modifiedSeconds: file.modifiedSeconds) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        headers.add("Content-Type", contentType)
        return HTTPResponse(status: .ok, headers: headers, body: body)
    }

    /// The root's own 404.html when it has one (resolved like any request, so it can't be a symlink
    /// out of the root), with status 404 either way.
    private func notFoundResponse() -> HTTPResponse {
        guard case .file(let path) = safePath.resolve("/404.html"), let file = StaticFile.read(path: path) else {
            return .text(.notFound)
        }
        let body = liveReload ? LiveReload.inject(into: file.bytes) : file.bytes
        return HTTPResponse(status: .notFound, headers: ["Content-Type": MIMEType.html], body: body)
    }
}
