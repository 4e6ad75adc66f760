import XCTest
@testable import DuoGuide

/// `ChapterReferenceScanner.scan` asks the text's bytes whether a reference may start in it before
/// making its scalars. These tests hold it equal to the scan without that question (`scanAll`) on
/// every line of the guides and on random text, with words that lowercase outside ASCII too.
final class ChapterReferenceScannerTests: XCTestCase {
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
                    XCTAssertEqual(refs, scanner.scanAll(line), line.debugDescription)
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
                XCTAssertEqual(refs, scanner.scanAll(text), text.debugDescription)
                found += refs.count
            }
        }
        XCTAssertGreaterThan(found, 1000)
    }
}
