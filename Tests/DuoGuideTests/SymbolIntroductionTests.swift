import XCTest
@testable import DuoGuide

/// The introducing sentence cut around a symbol's span against `SentenceSplitter.split`: the
/// first of its sentences (each found after the last) that holds the span, or none. A symbol's
/// span is never empty.
final class SymbolIntroductionTests: XCTestCase {
    private func bySplitting(_ text: String, holding span: Range<Int>) -> (text: String, start: Int)? {
        let bytes = Array(text.utf8)
        var lower = 0
        for sentence in SentenceSplitter.split(text) {
            let own = Array(sentence.utf8)
            while lower + own.count <= bytes.count, !bytes[lower..<lower + own.count].elementsEqual(own) { lower += 1 }
            let upper = lower + own.count
            if lower <= span.lowerBound, span.upperBound <= upper { return (sentence, lower) }
            lower = upper
        }
        return nil
    }

    private func assertSame(_ text: String, _ span: Range<Int>, file: StaticString = #filePath, line: UInt = #line) {
        let cut = SymbolIntroduction.sentence(of: text, holding: span)
        let split = bySplitting(text, holding: span)
        XCTAssertEqual(cut?.text, split?.text, "\(text.debugDescription) \(span)", file: file, line: line)
        XCTAssertEqual(cut?.range.lowerBound, split?.start, "\(text.debugDescription) \(span)", file: file, line: line)
    }

    func testSentencesOfAParagraph() {
        let text = "Call `split` first. Then (see ch. 2. of it) use `map`?  Done!x `last` ends it."
        for lower in 0..<text.utf8.count {
            for upper in lower + 1...min(lower + 8, text.utf8.count) { assertSame(text, lower..<upper) }
        }
        XCTAssertEqual(SymbolIntroduction.sentence(of: text, holding: 7..<12)?.text, "Call `split` first.")
    }

    func testRandomTextsAsBySplitting() {
        var random = SeededGenerator(seed: 0x5E7)
        let pieces = ["a", "bc", " ", "  ", ".", "?", "!", "(", ")", "é", " \u{301}", "\u{301}", "x.y", "1.5", "👩‍💻"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let count = text.utf8.count
            let lower = Int.random(in: 0..<count, using: &random)
            assertSame(text, lower..<Int.random(in: lower + 1...count, using: &random))
        }
    }
}
