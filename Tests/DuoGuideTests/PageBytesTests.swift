import XCTest
@testable import DuoGuide

final class PageBytesTests: XCTestCase {
    /// Runs of every length, empty ones included, across several growths of a small buffer come
    /// out in order, as an array built by appending gives them, and as the file's bytes they become.
    func testRunsComeOutInOrderAcrossGrowth() {
        var bytes = PageBytes(capacity: 1)
        var expected: [UInt8] = []
        for length in 0..<200 {
            let run = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            run.withUnsafeBufferPointer { bytes.append($0) }
            expected += run
        }
        XCTAssertEqual(bytes.array, expected)
        XCTAssertEqual(expected.count, 199 * 200 / 2)
        // Handed over as a file's bytes, the same buffer reads back the same.
        let file = bytes.fileBytes()
        XCTAssertEqual(Array(file), expected)
        XCTAssertEqual(file.withUnsafeBufferPointer { Array($0) }, expected)
    }

    func testEmptyBufferIsEmptyArray() {
        let bytes = PageBytes(capacity: 0)
        XCTAssertEqual(bytes.array, [])
    }
}
