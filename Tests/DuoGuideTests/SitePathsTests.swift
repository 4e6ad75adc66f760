import XCTest
@testable import DuoGuide

final class SitePathsTests: XCTestCase {
    /// The obvious component-by-component definition, kept here as the oracle for the byte-level one.
    private func reference(from: String, to target: String) -> String {
        let fromDirs = from.split(separator: "/").dropLast()
        let targetParts = target.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromDirs.count, common < targetParts.count - 1,
              fromDirs[fromDirs.startIndex + common] == targetParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDirs.count - common)
        return (ups + targetParts[common...].map(String.init)).joined(separator: "/")
    }

    func testRelativeLinksBetweenSitePages() {
        let paths = SitePaths()
        XCTAssertEqual(paths.relative(from: "es/api/split.html", to: "es/cap-3.html"), "../cap-3.html")
        XCTAssertEqual(paths.relative(from: "es/cap-3.html", to: "es/api/split.html"), "api/split.html")
        XCTAssertEqual(paths.relative(from: "es/quiz/cap-3.html", to: "pt/quiz/cap-3.html"), "../../pt/quiz/cap-3.html")
        XCTAssertEqual(paths.relative(from: "index.html", to: "es/index.html"), "es/index.html")
        XCTAssertEqual(paths.relative(from: "es/index.html", to: "index.html"), "../index.html")
        XCTAssertEqual(paths.relative(from: "es/index.html", to: "es/"), "")
        XCTAssertEqual(paths.relative(from: "es/api/index.html", to: "es/"), "../")
        XCTAssertEqual(paths.relative(from: "es/api/x.html", to: "es/api/x.html"), "x.html")
    }

    func testRelativeAgreesWithTheComponentDefinition() {
        var random = SeededGenerator(seed: 0x5171_E9A7)
        let parts = ["es", "pt", "api", "quiz", "a", "ñ", "", "x.html", "index.html"]
        func path() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
        }
        let paths = SitePaths()
        for _ in 0..<5000 {
            let from = path(), to = path()
            XCTAssertEqual(paths.relative(from: from, to: to), reference(from: from, to: to), "from \(from) to \(to)")
            XCTAssertEqual(paths.toRoot(from: from), String(repeating: "../", count: max(0, from.split(separator: "/").count - 1)), from)
        }
    }

    /// The sitemap's old component-by-component resolution, the oracle for the byte-level one.
    private func referenceResolve(_ href: String, from page: String) -> String {
        var parts = Array(page.split(separator: "/").dropLast().map(String.init))
        for piece in href.split(separator: "/") {
            if piece == ".." { if !parts.isEmpty { parts.removeLast() } } else if piece != "." { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }

    func testResolveIsTheInverseOfRelative() {
        let paths = SitePaths()
        XCTAssertEqual(paths.resolve("../pt/cap-4.html", from: "es/cap-4.html"), "pt/cap-4.html")
        XCTAssertEqual(paths.resolve("../../index.html", from: "es/api/split.html"), "index.html")
        XCTAssertEqual(paths.resolve("./x.html", from: "es/index.html"), "es/x.html")
        XCTAssertEqual(paths.resolve("../../../a.html", from: "es/b.html"), "a.html")
        let pages = ["index.html", "es/index.html", "es/api/split.html", "pt/quiz/cap-3.html", "fr/articles/a.html"]
        for from in pages {
            for to in pages {
                XCTAssertEqual(paths.resolve(paths.relative(from: from, to: to), from: from), to, "from \(from) to \(to)")
            }
        }
    }

    func testResolveAgreesWithTheComponentDefinition() {
        var random = SeededGenerator(seed: 0x2E50_17E)
        let parts = ["es", "..", ".", "api", "ñ", "", "x.html", "index.html"]
        func path() -> String {
            (0..<Int.random(in: 0...5, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
        }
        let paths = SitePaths()
        for _ in 0..<5000 {
            let href = path(), page = path()
            XCTAssertEqual(paths.resolve(href, from: page), referenceResolve(href, from: page), "\(href) from \(page)")
        }
    }
}

final class SlugTests: XCTestCase {
    /// A text that is already a slug is returned as it is without Foundation's folding; that
    /// shortcut must give exactly what the folding path gives.
    func testShortcutAgreesWithFolding() {
        var random = SeededGenerator(seed: 0x51A6)
        let alphabet = Array("ab09-")
        for _ in 0..<5000 {
            let text = String((0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            XCTAssertEqual(Slug.make(text), Slug.folding(text, fallback: "section"), "«\(text)»")
        }
        XCTAssertTrue(Slug.isSlug("cap-3"))
        XCTAssertFalse(Slug.isSlug("cap--3"))
        XCTAssertFalse(Slug.isSlug("-cap"))
        XCTAssertFalse(Slug.isSlug("Cap"))
        XCTAssertFalse(Slug.isSlug(""))
        XCTAssertEqual(Slug.make("Capítulo 3 · Posición"), "capitulo-3-posicion")
    }
}
