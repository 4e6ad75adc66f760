import XCTest
@testable import DuoGuide

/// `WordMemo` numbers ASCII terms by their bytes and the others as Strings; ids must still be
/// equal exactly when the terms are equal Strings (canonical equivalence), as a `[String: Int32]`
/// numbering them would have them.
final class WordMemoTests: XCTestCase {
    func testIDsAreEqualExactlyWhenTheTermsAreEqualStrings() throws {
        var terms: [String] = []
        for language in ["es", "pt", "fr"] {
            terms += try TestSupport.contentText("guide/\(language).txt").split(whereSeparator: { " \n".contains($0) }).map(String.init)
        }
        var random = RandomText(seed: 0x1D5_0F7E, words: terms)
        for _ in 0..<5000 { terms.append(random.word()) }
        // Spellings beyond ASCII that equal ASCII ones, and accents composed and decomposed.
        terms += ["\u{212A}elvin", "Kelvin", "\u{212B}", "\u{C5}", "A\u{30A}", "e\u{301}", "\u{E9}", "\u{37E}", ";", "\u{1FEF}", "`"]
        var memo = WordMemo()
        var reference: [String: Int32] = [:]
        var seen = Set<Int32>()
        for term in terms {
            let id = memo.id(of: term)
            if let known = reference[term] {
                XCTAssertEqual(id, known, "«\(term)»")
            } else {
                XCTAssertFalse(seen.contains(id), "«\(term)» took the id of a different term")
                reference[term] = id
                seen.insert(id)
            }
        }
        XCTAssertEqual(memo.id(of: "\u{212A}elvin"), memo.id(of: "Kelvin"))
        XCTAssertEqual(memo.id(of: "\u{37E}"), memo.id(of: ";"))
        XCTAssertNotEqual(memo.id(of: "kelvin"), memo.id(of: "Kelvin"))
        XCTAssertGreaterThan(reference.count, 3000)
    }
}
