import XCTest
@testable import DuoGuide

/// Which fragment each source line of the mini guide links to (TestSupport.miniGuide, numbered by
/// hand: chapter 1 at line 5, its code sample 11–15, its entry 17, questions 21 and 23; chapter 2
/// at 25, its one-line sample at 29, its question at 33).
final class LineAnchorsTests: XCTestCase {
    private func anchors() throws -> LineAnchors {
        let (corpus, diagnostics) = try TestSupport.compileGuide(TestSupport.miniGuide)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return LineAnchors(try XCTUnwrap(corpus?.guide(language: "es")))
    }

    func testChapterLinesLinkToTheTop() throws {
        let map = try anchors()
        XCTAssertEqual(map[5], "top")
        XCTAssertEqual(map[25], "top")
    }

    func testEveryLineOfACodeSampleLinksToItsFirstLine() throws {
        let map = try anchors()
        XCTAssertEqual((11...15).map { map[$0] }, Array(repeating: "L11", count: 5))
        XCTAssertEqual(map[29], "L29")
    }

    func testParagraphsEntriesAndQuestions() throws {
        let map = try anchors()
        XCTAssertEqual(map[9], "L9")
        XCTAssertEqual(map[17], "chapter-1-entry-1")
        XCTAssertEqual(map[21], "chapter-1-q1")
        XCTAssertEqual(map[23], "chapter-1-q2")
        XCTAssertEqual(map[33], "chapter-2-q1")
    }

    func testLinesOutsideEveryBlockHaveNoAnchor() throws {
        let map = try anchors()
        XCTAssertNil(map[0])
        XCTAssertNil(map[-1])
        XCTAssertNil(map[10], "a blank line")
        XCTAssertNil(map[10_000])
    }
}
