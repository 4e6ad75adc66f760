import XCTest
@testable import DuoGuide

/// The byte escaper passes eight bytes at a time when none is special; it must write what the
/// escaper of strings writes, and its word test must say what a byte-by-byte look says.
final class HTMLEscapingBytesTests: XCTestCase {
    private func escapedBytes(_ text: String) -> String {
        var out: [UInt8] = Array("prefix".utf8)
        HTMLEscaping.append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func escapedString(_ text: String) -> String {
        var out = "prefix"
        HTMLEscaping.append(text[...], to: &out)
        return out
    }

    func testTheWordTestIsTheByteTest() {
        let specials: Set<UInt8> = [0x22, 0x26, 0x27, 0x3C, 0x3E]
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                XCTAssertEqual(HTMLEscaping.mayHoldSpecial(word), specials.contains(byte), "byte \(byte) at \(position)")
            }
        }
        var random = SeededGenerator(seed: 0xE5C)
        for _ in 0..<50_000 {
            let bytes = (0..<8).map { _ in UInt8.random(in: 0x20...0x3F, using: &random) }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            XCTAssertEqual(HTMLEscaping.mayHoldSpecial(word), bytes.contains(where: specials.contains), "\(bytes)")
        }
    }

    func testBytesAreEscapedAsStringsAre() throws {
        var texts = try ["es", "pt", "fr"].flatMap { try TestSupport.contentLines("guide/\($0).txt") }
        var random = RandomText(seed: 0xE5C4, words: ["<b>", "&amp;", "\"x\"", "'y'", "a>b", "é", "👩‍💻", "texto", "0123456789abcdef"])
        for _ in 0..<5000 { texts.append(random.text(maximum: 20)) }
        var escaped = 0
        for text in texts {
            let expected = escapedString(text)
            XCTAssertEqual(escapedBytes(text), expected, text)
            if expected.utf8.count > text.utf8.count + 6 { escaped += 1 }
        }
        XCTAssertGreaterThan(escaped, 1000, "the sample has text to escape")
    }
}
