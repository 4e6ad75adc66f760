import Foundation
import XCTest
@testable import DuoGuide

/// `JSONReader` against JSONDecoder, the reference: whenever the reader takes a file (its fast
/// path) it must give what JSONDecoder gives, and whatever it declines must end exactly as
/// JSONDecoder ends it (the same value, or the same described error). Checked on the real
/// manifest and locale files, on hand-picked corner cases, and on thousands of random mutations.
final class ContentJSONOracleTests: XCTestCase {
    /// A decoded value as comparable bytes, or the diagnostic its failure would give.
    enum Outcome: Equatable {
        case value(Data)
        case failure(String)
    }

    static func outcome<T: Codable>(_ decode: () throws -> T) -> Outcome {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return .value(try encoder.encode(try decode()))
        } catch {
            return .failure(JSONErrorDescription.describe(error))
        }
    }

    /// Checks one input for both files' types; returns whether the reader took it for `T`.
    @discardableResult
    func check<T: Codable>(_ data: Data, as type: T.Type, reading: @escaping (JSONReader.Value) -> T?,
                           _ what: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let reference = Self.outcome { try JSONDecoder().decode(type, from: data) }
        let fast = data.withUnsafeBytes { JSONReader.read($0.bindMemory(to: UInt8.self)).flatMap(reading) }
        if let fast {
            XCTAssertEqual(Self.outcome { fast }, reference, "the reader took \(what) differently", file: file, line: line)
        }
        XCTAssertEqual(Self.outcome { try ContentJSON.decode(type, from: data, reading: reading) }, reference,
                       "\(what) decodes differently", file: file, line: line)
        return fast != nil
    }

    static var realFiles: [(name: String, data: Data)] {
        get throws {
            try ["manifest.json", "locales/es.json", "locales/pt.json", "locales/fr.json"].map {
                ($0, try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent($0)))
            }
        }
    }

    func testTheRealFilesTakeTheFastPath() throws {
        for (name, data) in try Self.realFiles {
            if name == "manifest.json" {
                XCTAssertTrue(check(data, as: Manifest.self, reading: Manifest.init(json:), name), "\(name) was declined")
            } else {
                XCTAssertTrue(check(data, as: Vocabulary.self, reading: Vocabulary.init(json:), name), "\(name) was declined")
            }
        }
        XCTAssertTrue(check(Data(FourthLanguageTests.italianVocabulary.utf8), as: Vocabulary.self,
                            reading: Vocabulary.init(json:), "the Italian vocabulary"))
    }

    func testCornerCases() {
        let entry = #""id": "a", "kind": "guide", "language": "es", "path": "g.txt""#
        func manifest(_ documents: String, extra: String = "") -> String {
            #"{"languages": ["es"], "defaultLanguage": "es", "documents": [\#(documents)], "translations": [], "notSymbols": []\#(extra)}"#
        }
        let cases: [String] = [
            manifest("{\(entry)}"),
            manifest(#"{\#(entry), "slug": null}"#),
            manifest(#"{\#(entry), "slug": "s\u00e9\/x"}"#),
            manifest(#"{\#(entry), "slug": "\ud83d\ude00 \n\t\"\\"}"#),
            manifest(#"{\#(entry), "slug": "\ud83d"}"#),
            manifest(#"{\#(entry), "slug": "\ude00"}"#),
            manifest(#"{\#(entry), "slug": "\u0000"}"#),
            manifest(#"{\#(entry), "slug": "\x"}"#),
            manifest(#"{\#(entry), "slug": 3}"#),
            manifest(#"{\#(entry), "slug": true}"#),
            manifest(#"{\#(entry), "id": "b"}"#),
            manifest(#"{"id": "a", "kind": "book", "language": "es", "path": "g.txt"}"#),
            manifest(#"{"kind": "guide", "language": "es", "path": "g.txt"}"#),
            manifest("{\(entry)}", extra: #", "baseURL": null"#),
            manifest("{\(entry)}", extra: #", "baseURL": "https://example.org/""#),
            manifest("{\(entry)}", extra: #", "unknown": [1, -2.5e3, {"x": false}, null]"#),
            manifest("{\(entry)}", extra: #", "unknown": 01"#),
            manifest("{\(entry)}", extra: #", "languages": ["pt"]"#),
            manifest("{\(entry)},"),
            manifest("{\(entry)}") + " x",
            "\u{FEFF}" + manifest("{\(entry)}"),
            manifest("{\(entry)}").replacingOccurrences(of: "g.txt", with: "g\u{1}.txt"),
            #"["languages"]"#,
            "",
            "null",
        ]
        for (k, text) in cases.enumerated() {
            check(Data(text.utf8), as: Manifest.self, reading: Manifest.init(json:), "case \(k): \(text)")
        }
        // Bytes that are not UTF-8 inside a string.
        var bytes = Array(manifest("{\(entry)}").utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "g"))!] = 0xFF
        check(Data(bytes), as: Manifest.self, reading: Manifest.init(json:), "a 0xFF byte")
    }

    /// Random edits of the real files: bytes deleted, duplicated or replaced by JSON's own
    /// characters, so most mutants are near misses of valid files.
    func testRandomMutations() throws {
        let alphabet = Array(#"{}[]:,"\ -0123456789eE.tfnulra/bu"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF]
        var random = SeededGenerator(seed: 0x4A53_4F4E)
        for (name, data) in try Self.realFiles {
            let original = Array(data)
            for iteration in 0..<(name == "manifest.json" ? 1500 : 500) {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(bytes[at], at: at)
                    default: bytes[at] = alphabet.randomElement(using: &random)!
                    }
                }
                let what = "\(name), mutation \(iteration)"
                if name == "manifest.json" {
                    check(Data(bytes), as: Manifest.self, reading: Manifest.init(json:), what)
                } else {
                    check(Data(bytes), as: Vocabulary.self, reading: Vocabulary.init(json:), what)
                }
            }
        }
    }
}
