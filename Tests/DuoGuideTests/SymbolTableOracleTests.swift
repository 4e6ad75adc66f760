import XCTest
@testable import DuoGuide

/// The symbol table keeps one mention per line by looking at neighbours in line order instead of
/// hashing every place; it must keep what the set of lines kept.
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

    func testOneMentionPerLineAsTheSetKeptIt() throws {
        var random = SeededGenerator(seed: 0x5E7_0F11)
        for _ in 0..<2000 {
            let places = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Symbol.Place(document: ["guide-es", "guide-pt", "a", "e\u{301}", "é"].randomElement(using: &random)!,
                             chapter: ["chapter-1", nil].randomElement(using: &random)!, line: Int.random(in: 1...6, using: &random),
                             snippet: ["x", "y", "z"].randomElement(using: &random)!)
            }
            let ordered = SymbolTableBuilder.ordered(places)
            XCTAssertEqual(SymbolTableBuilder.onePerLine(ordered), referenceOnePerLine(ordered))
        }
        // The real table: every symbol's mentions, one per line, in order.
        for symbol in try TestSupport.realCorpus().symbols {
            XCTAssertEqual(symbol.mentions, referenceOnePerLine(symbol.mentions), symbol.key)
        }
    }
}

/// The scanner classifies a word from counts made while finding its end; they must decide as
/// `isCodeLikeASCII` decides on the word itself.
final class SymbolScannerOracleTests: XCTestCase {
    func testWordShapesDecideAsTheWordDoes() {
        let scanner = SymbolScanner(notSymbols: [])
        var random = SeededGenerator(seed: 0x5CA9)
        let alphabet = Array("aAbBzZ_09xY")
        for _ in 0..<20_000 {
            let word = String((0..<Int.random(in: 1...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let scalars = Unicode.Scalar.array(of: word)
            var shape = SymbolScanner.IdentifierShape()
            let end = scanner.identifierEnd(scalars, from: 0, shape: &shape)
            XCTAssertEqual(end, scalars.count)
            XCTAssertEqual(shape.isCodeLike, SymbolScanner.isCodeLikeASCII(scalars[...]), word)
            // A chain of types (`UIView.ReservedRegion`) has a period: code whatever its shape.
            XCTAssertTrue(SymbolScanner.isCodeLikeASCII((scalars + Unicode.Scalar.array(of: ".Region"))[...]), word)
        }
    }
}
