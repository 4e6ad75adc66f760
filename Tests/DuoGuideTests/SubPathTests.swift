import Foundation
import XCTest
@testable import DuoGuide

/// A site published under a sub-path (`"baseURL": "https://example.org/guide/"` in the manifest):
/// the 404 page, served for a missing URL at any depth, links under /guide/; the sitemap names
/// absolute locations; every page still links relatively. Without a base URL nothing changes
/// (the byte-identical site check covers that).
final class SubPathTests: XCTestCase {
    func testBasePathFromTheManifestsBaseURL() {
        XCTAssertEqual(SiteBase(nil).path, "/")
        XCTAssertEqual(SiteBase(nil).url, "")
        XCTAssertEqual(SiteBase("https://example.org/guide").path, "/guide/")
        XCTAssertEqual(SiteBase("https://example.org/guide").url, "https://example.org/guide/")
        XCTAssertEqual(SiteBase("https://example.org").path, "/")
        XCTAssertEqual(SiteBase("/docs/guide/").path, "/docs/guide/")
        XCTAssertEqual(SiteBase("guide/").path, "/guide/")
    }

    /// The site built with a base URL into `root/guide/` and served from `root`, as a host serving
    /// it at /guide/ would: every link of the 404 page and every sitemap location is found there.
    func testServedUnderASubPath() throws {
        let workspace = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let content = workspace.appendingPathComponent("Content")
        let source = TestSupport.contentDirectory
        for relative in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            var data = try Data(contentsOf: source.appendingPathComponent(relative))
            if relative == "manifest.json" {
                let text = String(decoding: data, as: UTF8.self)
                let brace = try XCTUnwrap(text.firstIndex(of: "{"))
                data = Data(text.replacingCharacters(in: brace...brace, with: "{\n  \"baseURL\": \"https://example.org/guide/\",").utf8)
            }
            try TestSupport.write(data, to: relative, in: content)
        }
        let root = workspace.appendingPathComponent("root")
        let outcome = SiteBuilder(options: SiteBuilder.Options(
            contentDirectory: content, contentDisplayPath: "Content",
            templatesDirectory: TestSupport.repoRoot.appendingPathComponent("Templates"),
            outputDirectory: root.appendingPathComponent("guide"))).build()
        XCTAssertTrue(outcome.succeeded, outcome.failure ?? outcome.diagnostics.map(\.description).joined(separator: "\n"))

        let server = StaticFileServer(root: root, port: 0)
        try server.start()
        defer { server.stop() }
        func status(_ target: String) throws -> Int {
            let client = try RawClient(port: server.boundPort)
            defer { client.close() }
            client.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            return try XCTUnwrap(client.readResponse(), "no response for \(target)").status
        }

        let notFound = try String(contentsOf: root.appendingPathComponent("guide/404.html"), encoding: .utf8)
        let links = Self.attributes(["href", "src"], in: notFound).filter { !$0.hasPrefix("#") && !$0.hasPrefix("data:") }
        XCTAssertGreaterThan(links.count, 5)
        for link in links {
            XCTAssertTrue(link.hasPrefix("/guide/"), "404 page link \(link) is not under /guide/")
            let path = String(link.prefix { $0 != "#" && $0 != "?" })
            XCTAssertEqual(try status(path), 200, path)
        }

        let sitemap = try String(contentsOf: root.appendingPathComponent("guide/sitemap.xml"), encoding: .utf8)
        let locations = sitemap.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(locations.count, outcome.pages - 1, "every page but the 404 page")
        for location in locations.prefix(40) {
            XCTAssertTrue(location.hasPrefix("https://example.org/guide/"), location)
            XCTAssertEqual(try status(String(location.dropFirst("https://example.org".count))), 200, location)
        }
    }

    /// Past the protocol's 50,000 URLs, `sitemap.xml` is an index of sitemaps of at most that many.
    func testSitemapIndexPastTheLimit() throws {
        var corpus = try TestSupport.realCorpus()
        corpus.manifest.baseURL = "https://example.org/guide/"
        let generated = GeneratedAssets(site: SiteContext(corpus: corpus))
        let urls = ["es/c.html", "es/a.html", "pt/b.html", "fr/d.html", "es/b.html"].map {
            generated.sitemapURL(SitemapEntry(Page(path: $0, template: "chapter", context: [:])))!
        }
        XCTAssertEqual(generated.sitemaps(urls: urls, limit: 5).map(\.path), ["sitemap.xml"])
        let files = generated.sitemaps(urls: urls, limit: 2)
        XCTAssertEqual(files.map(\.path), ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml", "sitemap.xml"])
        XCTAssertEqual(String(decoding: files[3].bytes, as: UTF8.self), """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <sitemap>
                <loc>https://example.org/guide/sitemap-1.xml</loc>
              </sitemap>
              <sitemap>
                <loc>https://example.org/guide/sitemap-2.xml</loc>
              </sitemap>
              <sitemap>
                <loc>https://example.org/guide/sitemap-3.xml</loc>
              </sitemap>
            </sitemapindex>

            """)
        let first = String(decoding: files[0].bytes, as: UTF8.self)
        XCTAssertTrue(first.contains("<loc>https://example.org/guide/es/a.html</loc>\n  </url>\n  <url>\n    <loc>https://example.org/guide/es/b.html</loc>"), first)
        XCTAssertTrue(String(decoding: files[2].bytes, as: UTF8.self).contains("guide/pt/b.html"))
    }

    /// The values of `names` attributes in `html`, in order.
    static func attributes(_ names: [String], in html: String) -> [String] {
        var values: [String] = []
        for name in names {
            for piece in html.components(separatedBy: " \(name)=\"").dropFirst() {
                values.append(String(piece.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
        return values
    }
}
