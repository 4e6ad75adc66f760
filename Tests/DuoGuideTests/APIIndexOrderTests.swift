import XCTest
@testable import DuoGuide

/// The API index's letters and sort keys on bytes (for ASCII keys) against their Character
/// definitions.
final class APIIndexOrderTests: XCTestCase {
    private func letterByCharacter(_ key: String) -> String {
        key.first { $0.isLetter }.map { String($0).uppercased() } ?? "#"
    }

    private func sortKeyByCharacter(_ key: String) -> String {
        key.filter { $0.isLetter || $0.isNumber }.lowercased()
    }

    private func assertSame(_ key: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(APIIndexOrder.letter(of: key), letterByCharacter(key), key.debugDescription, file: file, line: line)
        XCTAssertEqual(APIIndexOrder.sortKey(of: key), sortKeyByCharacter(key), key.debugDescription, file: file, line: line)
    }

    func testEverySymbolOfTheGuidesAsByCharacter() throws {
        let symbols = try TestSupport.realCorpus().symbols
        XCTAssertGreaterThan(symbols.count, 100)
        for symbol in symbols { assertSame(symbol.key) }
    }

    func testRandomKeysAsByCharacter() {
        var random = SeededGenerator(seed: 0xA21)
        // Every ASCII byte, and what joins or is a letter or digit beyond ASCII.
        let pieces = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
            + ["\r\n", "é", "e\u{301}", "\u{301}", "ß", "İ", "ı", "ǅ", "²", "٣", "Ⅻ", "👩‍💻", "\u{600}", "ﬁ", "Ω"]
        for _ in 0..<5000 {
            let key = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            assertSame(key)
        }
        XCTAssertEqual(APIIndexOrder.letter(of: ".split"), "S")
        XCTAssertEqual(APIIndexOrder.letter(of: "#1"), "#")
        XCTAssertEqual(APIIndexOrder.sortKey(of: "UIView.Reserved_Region2"), "uiviewreservedregion2")
    }
}
