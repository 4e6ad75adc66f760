import XCTest
@testable import DuoGuide

/// `TemplateObject`: a dictionary whose literals let later duplicates win.
final class TemplateObjectTests: XCTestCase {
    /// Names are identifiers: the same string of the same UTF-8 length. Names that share a length
    /// or a start are told apart, and an equivalent spelling of another length is another name.
    func testNamesMatchAsTheSameStringOfTheSameLength() {
        let object: TemplateObject = ["é": "precomposed", "K": "ASCII", "href": 1, "html": 2, "hreflang": 3]
        XCTAssertEqual(object["href"], 1)
        XCTAssertEqual(object["html"], 2)
        XCTAssertEqual(object["hreflang"], 3)
        XCTAssertEqual(object["é"], "precomposed")
        XCTAssertNil(object["hre"])
        XCTAssertNil(object["e\u{301}"], "decomposed, three bytes")
        XCTAssertNil(object["\u{212A}"], "the Kelvin sign, three bytes")
        let both: TemplateObject = ["é": 1, "e\u{301}": 2, "ñ": 3]
        XCTAssertEqual(both.count, 3)
        XCTAssertEqual(both["e\u{301}"], 2)
        XCTAssertEqual(both["ñ"], 3, "non-ASCII names of one length share a key")
        let angstrom: TemplateObject = ["\u{212B}": 1]
        XCTAssertEqual(angstrom["A\u{30A}"], 1, "an equivalent spelling of the same length")
    }

    /// An object of many fields (as the site strings are) finds them by the same rule.
    func testManyFieldsMatchByTheSameRule() {
        var many = TemplateObject((0 ..< 20).map { ("n\($0)", .int($0)) })
        many["é"] = "precomposed"
        XCTAssertEqual(many["n17"], 17)
        XCTAssertNil(many["e\u{301}"])
        many["e\u{301}"] = "decomposed"
        XCTAssertEqual(many.count, 22)
        XCTAssertEqual(many["é"], "precomposed")
        XCTAssertEqual(many["e\u{301}"], "decomposed")
        many["n3"] = nil
        XCTAssertNil(many["n3"])
        XCTAssertEqual(many["n19"], 19)
    }

    func testALiteralsLaterDuplicateWins() {
        let object: TemplateObject = ["a": 1, "b": 2, "a": 3]
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object["a"], 3)
        let value: TemplateValue = ["a": 1, "a": 2, "a": 4]
        XCTAssertEqual(value, .object(["a": 4]))
        XCTAssertEqual(value.valueCount, 2)
    }

    /// Small objects compare names, larger ones key them: both ways give the same answers, across
    /// the size where one turns into the other, whichever way it is crossed.
    func testObjectsOfEverySizeFindTheirNames() {
        let count = TemplateObject.keyedCount + 3
        var object = TemplateObject()
        for n in 0 ..< count {
            object["f\(n)"] = .int(n)
            XCTAssertEqual(object.count, n + 1)
            XCTAssertTrue((0 ... n).allSatisfy { object["f\($0)"] == .int($0) })
            XCTAssertNil(object["f\(n + 1)"])
        }
        for n in (0 ..< count).reversed() {
            object["f\(n)"] = nil
            XCTAssertEqual(object.count, n)
            XCTAssertTrue((0 ..< n).allSatisfy { object["f\($0)"] == .int($0) })
            XCTAssertNil(object["f\(n)"])
        }
        let pairs: [(String, TemplateValue)] = (0 ..< count).map { ("f\($0)", .int($0)) }
        let keyed = TemplateObject(pairs + [("f2", "later")])
        XCTAssertEqual(keyed.count, count)
        XCTAssertEqual(keyed["f2"], "later")
        XCTAssertEqual(keyed, TemplateObject(pairs.reversed() + [("f2", "later")]))
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

    /// An object made from a dictionary lists its fields by name, whatever order the dictionary
    /// (seeded per process) gives: a scan for a name then costs the same in every build.
    func testADictionarysFieldsAreOrderedByName() {
        let names = (0 ..< 40).map { "name\($0)" }
        let object = TemplateObject(Dictionary(uniqueKeysWithValues: names.map { ($0, TemplateValue.string($0)) }))
        XCTAssertEqual(object.fields.map(\.0), names.sorted())
        XCTAssertEqual(object["name7"], "name7")
    }
}
