import Foundation
import XCTest
@testable import DuoGuide

/// Decoding lets the standard library validate UTF-8 and looks for the first bad byte only to
/// report it: the two must agree on which inputs are valid.
final class LoadOracleTests: XCTestCase {
    private func texts() throws -> [String] {
        let files = ["guide/es.txt", "guide/pt.txt", "guide/fr.txt",
                     "articles/es/estructura-segun-el-ancho.txt", "articles/es/arrangementview-split-overlay.txt"]
        var texts = try files.map { try TestSupport.contentText($0) }
        var random = RandomText(seed: 0x10AD, words: texts[0].split(separator: " ").prefix(2000).map(String.init) 
            + ["\t", "\u{A0}", "  ", "\u{FEFF}", "\u{202F}", "\u{2007}", "\u{200B}", "e\u{301}", "\u{301}", "à", "…", "“", "ŉ", "👩‍💻"])
        for _ in 0..<2000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &random.generator) {
                lines.append(random.text(maximum: 10) + (random.chance(0.2) ? " " : "") + (random.chance(0.1) ? "\t" : ""))
            }
            let end = ["\n", "\n", "\r\n", "\r"].randomElement(using: &random.generator)!
            texts.append((random.chance(0.1) ? "\u{FEFF}" : "") + lines.joined(separator: end))
        }
        return texts
    }

    /// `SourceDecoder.decode` as it was: the bytes searched for NUL, then validated by our own loop.
    private func referenceDecode(_ data: Data) -> Result<String, SourceDecoder.Failure> {
        if data.isEmpty { return .failure(.empty) }
        let bytes = [UInt8](data)
        if let nul = bytes.firstIndex(of: 0) { return .failure(.binary(offset: nul)) }
        if let bad = SourceDecoder.firstInvalidUTF8Offset(bytes) {
            var line = 1, lineStart = 0
            for i in 0..<bad where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            return .failure(.invalidUTF8(offset: bad, line: line, column: bad - lineStart + 1))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.allSatisfy({ $0.isWhitespace }) { return .failure(.empty) }
        return .success(text)
    }

    /// The lines as every line would be normalised without looking at its bytes: cut at the line
    /// ends (Characters: CR LF is one), each line through `TextNormalizer.normalize`.
    private func referenceLines(_ text: String) -> [String] {
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { TextNormalizer.normalize(String($0)) }
    }

    func testLinesAreEveryLineNormalised() throws {
        var needingWork = 0
        for text in try texts() {
            XCTAssertEqual(TextNormalizer.lines(of: Array(text.utf8)), referenceLines(text), "\(Array(text.unicodeScalars))")
            if text.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\u{A0}" || !PlainScalar.isPlain($0.value) }) { needingWork += 1 }
        }
        XCTAssertGreaterThan(needingWork, 1000)
    }

    func testDecodingIsTheReferenceDecoding() throws {
        var random = SeededGenerator(seed: 0xDEC0DE)
        var invalid = 0
        for text in try texts().prefix(800) {
            var bytes = Array(text.utf8.prefix(300))
            // Break some: stray continuation bytes, truncated sequences, overlong forms, surrogates, NUL.
            for _ in 0..<Int.random(in: 0...2, using: &random) where !bytes.isEmpty {
                let bad: [[UInt8]] = [[0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x00], [0xF0, 0x9F, 0x98]]
                bytes.insert(contentsOf: bad.randomElement(using: &random)!, at: Int.random(in: 0...bytes.count, using: &random))
            }
            let data = Data(bytes)
            let decoded = SourceDecoder.decode(data), reference = referenceDecode(data).map { TextNormalizer.lines(of: Array($0.utf8))! }
            XCTAssertEqual(decoded, reference, "\(bytes)")
            XCTAssertEqual(String(validating: bytes, as: UTF8.self) == nil, SourceDecoder.firstInvalidUTF8Offset(bytes) != nil, "\(bytes)")
            if case .failure(.invalidUTF8) = reference { invalid += 1 }
        }
        XCTAssertGreaterThan(invalid, 100)
    }

}
