#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import DuoGuide

/// `duoguide serve` over real sockets on 127.0.0.1, with a raw client so every byte on the wire is
/// visible (and URLSession's Linux quirks stay out of the picture).
final class StaticFileServerTests: XCTestCase {
    private var workspace: URL!
    private var root: URL!
    private var server: StaticFileServer!
    private let secret = "TOP-SECRET-4f1c9a"
    private let indexHTML = "<!doctype html><html><body><h1>Guía</h1></body></html>"
    private let notFoundHTML = "<html><body>custom not found page</body></html>"

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("duoguide-serve-\(UUID().uuidString)")
        root = workspace.appendingPathComponent("site")
        let nested = root.appendingPathComponent("es")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try write(indexHTML, to: "site/index.html")
        try write("<html><body>capítulo uno</body></html>", to: "site/es/index.html")
        try write("body { color: red; }\n", to: "site/style.css")
        try write(notFoundHTML, to: "site/404.html")
        try write("hidden", to: "site/.env")
        // The secret lives OUTSIDE the root; the symlinks inside the root point at it.
        try write(secret, to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link-to-secret").path,
            withDestinationPath: workspace.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link-to-outside").path, withDestinationPath: workspace.path)

        server = StaticFileServer(root: root, port: 0)
        try server.start()
        XCTAssertNotEqual(server.boundPort, 0)
    }

    override func tearDownWithError() throws {
        server?.stop()
        try? FileManager.default.removeItem(at: workspace)
    }

    private func write(_ text: String, to relativePath: String) throws {
        try Data(text.utf8).write(to: workspace.appendingPathComponent(relativePath))
    }

    private func get(_ target: String, extraHeaders: String = "") throws -> RawResponse {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\(extraHeaders)\r\n")
        return try XCTUnwrap(client.readResponse(), "no response for \(target)")
    }

    // MARK: Serving files

    func testServesFileWithContentTypeAndBody() throws {
        let response = try get("/style.css")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/css; charset=utf-8")
        XCTAssertEqual(response.text, "body { color: red; }\n")
        XCTAssertEqual(response.header("Content-Length"), "21")
        XCTAssertEqual(response.header("Cache-Control"), "no-cache")
        XCTAssertNotNil(response.header("Last-Modified"))
    }

    func testDirectoryServesItsIndex() throws {
        let root = try get("/")
        XCTAssertEqual(root.status, 200)
        XCTAssertEqual(root.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(root.text, indexHTML)

        let nested = try get("/es/")
        XCTAssertEqual(nested.status, 200)
        XCTAssertEqual(nested.text, "<html><body>capítulo uno</body></html>")
    }

    func testDirectoryWithoutSlashRedirects() throws {
        let response = try get("/es?lang=1")
        XCTAssertEqual(response.status, 301)
        XCTAssertEqual(response.header("Location"), "/es/?lang=1")
    }

    func testDirectoryWithoutIndexIsNotFound() throws {
        XCTAssertEqual(try get("/empty/").status, 404)
    }

    func testMissingFileServesThe404Page() throws {
        let response = try get("/no/such/page.html")
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.text, notFoundHTML)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
    }

    func testDotfilesAreNotServed() throws {
        let response = try get("/.env")
        XCTAssertEqual(response.status, 404)
        XCTAssertFalse(response.text.contains("hidden"))
    }

    func testHeadSendsHeadersOnly() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("HEAD /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        let raw = String(decoding: client.readUntilClosed(), as: UTF8.self)
        let parts = raw.components(separatedBy: "\r\n\r\n")
        XCTAssertEqual(parts.count, 2, raw)
        XCTAssertTrue(parts[0].hasPrefix("HTTP/1.1 200 OK"), raw)
        XCTAssertTrue(parts[0].contains("Content-Length: \(indexHTML.utf8.count)\r\n"), raw)
        XCTAssertTrue(parts[0].contains("Content-Type: text/html; charset=utf-8"), raw)
        XCTAssertEqual(parts.last, "", "HEAD must not send a body")
    }

