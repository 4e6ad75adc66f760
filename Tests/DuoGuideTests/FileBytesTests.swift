import XCTest
@testable import DuoGuide

/// A file's bytes as JSON writes them, and content files hashed in pieces as a whole.
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

    func testWordHashingDoesNotDependOnHowTheBytesAreCut() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        func hash(_ pieces: [Range<Int>]) -> String {
            var hasher = FNV1a()
            bytes.withUnsafeBytes { raw in
                for piece in pieces { hasher.combine(words: UnsafeRawBufferPointer(rebasing: raw[piece])) }
            }
            return hasher.hex
        }
        let whole = hash([0..<1_000])
        XCTAssertEqual(hash([0..<8, 8..<512, 512..<1_000]), whole)
        XCTAssertEqual(hash([0..<992, 992..<1_000]), whole)
        XCTAssertNotEqual(hash([0..<999]), whole)
    }

    func testEveryChangedByteChangesTheWordHash() {
        var bytes = (0..<67).map { UInt8(truncatingIfNeeded: $0 &* 29) }
        func hash() -> String {
            var hasher = FNV1a()
            bytes.withUnsafeBytes { hasher.combine(words: $0) }
            return hasher.hex
        }
        let original = hash()
        for i in bytes.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                bytes[i] ^= flip
                XCTAssertNotEqual(hash(), original, "byte \(i) ^ \(flip)")
                bytes[i] ^= flip
            }
        }
        XCTAssertEqual(hash(), original)
    }
}
