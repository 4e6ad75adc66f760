import Foundation
import XCTest
@testable import DuoGuide

/// The byte lexer against the Character lexer it replaced (`ReferenceTemplateLexer`): tokens,
/// errors, lines and columns must agree, above all next to text that is not ASCII, where a byte is
/// not a Character: combining marks after braces, prepended marks before them, emoji, CRLF.
final class TemplateLexerOracleTests: XCTestCase {
    private enum Outcome: Equatable {
        case tokens([TemplateToken])
        case error(String)
    }

    private func outcome(_ tokenize: () throws -> [TemplateToken]) -> Outcome {
        do { return .tokens(try tokenize()) } catch { return .error("\(error)") }
    }

    private func assertAgrees(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = outcome { try TemplateLexer(file: "t").tokenize(source) }
        let characters = outcome { try ReferenceTemplateLexer(file: "t").tokenize(source) }
        XCTAssertEqual(bytes, characters, "source: \(source.debugDescription)", file: file, line: line)
    }

    func testHandPickedSourcesAgree() {
        let sources = [
            "", "a", "{{x}}", "a {{x}} b\n", "  {{#s}}\n x\n  {{/s}}\n", "{{! a\n b }}\n{{y}}",
            "a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", "x\r{{#t}}\r\n{{/t}}", "{{x", "é {{x\n",
            "ção {{ nome }} — {{#itens}}«{{.}}»{{/itens}}", "日本語 {{x}}\n  {{#y}}\n",
            // A combining acute accent joins the brace before it: no tag opens or closes there.
            "{\u{301}{x}}", "{{\u{301}x}}", "{{x}\u{301}}", "{{x}}\u{301}", "{{x}}}\u{301}",
            // An Arabic number sign (a prepended mark) joins the brace after it.
            "\u{600}{{x}}", "\u{600}{{{x}}", "{{x\u{600}}}", "{{x}\u{600}}}",
            "#\u{FE0F}\u{20E3} {{x}}", "{{#\u{FE0F}\u{20E3}}}", "👩‍👩‍👧 {{x}} 🇵🇹🇧🇷 {{y}}",
            "{{\u{00A0}x\u{00A0}}}", "{{ # s }}{{/s}}", "{{!\u{2028}}}\n", "a\u{301}\n  {{! c }}\n",
            " \u{301}{{#s}}\n{{/s}}", "\t{{#s}}\u{301}\n{{/s}}",
            // Columns counted on from the tag before, and from a line break inside a comment.
            "é{{a}}ç{{b}} 👍🏽{{c", "{{! é\nçã }}ü {{x", "{{a}}{{! é }}{{b}}\r\nñ{{! \r\n ☃ }}é{{",
        ]
        for source in sources { assertAgrees(source) }
    }

    func testRandomSourcesAgree() {
        // Pieces that meet in every order: braces, tags, newlines, and marks that join neighbours.
        let pieces = ["{", "}", "{{", "}}", "{{x}}", "{{#s}}", "{{/s}}", "{{! c }}", "{{> p}}", " ", "\t",
                      "\n", "\r\n", "\r", "a", "é", "e\u{301}", "\u{301}", "\u{600}", "\u{200D}", "👍🏽", "🇵🇹",
                      "\u{0915}\u{094D}", "#", "$", "\u{00A0}"]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<Int.random(in: 1...14, using: &generator) {
                source += pieces.randomElement(using: &generator)!
            }
            assertAgrees(source)
        }
    }

    func testRealTemplatesAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            assertAgrees(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        }
    }

    func testColumnsCountCharactersAfterTextThatIsNotASCII() {
        // "é" is two bytes, "e\u{301}" three, "👩‍👩‍👧" eighteen: one column each.
        XCTAssertEqual(outcome { try TemplateLexer(file: "t").tokenize("é e\u{301} 👩‍👩‍👧 {{x") },
                       .error("t:1:7: error: unclosed tag: '{{' has no matching '}}'"))
        XCTAssertEqual(outcome { try TemplateLexer(file: "t").tokenize("a\r\nçé{{x") },
                       .error("t:2:3: error: unclosed tag: '{{' has no matching '}}'"))
    }
}