    func testETagRevalidationAnswers304() throws {
        let first = try get("/style.css")
        let tag = try XCTUnwrap(first.header("ETag"))
        XCTAssertTrue(tag.hasPrefix("\"") && tag.hasSuffix("\""), tag)

        let again = try get("/style.css", extraHeaders: "If-None-Match: \(tag)\r\n")
        XCTAssertEqual(again.status, 304)
        XCTAssertTrue(again.body.isEmpty)
        XCTAssertEqual(again.header("ETag"), tag)

        let other = try get("/style.css", extraHeaders: "If-None-Match: \"something-else\"\r\n")
        XCTAssertEqual(other.status, 200)

        let lastModified = try XCTUnwrap(first.header("Last-Modified"))
        XCTAssertEqual(try get("/style.css", extraHeaders: "If-Modified-Since: \(lastModified)\r\n").status, 304)
        XCTAssertEqual(try get("/style.css", extraHeaders: "If-Modified-Since: Thu, 01 Jan 1998 00:00:00 GMT\r\n").status, 200)
    }

    // MARK: Staying inside the root

    func testTraversalAttemptsNeverLeakTheSecret() throws {
        // Sanity: the secret really is readable on disk, so a leak would show.
        XCTAssertEqual(try String(contentsOf: workspace.appendingPathComponent("secret.txt"), encoding: .utf8), secret)

        let targets = [
            "/../secret.txt",
            "/%2e%2e/secret.txt",
            "/%2E%2E%2Fsecret.txt",
            "/..%2fsecret.txt",
            "/%252e%252e/secret.txt",
            "/..\\secret.txt",
            "/%5c..%5csecret.txt",
            "/a/%00",
            "/%00",
            "/es/%2e%2e/%2e%2e/secret.txt",
            "/es/../../secret.txt",
            "/./../secret.txt",
            "/%zz",
            "http://evil.example/../secret.txt",
            "http://evil.example/%2e%2e/secret.txt",
            "/link-to-secret",
            "/link-to-outside/secret.txt",
            "/link-to-outside/",
            "//../secret.txt",
        ]
        for target in targets {
            for version in ["HTTP/1.1", "HTTP/1.0"] {
                let client = try RawClient(port: server.boundPort)
                client.send("GET \(target) \(version)\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                let bytes = client.readUntilClosed()
                client.close()
                let raw = String(decoding: bytes, as: UTF8.self)
                let status = RawResponse.statusCode(of: raw)
                XCTAssertTrue((400..<500).contains(status ?? 0), "\(target) \(version) → \(raw.prefix(80))")
                XCTAssertFalse(raw.contains(secret), "\(target) \(version) leaked the secret")
            }
        }
    }

    func testSafePathDecodesOnceAndRejectsEncodedSeparators() throws {
        let safePath = try XCTUnwrap(SafePath(root: root))
        XCTAssertEqual(safePath.resolve("/%2e%2e/secret.txt"), .rejected(.badRequest))
        XCTAssertEqual(safePath.resolve("/a%2Fb"), .rejected(.badRequest))
        XCTAssertEqual(safePath.resolve("/a%5Cb"), .rejected(.badRequest))
        XCTAssertEqual(safePath.resolve("/a%00"), .rejected(.badRequest))
        XCTAssertEqual(safePath.resolve("/a%2"), .rejected(.badRequest))
        XCTAssertEqual(safePath.resolve("/%ff"), .rejected(.badRequest), "not UTF-8")
        // Decoded once: `%252e` is the literal name `%2e`, which simply doesn't exist.
        XCTAssertEqual(safePath.resolve("/%252e%252e/secret.txt"), .rejected(.notFound))
        XCTAssertEqual(safePath.resolve("/link-to-secret"), .rejected(.forbidden))
        XCTAssertEqual(safePath.resolve("/style.css/"), .rejected(.notFound))
        XCTAssertEqual(safePath.resolve("//es"), .redirect(location: "/es/"))
        XCTAssertEqual(safePath.resolve("/%73tyle.css"), .file(safePath.rootRealPath + "/style.css"))
    }

    // MARK: Malformed and unsupported requests

    func testOversizedHeadGets431AndServerKeepsServing() throws {
        let client = try RawClient(port: server.boundPort)
        let filler = String(repeating: "a", count: 1000)
        var head = "GET / HTTP/1.1\r\nHost: localhost\r\n"
        for index in 0..<20 { head += "X-Filler-\(index): \(filler)\r\n" }
        client.send(head + "\r\n")
        let response = client.readResponse()
        client.close()
        XCTAssertEqual(response?.status, 431)

        XCTAssertEqual(try get("/").status, 200, "the server must survive an oversized head")
    }

    func testTooManyHeaderFieldsGets431() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        var head = "GET / HTTP/1.1\r\nHost: localhost\r\n"
        for index in 0..<101 { head += "X-\(index): y\r\n" }
        client.send(head + "\r\n")
        XCTAssertEqual(client.readResponse()?.status, 431)
    }

