import XCTest
@testable import DuoGuide

/// Which names the parser accepts, in ASCII (checked on bytes) and beyond (checked on Characters):
/// both ways must draw the line in the same place.
final class TemplateNameTests: XCTestCase {
    private func loadError(_ templates: [String: String]) -> String? {
        do {
            _ = try TemplateLibrary(templates: templates)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testVariableNames() throws {
        let context: TemplateValue = ["a_b-1": ["c": "x"], "ação": "y", "名前": ["ñ": "z"]]
        XCTAssertEqual(try TemplateLibrary(templates: ["p": "{{a_b-1.c}}{{ação}}{{名前.ñ}}"]).render("p", context), "xyz")
        XCTAssertEqual(loadError(["p": "{{a.}}"]), "p:1:1: error: invalid name 'a.'")
        XCTAssertEqual(loadError(["p": "{{a b}}"]), "p:1:1: error: invalid name 'a b'")
        XCTAssertEqual(loadError(["p": "{{a+b}}"]), "p:1:1: error: invalid name 'a+b'")
        XCTAssertEqual(loadError(["p": "{{ação.}}"]), "p:1:1: error: invalid name 'ação.'")
        XCTAssertEqual(loadError(["p": "{{a→b}}"]), "p:1:1: error: invalid name 'a→b'")
        XCTAssertEqual(loadError(["p": "{{#ação..x}}{{/ação..x}}"]), "p:1:1: error: invalid name 'ação..x'")
    }

    func testPartialAndBlockNames() throws {
        XCTAssertEqual(try TemplateLibrary(templates: ["p": "{{> parts/a-1.b}}", "parts/a-1.b": "ok"]).render("p", [:]), "ok")
        XCTAssertEqual(try TemplateLibrary(templates: ["p": "{{> ção/ñ}}", "ção/ñ": "ok"]).render("p", [:]), "ok")
        XCTAssertEqual(loadError(["p": "{{> a b}}"]), "p:1:1: error: invalid template name 'a b'")
        XCTAssertEqual(loadError(["p": "{{> a→b}}"]), "p:1:1: error: invalid template name 'a→b'")
        XCTAssertEqual(try TemplateLibrary(templates: ["p": "{{$título}}d{{/título}}{{$x_1}}e{{/x_1}}"]).render("p", [:]), "de")
        XCTAssertEqual(loadError(["p": "{{$a.b}}{{/a.b}}"]), "p:1:1: error: invalid block name 'a.b'")
        XCTAssertEqual(loadError(["p": "{{$a→b}}{{/a→b}}"]), "p:1:1: error: invalid block name 'a→b'")
    }

    func testOnlyWhitespaceMaySitBetweenOverrides() throws {
        // Tab, vertical tab, form feed and a no-break space are whitespace as well.
        let page = "{{<base}}\t\u{0B}\u{0C} {{$b}}B{{/b}}\u{00A0}\n{{/base}}"
        XCTAssertEqual(try TemplateLibrary(templates: ["base": "[{{$b}}{{/b}}]", "page": page]).render("page", [:]), "[B]")
        XCTAssertEqual(loadError(["base": "x", "page": "{{<base}} é {{/base}}"]),
                       "page:1:1: error: text inside '{{<base}}' must be inside a '{{$block}}' override: 'é'")
        XCTAssertEqual(loadError(["base": "x", "page": "{{<base}} \u{1} {{/base}}"]),
                       "page:1:1: error: text inside '{{<base}}' must be inside a '{{$block}}' override: '\u{1}'")
    }
}
