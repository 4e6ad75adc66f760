import XCTest
@testable import DuoGuide

/// `ChapterReferenceScanner.scan` asks the text's bytes whether a reference may start in it before
/// making its scalars. These tests hold it equal to the scan without that question (`oracle`) on
/// every line of the guides and on random text, with words that lowercase outside ASCII too.
final class ChapterReferenceScannerTests: XCTestCase {
    /// The scan over every scalar of the text, as it was before the bytes were asked.
    private static func oracle(_ scanner: ChapterReferenceScanner, _ text: String) -> [ChapterReferenceScanner.Reference] {
        let c = Array(text.unicodeScalars), words = scanner.words, joiners = scanner.joiners
        func matches(at i: Int, _ w: [Unicode.Scalar]) -> Bool {
            guard i + w.count <= c.count else { return false }
            for k in 0..<w.count where !ChapterReferenceScanner.lowercases(c[i + k], to: w[k]) { return false }
            return true
        }
        func number(at i: Int) -> (Int, Int)? {
            var j = i
            while j < c.count, ("0"..."9").contains(c[j]) { j += 1 }
            guard j > i, j - i <= 3, j == c.count || !c[j].isLetter else { return nil }
            return (c[i..<j].reduce(0) { 10 * $0 + Int($1.value - 0x30) }, j)
        }
        var refs: [ChapterReferenceScanner.Reference] = []
        var i = 0
        while i < c.count {
            guard let w = words.firstIndex(where: { matches(at: i, $0) }) else { i += 1; continue }
            if i > 0, c[i - 1].isLetter { i += 1; continue }
            var j = i + words[w].count
            guard j < c.count, c[j] == " " else { i += 1; continue }
            j += 1
            guard let (n, numberEnd) = number(at: j) else { i += 1; continue }
            refs.append(.init(number: n, range: i..<numberEnd))
            j = numberEnd
            if j + 1 < c.count, c[j] == " ", let joiner = joiners.first(where: { matches(at: j + 1, $0 + [" "]) }) {
                let k = j + 1 + joiner.count + 1
                if let (m, mEnd) = number(at: k) {
                    refs.append(.init(number: m, range: k..<mEnd))
                    j = mEnd
                }
            }
            i = j
        }
        return refs
    }

    private func scanners() throws -> [ChapterReferenceScanner] {
        var scanners: [ChapterReferenceScanner] = []
        for language in ["es", "pt", "fr"] {
            var phrases = try TestSupport.vocabulary(language).parser
            scanners.append(ChapterReferenceScanner(phrases: phrases))
            // Words whose letters lowercase outside ASCII, or to ASCII from outside it (the Kelvin sign).
            phrases.chapterReferenceWords = ["étape", "ÉTAPES", "kapitel", "straẞe", "sección"]
            scanners.append(ChapterReferenceScanner(phrases: phrases))
        }
        return scanners
    }

    func testEveryLineOfTheGuidesScansAsEveryScalarDoes() throws {
        var found = 0
        let scanners = try scanners()
        for language in ["es", "pt", "fr"] {
            for line in try TestSupport.contentLines("guide/\(language).txt") {
                for scanner in scanners {
                    let refs = scanner.scan(line)
                    XCTAssertEqual(refs, Self.oracle(scanner, line), line.debugDescription)
                    found += refs.count
                }
            }
        }
        XCTAssertGreaterThan(found, 100)
    }

    func testRandomTextScansAsEveryScalarDoes() throws {
        let pieces = ["capítulo 7", "capítulos 3 y 4", "Capítulo 12", "CAPÍTULO 5", "capítulo", "chapitre 2", "Chapitres 1 et 3",
                      "7", "12", " y ", " a ", " et ", " e ", "los", "étape 4", "ÉTAPE 9", "\u{212A}apitel 3", "KAPITEL 8",
                      "strasse 2", "STRAẞE 2", "straße 3", "SECCIÓN 6", "seccio\u{301}n 6", "capi\u{301}tulo 7", " ", " ", "1234"]
        var random = RandomText(seed: 0xC4A9, words: pieces + pieces + (try TestSupport.contentText("guide/fr.txt")).split(separator: " ").prefix(400).map(String.init))
        var found = 0
        let scanners = try scanners()
        for _ in 0..<3000 {
            let text = random.text(maximum: 40)
            for scanner in scanners {
                let refs = scanner.scan(text)
                XCTAssertEqual(refs, Self.oracle(scanner, text), text.debugDescription)
                found += refs.count
            }
        }
        XCTAssertGreaterThan(found, 1000)
    }
}
