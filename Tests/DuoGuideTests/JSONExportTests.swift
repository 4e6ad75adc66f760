import Foundation
import XCTest
@testable import DuoGuide

/// The JSON export of the real Content is a stable public contract: every documented field is there
/// with its type, ids agree across languages, and two compiles give the same bytes.
final class JSONExportTests: XCTestCase {
    typealias Object = [String: Any]

    static let serialized: String = {
        guard let corpus = TestSupport.real.corpus else { return "" }
        return JSONExporter().export(corpus).serialized()
    }()

    private func root() throws -> Object {
        let parsed = try JSONSerialization.jsonObject(with: Data(Self.serialized.utf8))
        return try XCTUnwrap(parsed as? Object, "the export is a JSON object")
    }

    private func objects(_ value: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Object] {
        try XCTUnwrap(value as? [Object], "\(what) is an array of objects", file: file, line: line)
    }

    private enum Kind { case string, int, optionalString, optionalInt, array }

    private func assertFields(_ object: Object, _ fields: [String: Kind], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, kind) in fields {
            guard let value = object[name] else {
                XCTFail("\(context): missing field \(name)", file: file, line: line)
                continue
            }
            let ok: Bool
            switch kind {
            case .string: ok = value is String
            case .int: ok = value is Int
            case .optionalString: ok = value is String || value is NSNull
            case .optionalInt: ok = value is Int || value is NSNull
            case .array: ok = value is [Any]
            }
            XCTAssertTrue(ok, "\(context): field \(name) has the wrong type: \(value)", file: file, line: line)
        }
    }

    private func document(_ id: String) throws -> Object {
        try XCTUnwrap(try objects(root()["documents"], "documents").first { $0["id"] as? String == id }, "no document \(id)")
    }

    func testExportParsesWithSchemaVersionOne() throws {
        let json = try root()
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        XCTAssertEqual(JSONExporter.schemaVersion, 1)
        XCTAssertEqual(try objects(json["documents"], "documents").count, 5)
        XCTAssertEqual((json["diagnostics"] as? [Any])?.count, 0)
        XCTAssertGreaterThan(try objects(json["symbols"], "symbols").count, 100)
    }

    func testEveryFieldOfTheContract() throws {
        let json = try root()
        for d in try objects(json["documents"], "documents") {
            let id = d["id"] as? String ?? "?"
            assertFields(d, ["id": .string, "kind": .string, "language": .string, "source": .string, "title": .string,
                             "headings": .array, "codeBlocks": .array, "chapters": .array], "document \(id)")
            for h in try objects(d["headings"], "headings") { assertFields(h, ["line": .int, "text": .string], "\(id) heading") }
            for c in try objects(d["codeBlocks"], "codeBlocks") {
                assertFields(c, ["startLine": .int, "endLine": .int, "framework": .optionalString], "\(id) code block")
            }
            for c in try objects(d["chapters"], "chapters") {
                let cid = c["id"] as? String ?? "?"
                assertFields(c, ["id": .string, "kind": .string, "number": .optionalInt, "title": .string, "line": .int,
                                 "objective": .optionalString, "entries": .array, "checkpoints": .array], "\(id) \(cid)")
                for e in try objects(c["entries"], "entries") {
                    assertFields(e, ["title": .string, "availability": .optionalString, "line": .int, "whenToUse": .optionalString,
                                     "whenNotToUse": .optionalString, "symbols": .array], "\(id) \(cid) entry")
                }
                for q in try objects(c["checkpoints"], "checkpoints") {
                    assertFields(q, ["id": .string, "number": .int, "line": .int, "question": .string, "answer": .string], "\(id) \(cid) checkpoint")
                }
            }
        }
        for s in try objects(json["symbols"], "symbols") {
            assertFields(s, ["name": .string, "definitions": .array, "mentions": .array], "symbol")
            for place in try objects(s["definitions"], "definitions") + objects(s["mentions"], "mentions") {
                assertFields(place, ["document": .string, "chapter": .optionalString, "line": .int], "symbol \(s["name"] ?? "?") place")
            }
        }
    }

    func testValuesOfTheSpanishGuide() throws {
        let es = try document("guide-es")
        XCTAssertEqual(es["kind"] as? String, "guide")
        XCTAssertEqual(es["language"] as? String, "es")
        XCTAssertEqual(es["source"] as? String, "Content/guide/es.txt")
        XCTAssertEqual(es["title"] as? String, "Diseñar para el iPhone Duo, del diseño al código")
        let code = try objects(es["codeBlocks"], "codeBlocks")
        XCTAssertEqual(code.first?["startLine"] as? Int, 19)
        XCTAssertEqual(code.first?["endLine"] as? Int, 29)
        XCTAssertEqual(code.first?["framework"] as? String, "SwiftUI")
        XCTAssertTrue(code.last?["framework"] is NSNull, "line 1085 is neither SwiftUI nor UIKit")
        let chapters = try objects(es["chapters"], "chapters")
        XCTAssertEqual(chapters.map { $0["kind"] as? String }, Array(repeating: "chapter", count: 12) + ["appendix", "case-study"])
        XCTAssertTrue(chapters[12]["number"] is NSNull)
        XCTAssertTrue(chapters[12]["objective"] is NSNull)
        let ch3 = chapters[3]
        XCTAssertEqual(ch3["number"] as? Int, 3)
        XCTAssertEqual(ch3["line"] as? Int, 212)
        let q2 = try objects(ch3["checkpoints"], "checkpoints")[1]
        XCTAssertEqual(q2["id"] as? String, "chapter-3-q2")
        XCTAssertEqual(q2["line"] as? Int, 297)
        XCTAssertEqual(q2["answer"] as? String, "La interior no hace caso de la orientación declarada. Si es ancho o alto se compara el ancho y el alto del contenedor.")
        let entry = try objects(chapters[5]["entries"], "entries")[0]
        XCTAssertEqual(entry["title"] as? String, "toolbarVerticalBehavior")
        XCTAssertEqual(entry["availability"] as? String, "iOS 27.1")
        XCTAssertEqual(entry["line"] as? Int, 529)
        XCTAssertEqual(entry["symbols"] as? [String], ["toolbarVerticalBehavior"])
        let division = try objects(chapters[7]["entries"], "entries")[0]
        XCTAssertTrue(division["whenToUse"] is NSNull)
        XCTAssertTrue(division["whenNotToUse"] is NSNull)
        let headings = try objects(es["headings"], "headings")
        XCTAssertEqual(headings.first?["line"] as? Int, 13)
        XCTAssertEqual(headings.first?["text"] as? String, "El ejemplo que se rompe")
    }

    func testSymbolPlaces() throws {
        let symbols = try objects(try root()["symbols"], "symbols")
        let regions = try XCTUnwrap(symbols.first { $0["name"] as? String == "reservedRegions(kind:options:)" })
        let definitions = try objects(regions["definitions"], "definitions")
        XCTAssertEqual(definitions.map { $0["document"] as? String }, ["guide-es", "guide-fr", "guide-pt"])
        XCTAssertEqual(definitions.map { $0["chapter"] as? String }, ["chapter-7", "chapter-7", "chapter-7"])
        XCTAssertEqual(definitions.map { $0["line"] as? Int }, [689, 689, 689])
        let articleMention = try XCTUnwrap(symbols.first { $0["name"] as? String == "NavigationSplitView" })
        XCTAssertTrue(try objects(articleMention["mentions"], "mentions").contains {
            $0["document"] as? String == "estructura-segun-el-ancho" && $0["chapter"] is NSNull && $0["line"] as? Int == 3
        })
    }

    func testIDsAreEqualAcrossLanguages() throws {
        func ids(_ documentID: String) throws -> ([String], [String], [Int]) {
            let chapters = try objects(try document(documentID)["chapters"], "chapters")
            let checkpoints = try chapters.flatMap { try objects($0["checkpoints"], "checkpoints") }
            return (chapters.compactMap { $0["id"] as? String }, checkpoints.compactMap { $0["id"] as? String },
                    chapters.map { ($0["entries"] as? [Any])?.count ?? -1 })
        }
        let es = try ids("guide-es")
        XCTAssertEqual(es.0.count, 14)
        XCTAssertEqual(es.1.count, 41)
        for other in ["guide-pt", "guide-fr"] {
            let o = try ids(other)
            XCTAssertEqual(o.0, es.0, other)
            XCTAssertEqual(o.1, es.1, other)
            XCTAssertEqual(o.2, es.2, other)
        }
    }

    func testExportIsIdenticalAcrossTwoCompiles() throws {
        let (again, _) = Compiler.compile(contentDirectory: TestSupport.contentDirectory, displayRoot: "Content")
        let second = JSONExporter().export(try XCTUnwrap(again))
        XCTAssertEqual(second.serialized(), Self.serialized)
        XCTAssertEqual(second.serialized(pretty: true), JSONExporter().export(try TestSupport.realCorpus()).serialized(pretty: true))
        XCTAssertGreaterThan(Self.serialized.utf8.count, 100_000)
    }

    func testExportIsSafeInsideAScriptElement() {
        // Code such as `size.width > size.height` and `&&` is escaped, never written raw.
        XCTAssertFalse(Self.serialized.contains("<"))
        XCTAssertFalse(Self.serialized.contains(">"))
        XCTAssertFalse(Self.serialized.contains("&"))
        XCTAssertTrue(Self.serialized.contains("size.width \\u003e size.height"))
    }

    func testDiagnosticsAreExported() throws {
        let text = TestSupport.miniGuide(replacing: "2. ¿Sirve horizontalSizeClass", with: "3. ¿Sirve horizontalSizeClass")
        let corpus = try XCTUnwrap(try TestSupport.compileGuide(text).corpus)
        let parsed = try JSONSerialization.jsonObject(with: Data(JSONExporter().export(corpus).serialized().utf8)) as? Object
        let diagnostics = try objects(parsed?["diagnostics"], "diagnostics")
        XCTAssertEqual(diagnostics.count, 1)
        let d = try XCTUnwrap(diagnostics.first)
        assertFields(d, ["file": .string, "line": .int, "column": .int, "severity": .string, "message": .string], "diagnostic")
        XCTAssertEqual(d["file"] as? String, "T/guide/es.txt")
        XCTAssertEqual(d["line"] as? Int, TestSupport.lineNumber(of: "3. ¿Sirve horizontalSizeClass para detectar un iPad?", in: text))
        XCTAssertEqual(d["column"] as? Int, 1)
        XCTAssertEqual(d["severity"] as? String, "error")
        XCTAssertEqual(d["message"] as? String, "gap in question numbering: expected question 2, found 3")
    }
}