    func testUnsupportedMethodIsRefused() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 405)
        XCTAssertEqual(response.header("Allow"), "GET, HEAD")

        let post = try RawClient(port: server.boundPort)
        defer { post.close() }
        post.send("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n")
        XCTAssertEqual(post.readResponse()?.status, 405)
    }

    func testGarbageRequestLinesAre400() throws {
        for line in ["G@T / HTTP/1.1", "GET  / HTTP/1.1", "GET / HTTP/1.1 extra", "\u{1}\u{2}\u{3}", "GET / http/1.1",
                     "GET * HTTP/1.1", "GET example.com:80 HTTP/1.1", "GET /\u{7f} HTTP/1.1"] {
            let client = try RawClient(port: server.boundPort)
            client.send(line + "\r\nHost: localhost\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 400, line)
            client.close()
        }
    }

    func testHTTP11WithoutHostIs400() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 400)

        let twoHosts = try RawClient(port: server.boundPort)
        defer { twoHosts.close() }
        twoHosts.send("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
        XCTAssertEqual(twoHosts.readResponse()?.status, 400)

        // HTTP/1.0 predates Host; it is served without one.
        let old = try RawClient(port: server.boundPort)
        defer { old.close() }
        old.send("GET / HTTP/1.0\r\n\r\n")
        XCTAssertEqual(old.readResponse()?.status, 200)
    }

    func testHTTP09IsRefusedAndClosed() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        let started = Date()
        client.send("GET /\r\n")
        let raw = String(decoding: client.readUntilClosed(), as: UTF8.self)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "must answer at once, not wait for headers")
        XCTAssertFalse(raw.contains(indexHTML))
        XCTAssertTrue(raw.isEmpty || raw.hasPrefix("HTTP/1.1 400"), raw)
    }

    func testOtherVersionsAre505() throws {
        for version in ["HTTP/2.0", "HTTP/0.9", "HTTP/1.2"] {
            let client = try RawClient(port: server.boundPort)
            client.send("GET / \(version)\r\nHost: localhost\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 505, version)
            client.close()
        }
    }

    func testObsoleteLineFoldingAndBareCRAre400() throws {
        for head in ["GET / HTTP/1.1\r\nHost: localhost\r\nX-A: 1\r\n  folded\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: 1\rX-B: 2\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost : localhost\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"] {
            let client = try RawClient(port: server.boundPort)
            client.send(head)
            XCTAssertEqual(client.readResponse()?.status, 400, head.debugDescription)
            client.close()
        }
    }

    func testBinaryGarbageNeverCrashesTheServer() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            let client = try RawClient(port: server.boundPort)
            let length = Int.random(in: 1...3000, using: &generator)
            client.send(bytes: (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) } + Array("\r\n\r\n".utf8))
            _ = client.readUntilClosed()
            client.close()
        }
        XCTAssertEqual(try get("/").status, 200)
    }

    // MARK: Connections

    func testPipelinedRequestsAreAnsweredInOrder() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET /style.css HTTP/1.1\r\nHost: localhost\r\n\r\nGET /es/ HTTP/1.1\r\nHost: localhost\r\n\r\n"
                    + "HEAD / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let first = try XCTUnwrap(client.readResponse())
        let second = try XCTUnwrap(client.readResponse())
        let third = try XCTUnwrap(client.readResponse(hasBody: false))
        XCTAssertEqual(first.text, "body { color: red; }\n")
        XCTAssertEqual(second.text, "<html><body>capítulo uno</body></html>")
        XCTAssertEqual(third.status, 200)
        XCTAssertEqual(third.header("Content-Length"), String(indexHTML.utf8.count))
    }

    func testKeepAliveServesSequentialRequests() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        for target in ["/", "/style.css", "/nope"] {
            client.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let response = try XCTUnwrap(client.readResponse(), target)
            XCTAssertNil(response.header("Connection"), "HTTP/1.1 stays open by default")
        }
        client.send("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.header("Connection"), "close")
        XCTAssertTrue(client.readUntilClosed().isEmpty, "the server closes after Connection: close")
    }

    func testHTTP10KeepAliveOnlyWhenAsked() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.header("Connection"), "keep-alive")
        client.send("GET /style.css HTTP/1.0\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.header("Connection"), "close")
    }

    func testRequestBodyIsDiscardedBeforeTheNextPipelinedRequest() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhelloGET /style.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.text, indexHTML)
        XCTAssertEqual(client.readResponse()?.text, "body { color: red; }\n")
    }

    func testFiftyConcurrentClientsAllServed() throws {
        let port = server.boundPort
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            let target = index % 2 == 0 ? "/style.css" : "/es/"
            let expected = index % 2 == 0 ? "body { color: red; }\n" : "<html><body>capítulo uno</body></html>"
            guard let client = try? RawClient(port: port) else { return }
            defer { client.close() }
            client.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            if let response = client.readResponse(), response.status == 200, response.text == expected {
                results.increment()
            }
        }
        XCTAssertEqual(results.value, 50)
    }

    func testSilentClientDoesNotBlockOthers() throws {
        let silent = try RawClient(port: server.boundPort)
        defer { silent.close() }
        silent.send("G")
        let started = Date()
        XCTAssertEqual(try get("/").status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testTwoHundredOpenConnectionsDoNotStarveANewClient() throws {
        var idle: [RawClient] = []
        defer { idle.forEach { $0.close() } }
        for _ in 0..<200 {
            let client = try RawClient(port: server.boundPort)
            client.send("GET")
            idle.append(client)
        }
        let started = Date()
        XCTAssertEqual(try get("/style.css").status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        // A few of the idle ones still get answered when they finish their request.
        for client in idle.prefix(3) {
            client.send(" / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            XCTAssertEqual(client.readResponse()?.status, 200)
        }
    }

    func testSlowHeadTimesOutAndIdleConnectionCloses() throws {
        server.stop()
        server = StaticFileServer(root: root, host: "127.0.0.1", port: 0, liveReload: false, accessLog: nil,
                                  timeouts: HTTPConnection.Timeouts(head: 0.5, idle: 0.3, send: 5))
        try server.start()

        let slow = try RawClient(port: server.boundPort)
        defer { slow.close() }
        slow.send("GET / HTTP/1.1\r\n")
        let started = Date()
        let raw = String(decoding: slow.readUntilClosed(), as: UTF8.self)
        XCTAssertTrue(raw.hasPrefix("HTTP/1.1 408"), raw)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)

        let idle = try RawClient(port: server.boundPort)
        defer { idle.close() }
        idle.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(idle.readResponse()?.status, 200)
        let idleStarted = Date()
        XCTAssertTrue(idle.readUntilClosed().isEmpty, "an idle keep-alive connection is closed silently")
        XCTAssertLessThan(Date().timeIntervalSince(idleStarted), 3)
    }

    func testStopClosesOpenConnections() throws {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 200)
        let started = Date()
        server.stop()
        XCTAssertTrue(client.readUntilClosed().isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertThrowsError(try RawClient(port: server.boundPort), "the port is released")
    }

    func testSecondServerOnSamePortThrowsAClearError() throws {
        let second = StaticFileServer(root: root, port: server.boundPort)
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertEqual(error as? ServerError, .portInUse(self.server.boundPort))
            XCTAssertTrue("\(error)".contains("port \(self.server.boundPort) is already in use"), "\(error)")
        }
        // The first server is unaffected.
        XCTAssertEqual(try get("/").status, 200)
    }

    func testMissingRootThrows() {
        let server = StaticFileServer(root: workspace.appendingPathComponent("missing"), port: 0)
        XCTAssertThrowsError(try server.start()) { error in
            guard case .rootNotFound = error as? ServerError else { return XCTFail("\(error)") }
        }
    }

    // MARK: Live reload

    func testLiveReloadLongPollAndScriptInjection() throws {
        server.stop()
        server = StaticFileServer(root: root, port: 0, liveReload: true)
        try server.start()

        let page = try get("/")
        let expected = indexHTML.replacingOccurrences(
            of: "</body>", with: "<script src=\"/__duoguide/livereload.js\"></script></body>")
        XCTAssertEqual(page.text, expected)
        XCTAssertEqual(page.header("Content-Length"), String(expected.utf8.count))
        XCTAssertEqual(try get("/style.css").text, "body { color: red; }\n", "only HTML is changed")

        let script = try get("/__duoguide/livereload.js")
        XCTAssertEqual(script.status, 200)
        XCTAssertTrue(script.text.contains("location.reload()"))
        XCTAssertTrue(script.header("Content-Type")?.hasPrefix("text/javascript") ?? false)

        let first = try get("/__duoguide/reload?since=-1")
        XCTAssertEqual(first.text, "{\"generation\":0,\"problems\":[]}\n", "a first poll answers at once")
        XCTAssertEqual(first.header("Content-Type"), "application/json; charset=utf-8")

        let port = server.boundPort
        let answered = DispatchSemaphore(value: 0)
        let poll = ResponseBox()
        let pollStarted = Date()
        Thread.detachNewThread {
            if let client = try? RawClient(port: port, timeout: 30) {
                client.send("GET /__duoguide/reload?since=0 HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let response = client.readResponse()
                poll.response.withLock { $0 = response }
                client.close()
            }
            answered.signal()
        }
        // The poll must still be waiting: nothing was rebuilt yet.
        XCTAssertEqual(answered.wait(timeout: .now() + 0.5), .timedOut)
        server.notifyReload()
        XCTAssertEqual(answered.wait(timeout: .now() + 5), .success)
        XCTAssertLessThan(Date().timeIntervalSince(pollStarted), 5)
        let response = poll.response.withLock { $0 }
        XCTAssertEqual(response?.status, 200)
        XCTAssertEqual(response?.text, "{\"generation\":1,\"problems\":[]}\n")
        XCTAssertEqual(response?.header("Cache-Control"), "no-store")
    }

    func testNoInjectionWhenLiveReloadIsOff() throws {
        XCTAssertEqual(try get("/").text, indexHTML)
    }

    func testInjectionWithoutBodyTagAppends() {
        XCTAssertEqual(String(decoding: LiveReload.inject(into: Array("<p>x</BODY>".utf8)), as: UTF8.self),
                       "<p>x\(LiveReload.scriptTag)</BODY>")
        XCTAssertEqual(String(decoding: LiveReload.inject(into: Array("<p>x".utf8)), as: UTF8.self),
                       "<p>x\(LiveReload.scriptTag)")
    }

    // MARK: Pieces

    func testAccessLogRecordsOneLinePerResponse() throws {
        server.stop()
        let lines = LineBox()
        server = StaticFileServer(root: root, port: 0, accessLog: ServerLog { lines.append($0) })
        try server.start()
        _ = try get("/style.css")
        _ = try get("/missing")
        XCTAssertEqual(lines.value, ["GET /style.css 200 21", "GET /missing 404 \(notFoundHTML.utf8.count)"])
    }

    func testMIMETypes() {
        XCTAssertEqual(MIMEType.forPath("/a/b.HTML"), "text/html; charset=utf-8")
        XCTAssertEqual(MIMEType.forPath("app.js"), "text/javascript; charset=utf-8")
        XCTAssertEqual(MIMEType.forPath("x.woff2"), "font/woff2")
        XCTAssertEqual(MIMEType.forPath("site.webmanifest"), "application/manifest+json; charset=utf-8")
        XCTAssertEqual(MIMEType.forPath("logo.svg"), "image/svg+xml; charset=utf-8")
        XCTAssertEqual(MIMEType.forPath("README"), "application/octet-stream")
        XCTAssertEqual(MIMEType.forPath(".hidden"), "application/octet-stream")
    }

    func testHTTPDateRoundTrips() {
        XCTAssertEqual(HTTPDate.format(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
        XCTAssertEqual(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT"), 784_111_777)
        XCTAssertNil(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT"))
        XCTAssertNil(HTTPDate.parse("garbage"))
    }

    func testParserWaitsForACompleteHead() {
        guard case .incomplete = HTTPRequestParser.parse(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)) else {
            return XCTFail("a head without its empty line is incomplete")
        }
        guard case .request(let request, let length) = HTTPRequestParser.parse(
            Array("\r\nGET http://example.com?q=1 HTTP/1.1\r\nhost:  x \r\n\r\nNEXT".utf8)) else {
            return XCTFail("expected a request")
        }
        XCTAssertEqual(request.target, "/?q=1")
        XCTAssertEqual(request.headers["Host"], "x")
        XCTAssertEqual(length, 52)
    }
}

// MARK: - Build problems over the page

/// `serve --watch`: a failed rebuild's diagnostics reach every open page through the live-reload
/// poll (the overlay is drawn from them), over real sockets; the next good build clears them.
final class LiveReloadOverlayTests: XCTestCase {
    private var workspace: URL!

    override func setUpWithError() throws {
        workspace = try TestSupport.makeFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    private func poll(_ server: StaticFileServer, since: Int = -1) throws -> (generation: Int, problems: [BuildProblem]) {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET /__duoguide/reload?since=\(since) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 200)
        struct State: Decodable { var generation: Int; var problems: [BuildProblem] }
        let state = try JSONDecoder().decode(State.self, from: Data(response.body))
        return (state.generation, state.problems)
    }

    private func page(_ server: StaticFileServer, _ path: String) throws -> String {
        let client = try RawClient(port: server.boundPort)
        defer { client.close() }
        client.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        return try XCTUnwrap(client.readResponse()).text
    }

    func testProblemsAreServedUntilTheNextGoodBuild() throws {
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("site"), withIntermediateDirectories: true)
        let server = StaticFileServer(root: workspace.appendingPathComponent("site"), port: 0, liveReload: true)
        try server.start()
        defer { server.stop() }
        XCTAssertEqual(try poll(server).problems, [])
        let problem = BuildProblem(severity: "error", text: "T/guide/es.txt:3:1: error: <b>bad</b>\n 3 | Capitulo 1\n   | ^")
        server.showProblems([problem])
        let failed = try poll(server)
        XCTAssertEqual(failed.generation, 1)
        XCTAssertEqual(failed.problems, [problem], "the text goes as it is: the script shows it with textContent")
        XCTAssertEqual(try poll(server, since: 0).problems, [problem], "a page that was waiting gets the problems too")
        server.notifyReload()
        XCTAssertEqual(try poll(server, since: 1).generation, 2)
        XCTAssertEqual(try poll(server).problems, [])
    }

    /// The real content, built, broken, fixed: the page keeps the last good build while the
    /// problems name the line and quote it; nothing of the overlay is ever written into the site.
    func testAFailedRebuildShowsItsDiagnosticsOverTheLastGoodPage() throws {
        let content = workspace.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: TestSupport.contentDirectory, to: content)
        let guide = content.appendingPathComponent("guide/es.txt")
        chmod(guide.path, 0o644)
        let output = workspace.appendingPathComponent("Site")
        let builder = SiteBuilder(options: SiteBuilder.Options(
            contentDirectory: content, contentDisplayPath: content.path,
            templatesDirectory: TestSupport.repoRoot.appendingPathComponent("Templates"), outputDirectory: output))
        let server = StaticFileServer(root: output, port: 0, liveReload: true)
        let watched = WatchedBuild(builder: builder, server: server)
        XCTAssertTrue(watched.rebuild().succeeded)
        try server.start()
        defer { server.stop() }
        let goodPage = try page(server, "/es/chapter-5.html")
        let before = try poll(server)
        XCTAssertEqual(before.problems, [])

        let original = try String(contentsOf: guide, encoding: .utf8)
        // A duplicate chapter number: an error («Capitulo 5» would be a near miss, only a warning).
        try original.replacingOccurrences(of: "Capítulo 5 · ", with: "Capítulo 4 · ").write(to: guide, atomically: true, encoding: .utf8)
        XCTAssertFalse(watched.rebuild().succeeded)
        let failed = try poll(server, since: before.generation)
        XCTAssertGreaterThan(failed.generation, before.generation)
        XCTAssertFalse(failed.problems.isEmpty)
        XCTAssertTrue(failed.problems.allSatisfy { $0.severity == "error" && $0.text.hasPrefix(content.path + "/guide/") },
                      "\(failed.problems)")
        XCTAssertTrue(failed.problems.contains { $0.text.contains(" | ") && $0.text.contains("^") }, "no quoted line: \(failed.problems)")
        XCTAssertEqual(try page(server, "/es/chapter-5.html"), goodPage, "the last good page stays under the problems")

        try original.write(to: guide, atomically: true, encoding: .utf8)
        XCTAssertTrue(watched.rebuild().succeeded)
        let fixed = try poll(server, since: failed.generation)
        XCTAssertGreaterThan(fixed.generation, failed.generation, "the pages reload once the build is good again")
        XCTAssertEqual(fixed.problems, [])
        for path in SiteWriter.listFiles(output.path) {
            let text = String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
            // site.js names the live-reload path only to tell when it is being served by `--watch`.
            XCTAssertFalse(text.contains("duoguide-build-problems") || text.contains(LiveReload.scriptPath), path)
        }
    }

    func testOnlyLoopbackAddressesKeepTheServerOnThisMachine() {
        for host in ["127.0.0.1", "127.0.1.1", "localhost", "::1"] { XCTAssertTrue(StaticFileServer.isLoopback(host), host) }
        for host in ["0.0.0.0", "::", "192.168.1.20", "10.0.0.2", "example.org"] { XCTAssertFalse(StaticFileServer.isLoopback(host), host) }
    }
}

// MARK: - A minimal raw HTTP client

struct RawResponse {
    let status: Int
    let headers: [(String, String)]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    static func statusCode(of raw: String) -> Int? {
        let parts = raw.prefix(while: { $0 != "\r" }).split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }
}

final class RawClient {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16, timeout: Int = 5) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        // Every read in the tests is bounded, so a server bug fails a test instead of hanging it.
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    func send(bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Reads one response, framed by Content-Length (none for 304 or when `hasBody` is false).
    func readResponse(hasBody: Bool = true) -> RawResponse? {
        var headEnd: Int?
        while true {
            if let range = findHeadEnd() { headEnd = range; break }
            guard fill() else { return nil }
        }
        guard let end = headEnd else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = head.components(separatedBy: "\r\n")
        guard let status = RawResponse.statusCode(of: lines.removeFirst()) else { return nil }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = hasBody && status != 304
            ? Int(headers.first { $0.0.lowercased() == "content-length" }?.1 ?? "0") ?? 0
            : 0
        while buffer.count < length {
            guard fill() else { return nil }
        }
        let body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return RawResponse(status: status, headers: headers, body: body)
    }

    /// Everything until the server closes the connection (or the read timeout passes).
    func readUntilClosed() -> [UInt8] {
        while fill() {}
        defer { buffer.removeAll() }
        return buffer
    }

    func close() {
        Glibc.close(fd)
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        return true
    }

    private func findHeadEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}

private final class ResultBox: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

private final class ResponseBox: Sendable {
    let response = Mutex<RawResponse?>(nil)
}

private final class LineBox: Sendable {
    private let lines = Mutex<[String]>([])
    var value: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}
