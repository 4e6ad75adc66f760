import XCTest
@testable import DuoGuide

/// `UTF8Key` hashes a sample of a text's bytes; keys that share the sample must still be told
/// apart, and equal texts in different storage must still meet.
final class UTF8KeyTests: XCTestCase {
    func testTextsDifferingOutsideTheSampleAreDifferentKeys() {
        let part = UTF8Key.samplePart
        let head = String(repeating: "a", count: part), tail = String(repeating: "z", count: part)
        // Same length, same start, middle and end; one byte apart between the samples.
        let filler = String(repeating: "m", count: 4 * part)
        var x = Array((head + filler + tail).utf8), y = x
        x[part + 2] = UInt8(ascii: "x")
        y[part + 3] = UInt8(ascii: "y")
        let a = String(decoding: x, as: UTF8.self), b = String(decoding: y, as: UTF8.self)
        XCTAssertEqual(UTF8Key(a).hashValue, UTF8Key(b).hashValue, "the test needs keys that share their sample")
        XCTAssertNotEqual(UTF8Key(a), UTF8Key(b))
        let memo: [UTF8Key: Int] = [UTF8Key(a): 1, UTF8Key(b): 2]
        XCTAssertEqual(memo[UTF8Key(String(decoding: x, as: UTF8.self))], 1)
        XCTAssertEqual(memo[UTF8Key(String(decoding: y, as: UTF8.self))], 2)
    }

    /// Short texts are folded whole, their last bytes (past a multiple of eight) included: texts
    /// one byte apart anywhere are different keys, and each is found again from a fresh copy.
    func testShortTextsOneByteApartAreDifferentKeys() {
        var memo: [UTF8Key: String] = [:]
        var texts: [String] = []
        for length in 1...(3 * UTF8Key.samplePart + 1) {
            for changed in Set([0, length / 2, length - 1]) {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[changed] = UInt8(ascii: "b")
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for text in texts { memo[UTF8Key(text)] = text }
        XCTAssertEqual(memo.count, texts.count)
        for text in texts {
            XCTAssertEqual(memo[UTF8Key(String(decoding: Array(text.utf8), as: UTF8.self))], text)
        }
        XCTAssertNil(memo[UTF8Key("")])
    }

    func testEqualTextsAreEqualKeysWhateverTheirStorage() {
        for text in ["", "é", "e\u{301}", String(repeating: "capítulo 7 · ", count: 40)] {
            let copy = String(decoding: Array(text.utf8), as: UTF8.self)
            XCTAssertEqual(UTF8Key(text), UTF8Key(copy))
            XCTAssertEqual(UTF8Key(text).hashValue, UTF8Key(copy).hashValue)
            XCTAssertEqual(UTF8Key(text), UTF8Key(("«" + text + "»").dropFirst().dropLast()))
        }
        // Byte equality, not canonical equivalence: two spellings are two keys.
        XCTAssertNotEqual(UTF8Key("é"), UTF8Key("e\u{301}"))
    }
}
