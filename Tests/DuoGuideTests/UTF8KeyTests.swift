import XCTest
@testable import DuoGuide

/// `UTF8Key` compares texts by their bytes: equal texts in different storage meet, and two
/// spellings of one text are two keys.
final class UTF8KeyTests: XCTestCase {
    func testEqualTextsAreEqualKeysWhateverTheirStorage() {
        for text in ["", "é", "e\u{301}", String(repeating: "capítulo 7 · ", count: 40)] {
            let copy = String(decoding: Array(text.utf8), as: UTF8.self)
            XCTAssertEqual(UTF8Key(text), UTF8Key(copy))
            XCTAssertEqual(UTF8Key(text).hashValue, UTF8Key(copy).hashValue)
            XCTAssertEqual(UTF8Key(text), UTF8Key(("«" + text + "»").dropFirst().dropLast()))
        }
        // Byte equality, not canonical equivalence: two spellings are two keys.
        XCTAssertNotEqual(UTF8Key("é"), UTF8Key("e\u{301}"))
        // Same length, one byte apart, at either end.
        XCTAssertNotEqual(UTF8Key("capítulo 7"), UTF8Key("capítulo 8"))
        XCTAssertNotEqual(UTF8Key("acción"), UTF8Key("bcción"))
        XCTAssertNotEqual(UTF8Key(""), UTF8Key("a"))
    }
}
