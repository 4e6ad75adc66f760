import XCTest
@testable import DuoGuide

/// `TemplateObject`: a dictionary whose literals let later duplicates win.
final class TemplateObjectTests: XCTestCase {
    /// Names that share a length, a start or all but their last byte, short and long (the tag holds
    /// a name of up to seven bytes in full; longer ones are compared in full).
    func testCanonicallyEquivalentNamesMatchAsStringsDo() {
        // String equality is canonical equivalence; the dictionary found "é" under "e\u{301}" too.
        let object: TemplateObject = ["é": "precomposed", "K": "ASCII"]
        XCTAssertEqual(object["e\u{301}"], "precomposed")
        XCTAssertEqual(object["\u{212A}"], "ASCII", "the Kelvin sign is canonically equivalent to K")
        let ascii: TemplateObject = ["\u{212A}": "Kelvin"]
        XCTAssertEqual(ascii["K"], "Kelvin")
    }

    func testALiteralsLaterDuplicateWins() {
        let object: TemplateObject = ["a": 1, "b": 2, "a": 3]
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object["a"], 3)
        let value: TemplateValue = ["a": 1, "a": 2, "a": 4]
        XCTAssertEqual(value, .object(["a": 4]))
        XCTAssertEqual(value.valueCount, 2)
    }

    func testSettingReplacesAndNilRemoves() {
        var object: TemplateObject = ["a": 1, "b": 2]
        object["a"] = 5
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object["a"], 5)
        object["a"] = nil
        XCTAssertNil(object["a"])
        XCTAssertEqual(object["b"], 2)
        XCTAssertEqual(object.count, 1)
        object["missing"] = nil
        XCTAssertEqual(object.count, 1)
    }

    func testEqualityIgnoresOrder() {
        let forward: TemplateObject = ["a": 1, "b": "x", "c": ["d": true]]
        let backward: TemplateObject = ["c": ["d": true], "b": "x", "a": 1]
        XCTAssertEqual(forward, backward)
        XCTAssertNotEqual(forward, ["a": 1, "b": "x"])
        XCTAssertNotEqual(forward, ["a": 1, "b": "y", "c": ["d": true]])
        XCTAssertNotEqual(forward, ["a": 1, "b": "x", "e": ["d": true]])
    }

    /// What a template renders does not depend on the order the fields were set in.
    func testRenderingDoesNotDependOnFieldOrder() throws {
        let library = try TemplateLibrary(templates: ["page": "{{a}}|{{#list}}{{a}}{{b}}{{href}}{{/list}}|{{c.d}}"])
        let fields: [(String, TemplateValue)] = [
            ("a", "outer"), ("href", "h"), ("c", ["d": "deep", "x": 1]),
            ("list", [["b": "1"], ["b": "2", "a": "inner"], ["href": "own", "b": "3"]]),
        ]
        var forward = TemplateObject()
        for (name, value) in fields { forward[name] = value }
        var backward = TemplateObject()
        for (name, value) in fields.reversed() { backward[name] = value }
        let expected = "outer|outer1hinner2houter3own|deep"
        XCTAssertEqual(try library.render("page", .object(forward)), expected)
        XCTAssertEqual(try library.render("page", .object(backward)), expected)
    }
}
