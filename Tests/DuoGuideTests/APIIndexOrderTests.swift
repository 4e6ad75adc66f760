import XCTest
@testable import DuoGuide

/// The API index's letters and sort keys, on keys checked by hand.
final class APIIndexOrderTests: XCTestCase {
    func testLetters() {
        XCTAssertEqual(APIIndexOrder.letter(of: ".split"), "S")
        XCTAssertEqual(APIIndexOrder.letter(of: "@State"), "S")
        XCTAssertEqual(APIIndexOrder.letter(of: "#1"), "#")
        XCTAssertEqual(APIIndexOrder.letter(of: ""), "#")
        XCTAssertEqual(APIIndexOrder.letter(of: "élan"), "É")
        XCTAssertEqual(APIIndexOrder.letter(of: "ßeta"), "SS")
    }

    func testSortKeys() {
        XCTAssertEqual(APIIndexOrder.sortKey(of: "UIView.Reserved_Region2"), "uiviewreservedregion2")
        XCTAssertEqual(APIIndexOrder.sortKey(of: ".frame(maxWidth:)"), "framemaxwidth")
        XCTAssertEqual(APIIndexOrder.sortKey(of: "Écran"), "écran")
    }
}
