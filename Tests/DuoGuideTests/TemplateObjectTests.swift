import XCTest
@testable import DuoGuide

/// `TemplateObject` finds fields by a scan over tags instead of hashing: these check that it
/// answers as the dictionary it replaced did.
final class TemplateObjectTests: XCTestCase {
    /// Names that share a length, a start or all but their last byte, short and long (the tag holds
    /// a name of up to seven bytes in full; longer ones are compared in full).
    private let names = ["a", "b", "ab", "ba", "href", "html", "hrefs", "lang", "langRoot", "langRooT",
                         "homeHref", "homeHrefX", "searchHref", "searchHrefs", "descriptionHTML",
                         "descriptionHTMl", "verylongnamethatisnotsmall-0", "verylongnamethatisnotsmall-1",
                         "é", "e", "ee", "ñandú", ""]

    func testEveryNameFindsItsOwnValueAndNoOther() {
        var object = TemplateObject()
        for (i, name) in names.enumerated() { object[name] = .int(i) }
        XCTAssertEqual(object.count, names.count)
        for (i, name) in names.enumerated() {
            XCTAssertEqual(object[name], .int(i), name)
        }
    }

    func testMissesAreNil() {
        let object: TemplateObject = ["href": "x", "homeHref": "y", "verylongnamethatisnotsmall-0": "z"]
        for name in ["hre", "hreF", "homeHre", "homeHref ", "verylongnamethatisnotsmall-1", "verylongnamethatisnotsmall", "", "h"] {
            XCTAssertNil(object[name], name)
        }
    }

    func testCanonicallyEquivalentNamesMatchAsStringsDo() {
        // String equality is canonical equivalence; the dictionary found "é" under "e\u{301}" too.
        let object: TemplateObject = ["é": "precomposed", "K": "ASCII"]
        XCTAssertEqual(object["e\u{301}"], "precomposed")
        XCTAssertEqual(object["\u{212A}"], "ASCII", "the Kelvin sign is canonically equivalent to K")
        let ascii: TemplateObject = ["\u{212A}": "Kelvin"]
        XCTAssertEqual(ascii["K"], "Kelvin")
    }

    /// A name of eight bytes or more whose only bytes that are not ASCII come last: the tag reads
    /// its end as one word, which must still tell that it is not ASCII.
    func testNamesEndingInOtherThanASCIIAreComparedAsStrings() {
        for name in ["descriptioné", "abcdefgé", "abcdefghé", "abcdefghijklmnoé", "abcdefghijklmnopé"] {
            let decomposed = name.dropLast() + "e\u{301}"
            let object: TemplateObject = [String(decomposed): "found", "other": 1]
            XCTAssertEqual(object[name], "found", name)
            let reverse: TemplateObject = [name: "found", "other": 1]
            XCTAssertEqual(reverse[String(decomposed)], "found", name)
            XCTAssertNil(reverse[String(name.dropLast()) + "e"], name)
        }
    }

