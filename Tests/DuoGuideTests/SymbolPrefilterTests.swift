import XCTest
@testable import DuoGuide

/// The byte prefilter lets the scanner skip a text only when the scan, by Characters and by
/// scalars, finds no token in it.
final class SymbolPrefilterTests: XCTestCase {
    private func assertSkipsOnlyEmptyScans(_ scanner: SymbolScanner, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard !SymbolScanner.mayHoldToken(text) else { return false }
        XCTAssertEqual(scanner.scan(Array(text)), [], text.debugDescription, file: file, line: line)
        if UTF8Search.isPlain(text) {
            XCTAssertEqual(scanner.scan(Unicode.Scalar.array(of: text)), [], text.debugDescription, file: file, line: line)
        }
        return true
    }

    func testEveryGuideLineItSkipsHasNoToken() throws {
        let scanner = SymbolScanner(notSymbols: [])
        var skipped = 0, lines = 0
        for language in ["es", "pt", "fr"] {
            for text in try TestSupport.contentLines("guide/\(language).txt") where !text.isEmpty {
                lines += 1
                if assertSkipsOnlyEmptyScans(scanner, text) { skipped += 1 }
            }
        }
        // Plenty of prose is skipped, and plenty is not.
        XCTAssertGreaterThan(skipped, lines / 4)
        XCTAssertLessThan(skipped, lines * 3 / 4)
    }

    func testRandomTextItSkipsHasNoToken() throws {
        let scanner = SymbolScanner(notSymbols: [])
        let words = try TestSupport.contentText("guide/es.txt").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let pieces = ["iPhone", "ZStack", "isActive", "a.b", ".split", "x(", "(", ")", ".", "@", "#", "\\", "_", "e\u{301}P",
                      "Ab\u{301}C", "\r\n", "A", "b", "9", "👩‍💻", ".É", "·", "ﬁ", "İ"]
        var random = RandomText(seed: 0x9F17, words: words + pieces + pieces + pieces)
        var skipped = 0
        for _ in 0..<20_000 where assertSkipsOnlyEmptyScans(scanner, random.text(maximum: 8)) { skipped += 1 }
        XCTAssertGreaterThan(skipped, 1000)
        // Each kind of token keeps its text.
        for text in ["iPhone", "ZStack", "isActive", ".split", "set(x)", "@State", "#if", "\\.scale", "A_B"] {
            XCTAssertTrue(SymbolScanner.mayHoldToken(text), text)
            XCTAssertFalse(scanner.scan(text).isEmpty, text)
        }
    }
}
