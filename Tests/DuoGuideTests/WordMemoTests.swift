import XCTest
@testable import DuoGuide

/// `WordMemo` numbers terms by their bytes; ids must still be equal exactly when the terms are
/// equal Strings (canonical equivalence), as a `[String: Int32]` numbering them would have them,
/// for terms as the aligner makes them: words of NFC text folded, and cut at a scalar or Character.
final class WordMemoTests: XCTestCase {
    func testIDsAreEqualExactlyWhenTheTermsAreEqualStrings() throws {
        var words: [String] = []
        for language in ["es", "pt", "fr"] {
            words += try TestSupport.contentText("guide/\(language).txt").split(whereSeparator: { " \n".contains($0) }).map(String.init)
        }
        var random = RandomText(seed: 0x1D5_0F7E, words: words)
        for _ in 0..<5000 { words.append(random.word()) }
        // Spellings beyond ASCII that equal ASCII ones, accents composed and decomposed, and letters
        // that Foundation's fold decomposes after some neighbours.
        words += ["\u{212A}elvin", "Kelvin", "\u{212B}", "\u{C5}", "A\u{30A}", "e\u{301}", "\u{E9}", "\u{37E}", ";", "\u{1FEF}", "`",
                  "\u{C48}", "\u{AB38}\u{C48}", "\u{1112F}", "\u{4FC1}\u{1112F}", "\u{4FC1}\u{11132}\u{11127}"]
        var memo = WordMemo()
        var reference: [String: Int32] = [:]
        var seen = Set<Int32>()
        for word in words {
            let folded = WordFold.fold(word.nfc)
            for term in [folded, String(decoding: CheckpointAligner.stem(folded: Array(folded.utf8)[...]), as: UTF8.self), String(folded.prefix(5))] {
                let id = memo.id(of: term.utf8.span)
                if let known = reference[term] {
                    XCTAssertEqual(id, known, "«\(term)»")
                } else {
                    XCTAssertFalse(seen.contains(id), "«\(term)» took the id of a different term")
                    reference[term] = id
                    seen.insert(id)
                }
            }
        }
        XCTAssertEqual(memo.id(of: WordFold.fold("\u{212A}elvin".nfc).utf8.span), memo.id(of: "kelvin".utf8.span))
        XCTAssertNotEqual(memo.id(of: "kelvin".utf8.span), memo.id(of: "kelvi".utf8.span))
        XCTAssertGreaterThan(reference.count, 3000)
    }
}