    func testALiteralsLaterDuplicateWins() {
        let object: TemplateObject = ["a": 1, "b": 2, "a": 3]
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object["a"], 3)
        let value: TemplateValue = ["a": 1, "a": 2, "a": 4]
        XCTAssertEqual(value, .object(["a": 4]))
        XCTAssertEqual(value.valueCount, 2)
    }

    /// A literal's values are moved into the object: the values it was written with (held by
    /// others too) are unchanged, and the literal's elements are left empty and null.
    func testLiteralsMoveTheirValuesIn() {
        let text = String(repeating: "shared text ", count: 4)
        let list: TemplateValue = [.string(text), ["inner": .string(text)]]
        let object: TemplateObject = ["text": .string(text), "list": list, "text": .string(text + "!")]
        XCTAssertEqual(object["text"], .string(text + "!"))
        XCTAssertEqual(object["list"], list)
        XCTAssertEqual(list, [.string(text), ["inner": .string(text)]])
        XCTAssertEqual(text, String(repeating: "shared text ", count: 4))

        var elements: [(String, TemplateValue)] = (0..<20).map { ("name\($0)", .string(text + "\($0)")) }
        let large = TemplateObject(movingOutOf: &elements)
        XCTAssertEqual(large.count, 20)
        for i in 0..<20 { XCTAssertEqual(large["name\(i)"], .string(text + "\(i)")) }
        XCTAssertTrue(elements.allSatisfy { $0.0.isEmpty && $0.1 == .null })
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

    func testMergeLetsTheOtherObjectWin() {
        var object: TemplateObject = ["a": 1, "b": 2]
        object.merge(["b": 3, "c": 4])
        XCTAssertEqual(object, ["a": 1, "b": 3, "c": 4])
    }

    func testEqualityIgnoresOrder() {
        let forward: TemplateObject = ["a": 1, "b": "x", "c": ["d": true]]
        let backward: TemplateObject = ["c": ["d": true], "b": "x", "a": 1]
        XCTAssertEqual(forward, backward)
        XCTAssertNotEqual(forward, ["a": 1, "b": "x"])
        XCTAssertNotEqual(forward, ["a": 1, "b": "y", "c": ["d": true]])
        XCTAssertNotEqual(forward, ["a": 1, "b": "x", "e": ["d": true]])
    }

    func testADictionaryKeepsItsFields() {
        let dictionary: [String: TemplateValue] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, .int($0)) })
        let object = TemplateObject(dictionary)
        XCTAssertEqual(Set(object.names), Set(dictionary.keys))
        for (name, value) in dictionary { XCTAssertEqual(object[name], value, name) }
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
    // MARK: Large objects (found through a table of tags, not a scan)

    /// Every name of `names` in many variants: enough fields for an object to keep its table of
    /// tags, with names that collide in the tag's seven bytes and length.
    private var manyNames: [String] {
        names + (0..<150).map { "name\($0)" } + (0..<40).map { "descriptionHTML\($0)" } + ["K", "\u{212A}x"]
            + (0..<5).map { "ñ\($0)" }
    }

    /// Random sets, replacements and removals on one object, checked against a dictionary after
    /// each, so the table is checked as it grows past its threshold, is rebuilt and shrinks back.
    func testLargeObjectsAnswerAsADictionary() {
        var generator = SeededGenerator(seed: 0x7A61)
        let pool = manyNames
        let probes = pool + ["name", "name150", "descriptionHTM", "e\u{301}", "k", "\u{212A}"]
        for _ in 0..<4 {
            var object = TemplateObject()
            var reference: [String: TemplateValue] = [:]
            for step in 0..<600 {
                let name = pool[Int(generator.next() % UInt64(pool.count))]
                let value: TemplateValue? = generator.next() % 5 == 0 ? nil : .int(step)
                object[name] = value
                reference[name] = value
                if step % 25 == 0 {
                    XCTAssertEqual(object.count, reference.count)
                    for probe in probes { XCTAssertEqual(object[probe], reference[probe], probe) }
                }
            }
            XCTAssertEqual(Set(object.names), Set(reference.keys))
        }
    }

    func testLargeObjectsFromDictionariesAndLiteralsFindEveryName() {
        let dictionary = Dictionary(uniqueKeysWithValues: manyNames.enumerated().map { ($1, TemplateValue.int($0)) })
        let object = TemplateObject(dictionary)
        for (name, value) in dictionary { XCTAssertEqual(object[name], value, name) }
        XCTAssertEqual(object["e\u{301}"], dictionary["é"])
        XCTAssertEqual(object["\u{212A}"], dictionary["K"], "canonically equivalent to an ASCII name")
        for miss in ["name150", "descriptionHTML40", "zz", "nam"] { XCTAssertNil(object[miss], miss) }
        var removed = object
        for name in manyNames.prefix(200) { removed[name] = nil }
        for (i, name) in manyNames.enumerated() {
            XCTAssertEqual(removed[name], i < 200 ? nil : .int(i), name)
        }
    }

    /// Templates find names by probes (tag and tail words) when they are short ASCII ones: names
    /// that share a length and first seven bytes must still find their own values, in small
    /// objects (scanned) and large ones (through the table).
    func testTemplatesFindNamesThatShareATag() throws {
        let similar = ["langRoot", "langRooT", "homeHref", "homeHrefX", "searchHref", "searchHrefs",
                       "descriptionHTML", "descriptionHTMl", "abcdefgXYZ12345", "abcdefgXYZ12346", "abcdefgXYZ123456"]
        let source = similar.map { "{{\($0)}}" }.joined(separator: "|")
        let library = try TemplateLibrary(templates: ["page": source, "nested": "{{#o}}\(source){{/o}}"])
        let expected = similar.joined(separator: "|")
        var small = TemplateObject()
        for name in similar { small[name] = .string(name) }
        var large = small
        for name in manyNames where !similar.contains(name) { large[name] = "other" }
        for object in [small, large] {
            XCTAssertEqual(try library.render("page", .object(object)), expected)
            XCTAssertEqual(try library.render("nested", ["o": .object(object)]), expected)
        }
    }

    /// A template looks names up in a large object as in a small one.
    func testRenderingFromALargeObject() throws {
        var strings = TemplateObject()
        for name in manyNames { strings[name] = .string("<\(name)>") }
        let library = try TemplateLibrary(templates: ["page": "{{t.name7}}|{{t.descriptionHTML}}|{{#t}}{{name149}}{{href}}{{/t}}"])
        XCTAssertEqual(try library.render("page", ["t": .object(strings)]),
                       "&lt;name7&gt;|&lt;descriptionHTML&gt;|&lt;name149&gt;&lt;href&gt;")
    }
}
