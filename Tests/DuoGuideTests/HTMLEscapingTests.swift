import XCTest
@testable import DuoGuide

/// The one escaper of text that lands in HTML: the five characters and nothing else.
final class HTMLEscapingTests: XCTestCase {
    func testTheFiveCharactersBecomeEntities() {
        XCTAssertEqual(HTMLEscaping.escape(#"a&b<c>d"e'f"#), "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        XCTAssertEqual(HTMLEscaping.escape("plain é 👩‍💻"), "plain é 👩‍💻")
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
