import Foundation
import XCTest
@testable import DuoGuide

/// The symbol table of the real Content, the symbol scanner on small inputs, and the chapter
/// reference scanner.
final class SymbolTests: XCTestCase {
    private func symbol(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> Symbol {
        try XCTUnwrap(TestSupport.realCorpus().symbol(key: key), "no symbol \(key)", file: file, line: line)
    }

    /// Places compared by document, chapter and line only (other fields, such as excerpts, may be added).
    private func contains(_ places: [Symbol.Place], _ document: String, _ chapter: String?, _ line: Int) -> Bool {
        places.contains { $0.document == document && $0.chapter == chapter && $0.line == line }
    }

    func testTableContainsTheAPINames() throws {
        for key in ["NavigationSplitView", "horizontalSizeClass", "UIView.ReservedRegion", ".split", "reservedRegions",
                    "@Environment", "#available", "ViewThatFits", "UIWindowScene.ActivationAction", "IPHONEOS_DEPLOYMENT_TARGET"] {
            XCTAssertNotNil(try TestSupport.realCorpus().symbol(key: key), key)
        }
        XCTAssertEqual(try symbol("reservedRegions").name, "reservedRegions(kind:options:)")
        XCTAssertEqual(try symbol("updateArrangement").name, "updateArrangement(_:animated:)")
        XCTAssertEqual(try symbol(".split").name, ".split")
    }

    func testTableHasNoPlainWords() throws {
        let keys = Set(try TestSupport.realCorpus().symbols.map { $0.key.lowercased() })
        for word in ["status", "overlay", "content", "Split", "View", "iPhone", "SwiftUI", "UIKit", "iOS", "API", "HIG", "Duo", "Split View"] {
            XCTAssertFalse(keys.contains(word.lowercased()), "«\(word)» is a plain word, not a symbol")
        }
    }

    /// «(@sarunw)» in article 003 is a social-media handle in prose, not a Swift attribute.
    /// The scanners classify scalars as `Character` classifies the Character made of each alone.
    func testScalarLettersAndNumbersAreTheCharacters() {
        for value in 0...0x2FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(scalar.isLetter, Character(scalar).isLetter, "U+\(String(value, radix: 16))")
            XCTAssertEqual(scalar.isNumber, Character(scalar).isNumber, "U+\(String(value, radix: 16))")
        }
    }

    func testSocialHandleIsNotAnAttribute() throws {
        XCTAssertNil(try TestSupport.realCorpus().symbol(key: "@sarunw"))
    }

