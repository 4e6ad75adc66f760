import XCTest
@testable import DuoGuide

/// The symbol table sorts each symbol's mentions in place and keeps one per line by looking at
/// neighbours in line order instead of hashing every place; it must keep what sorting (offset,
/// place) pairs and then a set of lines kept.
final class SymbolTableOracleTests: XCTestCase {
    /// `onePerLine` as it was: the first place of each (document, line), by a set.
    private func referenceOnePerLine(_ places: [Symbol.Place]) -> [Symbol.Place] {
        struct Line: Hashable {
            var document: String
            var line: Int
        }
        var seen = Set<Line>()
        return places.filter { seen.insert(Line(document: $0.document, line: $0.line)).inserted }
    }

    /// `ordered` as it was: (offset, place) pairs sorted by document, line and offset.
    private func referenceOrdered(_ places: [Symbol.Place]) -> [Symbol.Place] {
        places.enumerated().sorted { a, b in
            (a.element.document, a.element.line, a.offset) < (b.element.document, b.element.line, b.offset)
        }.map(\.element)
    }

    func testOneMentionPerLineAsTheSetKeptIt() throws {
        var random = SeededGenerator(seed: 0x5E7_0F11)
        for _ in 0..<2000 {
            let places = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Symbol.Place(document: ["guide-es", "guide-pt", "a", "e\u{301}", "é"].randomElement(using: &random)!,
                             chapter: ["chapter-1", nil].randomElement(using: &random)!, line: Int.random(in: 1...6, using: &random),
                             snippet: ["x", "y", "z"].randomElement(using: &random)!)
            }
            var kept = places
            SymbolTableBuilder.orderOnePerLine(&kept)
            let expected = referenceOnePerLine(referenceOrdered(places))
            XCTAssertEqual(kept, expected)
            // Equal places compare only some fields: the snippets tell apart which one was kept.
            XCTAssertEqual(kept.map(\.snippet), expected.map(\.snippet))
        }
        // The real table: every symbol's mentions, one per line, in order.
        for symbol in try TestSupport.realCorpus().symbols {
            XCTAssertEqual(symbol.mentions, referenceOnePerLine(symbol.mentions), symbol.key)
        }
    }
}
