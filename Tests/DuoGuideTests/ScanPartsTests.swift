import XCTest
@testable import DuoGuide

/// A long document is scanned for symbols in parts, one job each (`Compiler.scanParts`); the
/// parts, taken in order, must be exactly the scan of the whole document.
final class ScanPartsTests: XCTestCase {
    private func described(_ parts: [DocumentSymbols]) -> [String] {
        func place(_ p: Symbol.Place) -> String {
            "\(p.document)|\(p.chapter ?? "-")|\(p.line)|\(p.anchor ?? "-")|\(p.snippet)|\(p.snippetSymbols.map { "\($0)" } ?? "-")"
        }
        func token(_ t: SymbolScanner.Token) -> String { "\(t.key)|\(t.spelling)|\(t.range)" }
        var out: [String] = []
        for s in parts {
            out += s.occurrences.definitions.map { "def " + token($0.token) + " @ " + place($0.place) }
            out += s.occurrences.mentions.map { "men " + token($0.token) + " @ " + place($0.place) }
            out += s.codeLines.lines.map { "code \(s.codeLines.keys(of: $0)) \($0.line) \($0.chapter ?? "-") \($0.text)" }
            out += s.entrySymbols.map { "entry \($0.chapter) \($0.block) \($0.keys)" }
            out += s.proseTexts.map { "prose \($0.text) \($0.spans.map { "\($0.range)=\($0.key)" })" }
        }
        // Each list in order across the parts: sorted by kind only, stable within a kind.
        return out.enumerated().sorted { ($0.element.prefix(4), $0.offset) < ($1.element.prefix(4), $1.offset) }.map(\.element)
    }

    func testPartsInOrderAreTheWholeScan() throws {
        let corpus = try TestSupport.realCorpus()
        let scanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        for document in corpus.documents {
            let whole = described([DocumentSymbols(scanning: document, with: scanner)])
            XCTAssertGreaterThan(whole.count, 10, document.id)
            for parts in 2...5 {
                let scanned = (0..<parts).map { part in
                    DocumentSymbols(scanning: document, chapters: Compiler.scanPart(part, of: parts, chapterCount: document.chapters.count),
                                    intro: part == 0, with: scanner)
                }
                XCTAssertEqual(described(scanned), whole, "\(document.id) in \(parts) parts")
            }
        }
    }

    /// The parts' chapter ranges follow one another from 0 to the last chapter, none empty when
    /// there are at least as many chapters as parts.
    func testPartsCoverEveryChapterOnce() {
        for chapters in [0, 1, 3, 12, 1_201, 12_000] {
            for parts in 1...4 {
                let ranges = (0..<parts).map { Compiler.scanPart($0, of: parts, chapterCount: chapters) }
                XCTAssertEqual(ranges.first?.lowerBound, 0)
                XCTAssertEqual(ranges.last?.upperBound, chapters)
                XCTAssertTrue(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(chapters) in \(parts)")
                if chapters >= parts { XCTAssertFalse(ranges.contains { $0.isEmpty }, "\(chapters) in \(parts)") }
            }
        }
    }

    func testPartCounts() {
        XCTAssertEqual(Compiler.scanParts(lineCount: 0), 1)
        XCTAssertEqual(Compiler.scanParts(lineCount: 1_200), 1, "the real guide")
        XCTAssertEqual(Compiler.scanParts(lineCount: 98_625), 3, "×100")
        XCTAssertEqual(Compiler.scanParts(lineCount: 985_125), 4, "×1000")
    }
}
