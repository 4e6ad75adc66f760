@testable import DuoGuide
import XCTest

/// `String.withUTF8Bytes` hands every caller of the byte paths the string's UTF-8: it must be
/// exactly `Array(s.utf8)` for empty, small (stored inline), large, sliced and non-ASCII strings.
final class StringBytesTests: XCTestCase {
    func testBytesAreTheStringsUTF8() {
        let long = String(repeating: "Pantalla exterior, bisagra y «pantalla interior» — ", count: 40)
        let samples = ["", "a", "cap-1.html#L12", "ñandú", "e\u{301}", "👩‍💻 Duo", long,
                       String(long.dropFirst(7).prefix(300)), String(Substring("x/y/z.html").dropFirst(2))]
        for s in samples {
            XCTAssertEqual(s.withUTF8Bytes { Array($0) }, Array(s.utf8), s)
        }
    }

    func testBodyResultAndErrorsPassThrough() {
        struct Stop: Error {}
        XCTAssertEqual("abc".withUTF8Bytes { $0.count }, 3)
        XCTAssertThrowsError(try "abc".withUTF8Bytes { _ in throw Stop() })
    }
}
