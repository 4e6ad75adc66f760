import XCTest
@testable import DuoGuide

/// A file's bytes as JSON writes them.
final class FileBytesTests: XCTestCase {
    func testJSONBytesHandOverWhatWasWritten() {
        var out = JSONBytes()
        out.raw("{")
        out.string("a\"b")
        out.raw(":")
        out.value(.array([.int(1), .int(-20), .int(300)]))
        out.raw("}")
        let bytes = out.fileBytes()
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), #"{"a\"b":[1,-20,300]}"#)
    }
}
