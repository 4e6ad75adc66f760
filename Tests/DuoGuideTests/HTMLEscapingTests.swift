import XCTest
@testable import DuoGuide

/// The one escaper of text that lands in HTML: the five characters and nothing else.
final class HTMLEscapingTests: XCTestCase {
    func testTheFiveCharactersBecomeEntities() {
        XCTAssertEqual(HTMLEscaping.escape(#"a&b<c>d"e'f"#), "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        XCTAssertEqual(HTMLEscaping.escape("plain é 👩‍💻"), "plain é 👩‍💻")
    }

    /// Whether a text needs escaping is told over all its bytes in one pass (vectorized): one
    /// special byte is found at any place of a text of any length, before or after multi-byte text.
    func testOneSpecialCharacterIsFoundAnywhere() {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for length in 1...70 {
            for position in 0..<length {
                for (special, entity) in entities {
                    let before = String(repeating: "é", count: position % 3) + String(repeating: "a", count: position)
                    let after = String(repeating: "b", count: length - position - 1)
                    var out: [UInt8] = []
                    HTMLEscaping.append(before + String(special) + after, to: &out)
                    XCTAssertEqual(String(decoding: out, as: UTF8.self), before + entity + after)
                    XCTAssertEqual(HTMLEscaping.escape(before + String(special) + after), before + entity + after)
                }
            }
        }
    }

    func testAppendingWritesWhatEscapeReturns() throws {
        var texts = try ["es", "pt", "fr"].flatMap { try TestSupport.contentLines("guide/\($0).txt") }
        var random = RandomText(seed: 0xE5C4, words: ["<b>", "&amp;", "\"x\"", "'y'", "a>b", "é", "👩‍💻", "texto"])
        for _ in 0..<2000 { texts.append(random.text(maximum: 20)) }
        for text in texts {
            var out: [UInt8] = Array("prefix".utf8)
            HTMLEscaping.append(text, to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), "prefix" + HTMLEscaping.escape(text), text)
            XCTAssertFalse(HTMLEscaping.escape(text).contains(where: { "<>\"'".contains($0) }), text)
        }
    }
}
