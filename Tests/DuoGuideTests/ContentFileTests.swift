import Foundation
import XCTest
@testable import DuoGuide

/// The manifest and locale files: a syntax error is reported at its own line and column, a missing
/// or mistyped field by its path, and the real files read as JSONDecoder reads them.
final class ContentFileTests: XCTestCase {
    private let manifest = """
    {
      "languages": ["es"],
      "defaultLanguage": "es",
      "documents": [{"id": "g", "kind": "guide", "language": "es", "path": "guide/es.txt"}],
      "translations": [],
      "notSymbols": []
    }
    """

    private func compile(manifest: String, locale: Data? = nil) throws -> [String] {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spanish = try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent("locales/es.json"))
        try TestSupport.write(locale ?? spanish, to: "locales/es.json", in: folder)
        try TestSupport.write(Data(TestSupport.miniGuide.utf8), to: "guide/es.txt", in: folder)
        try TestSupport.write(Data(manifest.utf8), to: "manifest.json", in: folder)
        return Compiler.compile(contentDirectory: folder, displayRoot: "T").1.map(\.description)
    }

    func testTheCleanFilesCompile() throws {
        XCTAssertEqual(try compile(manifest: manifest), [])
    }

    func testASyntaxErrorInTheManifestIsReportedWhereItIs() throws {
        // A doubled comma on line 4, after "documents": [{…}, — the second comma is at column 88.
        let broken = manifest.replacingOccurrences(of: "guide/es.txt\"}],", with: "guide/es.txt\"},,],")
        XCTAssertEqual(try compile(manifest: broken),
                       ["T/manifest.json:4:88: error: invalid manifest: not valid JSON: expected a value, found ','"])
    }

    func testASyntaxErrorInALocaleIsReportedWhereItIs() throws {
        // A missing comma after the language name: «"languageName": "Español" "parser"…».
        var text = String(decoding: try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent("locales/es.json")), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: "\"languageName\": \"Español\","))
        text.replaceSubrange(range, with: "\"languageName\": \"Español\"")
        // Line 3 is «  "languageName": "Español",»; the error is the next field's quote, line 4, column 3.
        let expected = "T/locales/es.json:4:3"
        let diagnostics = try compile(manifest: manifest, locale: Data(text.utf8))
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.hasPrefix(expected + ": error: invalid vocabulary: not valid JSON: expected ',' or '}'") == true,
                      "\(diagnostics) vs \(expected)")
    }

    func testSyntaxErrorPositions() {
        func place(_ text: String) -> String {
            do {
                _ = try JSONReader.read(Array(text.utf8))
                return "read"
            } catch {
                return "\(error.line):\(error.column) \(error.message)"
            }
        }
        XCTAssertEqual(place("{\"a\": [1, 2]}"), "read")
        XCTAssertEqual(place("{\n  \"ñandú\": tru\n}"), "2:12 expected a value, found 't'")
        XCTAssertEqual(place("{\n  \"a\": \"x\"\n  \"b\": 1\n}"), "3:3 expected ',' or '}' after a field, found '\"'")
        XCTAssertEqual(place("[1, 2"), "1:6 expected ',' or ']' after an item, found the end of the file")
        XCTAssertEqual(place("{\"a\": \"open"), "1:7 unterminated string")
        XCTAssertEqual(place("{\"a\": \"\\q\"}"), "1:8 unknown escape '\\q'")
        XCTAssertEqual(place("{\"a\": \"\\ud83d\"}"), "1:8 a lone surrogate in \\u escape")
        XCTAssertEqual(place("{\"a\": 01}"), "1:7 a number may not start with 0")
        XCTAssertEqual(place("{} x"), "1:4 unexpected text after the JSON value")
        XCTAssertEqual(place(""), "1:1 expected a value, found the end of the file")
        XCTAssertEqual(place("\u{FEFF}{\"a\": \"\\ud83d\\ude00 \\n\"}"), "read")
    }

    func testALocaleMissingAParserPhraseNamesIt() throws {
        let url = TestSupport.contentDirectory.appendingPathComponent("locales/es.json")
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var parser = try XCTUnwrap(object["parser"] as? [String: Any])
        parser["stopwords"] = nil
        object["parser"] = parser
        let locale = try JSONSerialization.data(withJSONObject: object)
        XCTAssertEqual(try compile(manifest: manifest, locale: locale),
                       ["T/locales/es.json:1:1: error: invalid vocabulary: missing field 'parser.stopwords'"])
        parser["stopwords"] = "y"
        object["parser"] = parser
        XCTAssertEqual(try compile(manifest: manifest, locale: JSONSerialization.data(withJSONObject: object)),
                       ["T/locales/es.json:1:1: error: invalid vocabulary: wrong type at 'parser.stopwords' (expected a list)"])
    }

    func testAMistypedOrInvalidManifestFieldIsNamedByItsPath() throws {
        XCTAssertEqual(try compile(manifest: manifest.replacingOccurrences(of: "\"kind\": \"guide\"", with: "\"kind\": \"book\"")),
                       ["T/manifest.json:1:1: error: invalid manifest: invalid value at 'documents.0.kind'"])
        XCTAssertEqual(try compile(manifest: manifest.replacingOccurrences(of: "\"id\": \"g\"", with: "\"id\": 7")),
                       ["T/manifest.json:1:1: error: invalid manifest: wrong type at 'documents.0.id' (expected a string)"])
        XCTAssertEqual(try compile(manifest: "[]"),
                       ["T/manifest.json:1:1: error: invalid manifest: wrong type at '(top level)' (expected an object)"])
    }

    /// The real files give what JSONDecoder gives for them.
    func testTheRealFilesReadAsJSONDecoderReadsThem() throws {
        func encoded<T: Encodable>(_ value: T) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(value)
        }
        let content = TestSupport.contentDirectory
        let manifestData = try Data(contentsOf: content.appendingPathComponent("manifest.json"))
        XCTAssertEqual(try encoded(ContentFile.decode(manifestData, as: Manifest.self)),
                       try encoded(JSONDecoder().decode(Manifest.self, from: manifestData)))
        for language in ["es", "pt", "fr"] {
            let data = try Data(contentsOf: content.appendingPathComponent("locales/\(language).json"))
            XCTAssertEqual(try encoded(Vocabulary.decode(data)),
                           try encoded(JSONDecoder().decode(Vocabulary.self, from: data)), language)
        }
    }

    /// Parser phrases are compared with the NFC text scalar by scalar, so a locale written in NFD
    /// is put in NFC as it is read.
    func testParserPhrasesAreReadInNFC() throws {
        let url = TestSupport.contentDirectory.appendingPathComponent("locales/es.json")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let decomposed = Data(text.decomposedStringWithCanonicalMapping.utf8)
        XCTAssertNotEqual(decomposed, try Data(contentsOf: url), "the Spanish locale has accents to decompose")
        let phrases = try Vocabulary.decode(decomposed).parser
        XCTAssertEqual(Array(phrases.chapter.unicodeScalars), Array("Capítulo".unicodeScalars))
        XCTAssertEqual(phrases.stopwords.map { Array($0.unicodeScalars) }, try TestSupport.vocabulary("es").parser.stopwords.map { Array($0.unicodeScalars) })
    }
}