    func testTableIsSortedWithUniqueKeysAndSlugs() throws {
        let symbols = try TestSupport.realCorpus().symbols
        XCTAssertEqual(Set(symbols.map(\.key)).count, symbols.count)
        XCTAssertEqual(Set(symbols.map(\.slug)).count, symbols.count)
        XCTAssertEqual(symbols.map(\.key), symbols.map(\.key).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
        for s in symbols {
            XCTAssertFalse(s.slug.isEmpty)
            XCTAssertTrue(s.slug.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, s.slug)
        }
    }

    func testDotSplitIsNotMentionedWhereTheTextOnlySaysSplitView() throws {
        let lines = try TestSupport.contentLines("guide/es.txt")
        let splitViewOnly = lines.indices.filter { lines[$0].contains("Split View") && !lines[$0].contains(".split") }.map { $0 + 1 }
        XCTAssertTrue(splitViewOnly.contains(47) && splitViewOnly.contains(831) && splitViewOnly.count >= 15)
        let mentions = Set(try symbol(".split").mentions.filter { $0.document == "guide-es" }.map(\.line)).sorted()
        XCTAssertEqual(mentions, [721, 733, 739, 744, 746, 767, 1107])
        XCTAssertTrue(Set(mentions).isDisjoint(with: splitViewOnly))
        XCTAssertNil(try TestSupport.realCorpus().symbol(key: "Split"))
    }

    func testDefinitionsInAllThreeGuides() throws {
        let s = try symbol("NavigationSplitView")
        XCTAssertEqual(s.definitions.map(\.document), ["guide-es", "guide-fr", "guide-pt"])
        XCTAssertEqual(Set(s.definitions.map(\.line)), [395])
        XCTAssertEqual(Set(s.definitions.compactMap(\.chapter)), ["chapter-4"])
        XCTAssertEqual(Set(s.definitions.compactMap(\.anchor)), ["chapter-4-entry-1"])
        let regions = try symbol("reservedRegions")
        XCTAssertEqual(regions.definitions.map(\.line), [689, 689, 689])
        XCTAssertTrue(try symbol("@Environment").definitions.isEmpty, "mentioned, never an entry title")
    }

    func testMentionsIncludeCodeLinesAndArticles() throws {
        let split = try symbol("NavigationSplitView").mentions
        // 319: first line of the chapter 4 sample; 809: inside chapter 9's Mailbox sample.
        XCTAssertTrue(contains(split, "guide-es", "chapter-4", 319))
        XCTAssertTrue(contains(split, "guide-es", "chapter-9", 809))
        XCTAssertTrue(contains(split, "estructura-segun-el-ancho", nil, 3))
        let regions = try symbol("reservedRegions").mentions.filter { $0.document == "guide-es" }.map(\.line)
        for line in [656, 659, 661, 668, 670, 677, 682] { XCTAssertTrue(regions.contains(line), "reservedRegions at es:\(line)") }
        XCTAssertTrue(contains(try symbol("@Environment").mentions, "guide-es", "chapter-3", 245))
        // Mentions are sorted and never repeated.
        XCTAssertEqual(split, split.sorted())
        XCTAssertEqual(Set(split.map { "\($0.document) \($0.line)" }).count, split.count)
    }

    /// A line that names a symbol twice (es:767 says `.split` in the title and twice more) is one place.
    func testMentionsAreUniquePerLine() throws {
        let repeated = try TestSupport.realCorpus().symbols.filter { s in
            let places = s.mentions.map { "\($0.document):\($0.line)" }
            return places.count != Set(places).count
        }.map(\.key)
        XCTAssertEqual(repeated, [], "these symbols list a mention line more than once")
    }

    func testCodeSamplesDoNotCreateSymbols() throws {
        // Local names that only appear inside code samples stay out of the index.
        for key in ["isWiderThanTall", "PhoneHomeController", "evenColumns", "makeLayout", "DuoReadyChrome"] {
            XCTAssertNil(try TestSupport.realCorpus().symbol(key: key), key)
        }
    }

    func testEntrySymbols() throws {
        let es = try TestSupport.guide("es")
        let entries = es.chapters.flatMap(\.entries)
        XCTAssertEqual(entries.first { $0.line == 689 }?.symbols, ["reservedRegions"])
        XCTAssertEqual(entries.first { $0.line == 397 }?.symbols, ["GridItem", ".adaptive"])
        XCTAssertEqual(entries.first { $0.line == 767 }?.symbols, [".split"])
        XCTAssertEqual(entries.first { $0.line == 196 }?.symbols, ["#available"])
        XCTAssertEqual(entries.first { $0.line == 69 }?.symbols, [], "«Pantalla exterior / pantalla interior» defines nothing")
        XCTAssertEqual(entries.first { $0.line == 721 }?.symbols, [], "the plain word «split» defines nothing")
    }

    // MARK: Scanner on small inputs

    private let scanner = SymbolScanner(notSymbols: ["iPhone", "SwiftUI", "UIKit", "iOS"])

    private func keys(_ text: String) -> [String] { scanner.scan(text).map(\.key) }

    func testScannerFindsCodeWrittenInProse() {
        XCTAssertEqual(keys("Usa NavigationSplitView con horizontalSizeClass."), ["NavigationSplitView", "horizontalSizeClass"])
        XCTAssertEqual(keys("devuelve [UIView.ReservedRegion]"), ["UIView.ReservedRegion"])
        XCTAssertEqual(scanner.scan("view.reservedRegions(kind:options:), que").map(\.spelling), ["reservedRegions(kind:options:)"])
        XCTAssertEqual(keys("SwiftUI: @Environment(\\.displayScale) y #available(iOS 27.1, *)"), ["@Environment", "displayScale", "#available"])
        XCTAssertEqual(keys("Es .split u .overlay"), [".split", ".overlay"])
    }

    func testScannerIgnoresPlainWords() {
        XCTAssertEqual(keys("En Split View, la barra de status y el overlay del content."), [])
        XCTAssertEqual(keys("El iPhone con SwiftUI y UIKit en iOS 27."), [])
        XCTAssertEqual(keys("El HIG y la API dicen QR."), [])
    }

    // MARK: Chapter references

    private func references(_ text: String, _ language: String = "es") throws -> [Int] {
        try ChapterReferenceScanner(phrases: TestSupport.vocabulary(language).parser).scan(text).map(\.number)
    }

    func testChapterReferences() throws {
        XCTAssertEqual(try references("Cómo consultar el pliegue es el capítulo 7."), [7])
        XCTAssertEqual(try references("los capítulos 3 y 4 ya lo respondieron"), [3, 4])
        XCTAssertEqual(try references("Los capítulos 0 a 6 no consultan el pliegue"), [0, 6])
        XCTAssertEqual(try references("C'est le chapitre 5.", "fr"), [5])
        XCTAssertEqual(try references("os capítulos 3 e 4", "pt"), [3, 4])
        XCTAssertEqual(try references("el capítulo siguiente lo hará"), [])
        XCTAssertEqual(try references("subcapítulo 3"), [], "inside a longer word")
        XCTAssertEqual(try references("capítulo 7b"), [], "a number glued to letters")
        XCTAssertEqual(try references("CAPÍTULO 7 y Capítulos 3 e 4"), [7, 3], "any case, accents too")
    }

    /// `lowercases` skips scalars that do not change when lowercased: none of those has a
    /// lowercase mapping of its own.
    func testScalarsThatChangeWhenLowercasedAreAllThatMapToAnotherScalar() {
        for value in 0x80..<0x20000 {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.changesWhenLowercased else { continue }
            XCTAssertEqual(scalar.properties.lowercaseMapping, String(scalar), "U+\(String(value, radix: 16))")
        }
    }

    func testChapterReferenceRanges() throws {
        let scanner = ChapterReferenceScanner(phrases: try TestSupport.vocabulary("es").parser)
        let text = "Ver los capítulos 3 y 4."
        let refs = scanner.scan(text)
        XCTAssertEqual(refs.map(\.range), [8..<19, 22..<23])
        let chars = Array(text)
        XCTAssertEqual(String(chars[refs[0].range]), "capítulos 3")
        XCTAssertEqual(String(chars[refs[1].range]), "4")
    }

}

extension SymbolTests {
}

extension SymbolTests {
}
