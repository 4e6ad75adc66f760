import XCTest
@testable import DuoGuide

/// `RawParagraph.split` tells blank lines by their bytes; a line is blank by its definition when
/// every Character is " ". The paragraphs must be those the definition cuts.
final class RawParagraphOracleTests: XCTestCase {
    /// The split by its definition: Characters compared with " ".
    private func referenceSplit(_ lines: [String]) -> [RawParagraph] {
        var result: [RawParagraph] = []
        var current: RawParagraph?
        for (offset, line) in lines.enumerated() {
            if line.allSatisfy({ $0 == " " }) {
                if let c = current { result.append(c); current = nil }
            } else if current == nil {
                current = RawParagraph(startLine: 1 + offset, lines: [line])
            } else {
                current!.lines.append(line)
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    func testParagraphsAreCutAsByCharacter() throws {
        var lines: [String] = []
        for language in ["es", "pt", "fr"] { lines += try TestSupport.contentLines("guide/\(language).txt") }
        // Lines that are nearly blank: a space a mark follows, no-break and other spaces, CR.
        let nearlyBlank = ["", " ", "   ", " \u{301}", "\u{301}", "\u{A0}", " \u{A0} ", "\u{2007}", "\r", " \r\n", "\t", "  \u{200B}"]
        var random = RandomText(seed: 0xB1A7C, words: Array(lines.prefix(400)) + nearlyBlank)
        var texts = [lines]
        for _ in 0..<300 {
            texts.append((0..<Int.random(in: 1...20, using: &random.generator)).map { _ in
                random.chance(0.4) ? nearlyBlank.randomElement(using: &random.generator)! : random.text(maximum: 6)
            })
        }
        var blank = 0
        for text in texts {
            let split = RawParagraph.split(text)
            XCTAssertEqual(split, referenceSplit(text), "\(text)")
            blank += text.count - split.reduce(0) { $0 + $1.lines.count }
        }
        XCTAssertGreaterThan(blank, 1000, "the texts have blank lines")
    }
}
