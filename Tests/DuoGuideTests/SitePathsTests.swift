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
}
