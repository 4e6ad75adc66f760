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

    /// The byte prefilter never hides a reference the full scan finds: every real prose line and
    /// randomly cased, accented and decomposed variants of them, in every language.
    func testChapterReferencePrefilterAgreesWithTheFullScan() throws {
        var random = SeededGenerator(seed: 0xC4A9)
        let extras = ["CAPÍTULO 3", "Capítulo\u{301} 4", "CHAPITRE 2", "cApÍtUlOs 1 y 2", "\u{212A}apitulo 5", "ca\u{0301}pitulo 6"]
        for language in ["es", "pt", "fr"] {
            var fast = ChapterReferenceScanner(phrases: try TestSupport.vocabulary(language).parser)
            XCTAssertNotNil(fast.prefixes, "\(language): the vocabulary's words have plain ASCII starts")
            var full = fast
            full.prefixes = nil
            var lines = try TestSupport.contentLines("guide/\(language).txt") + extras
            for _ in 0..<2000 {
                var line = Array(lines.randomElement(using: &random)!)
                for _ in 0..<3 where !line.isEmpty {
                    let i = Int.random(in: 0..<line.count, using: &random)
                    let changed = Bool.random(using: &random) ? line[i].uppercased() : line[i].lowercased()
                    if changed.count == 1 { line[i] = Character(changed) }
                }
                lines.append(String(line))
            }
            var found = 0
            for line in lines {
                let expected = full.scan(line)
                found += expected.count
                XCTAssertEqual(fast.scan(line), expected, "\(language): «\(line)»")
            }
            XCTAssertGreaterThan(found, 10, "\(language): the sample has references")
            // The scalar scan of plain text gives exactly what the Character scan gives.
            XCTAssertNotNil(fast.plainWords, "\(language): the vocabulary's words are plain")
            for line in lines + ["İ capítulo 3", "CAPÍTULO 12 Y 13", "capítulo 1234", "capítulos 3 e\u{301} 4", "ÇAPÍTULO 3", "capítulo 7ª",
                              "\u{FF23}apítulo 3", "\u{212A}apítulo 3", "@capítulo 3", "[capítulo 3", "`capítulo 3"] {
                XCTAssertEqual(fast.scan(line), fast.scanCharacters(line), "\(language): «\(line)»")
            }
            // The one-pass byte test answers as its definition: some prefix at some byte, compared
            // byte by byte with the case bit set.
            let prefixes = try XCTUnwrap(fast.prefixes, "\(language): the words have ASCII prefixes")
            var answers: Set<Bool> = []
            for line in lines + ["CAP", "ca", "xcApítulo", "\u{C3}\u{A1}cap"] {
                let bytes = Array(line.utf8)
                let expected = prefixes.contains { prefix in
                    bytes.count >= prefix.count && (0...(bytes.count - prefix.count)).contains { start in
                        prefix.indices.allSatisfy { bytes[start + $0] | 0x20 == prefix[$0] }
                    }
                }
                answers.insert(expected)
                XCTAssertEqual(fast.mayContainWord(line), expected, "\(language): «\(line)»")
            }
            XCTAssertEqual(answers, [true, false], "\(language): lines with and without a word")
            fast.prefixes = [Array("cap".utf8)]
            XCTAssertFalse(fast.mayContainWord("sin referencias aquí"))
            XCTAssertTrue(fast.mayContainWord("el CAPÍTULO 3"))
        }
    }
}

extension SymbolTests {
    /// The byte tables answer as the sets they stand in for, `==` on Strings: every word of the
    /// guides, the keywords and product names in other cases, and words only canonically equal to
    /// a key (the Kelvin sign is `K`; «é» is e and a combining accent).
    func testWordListsAnswerAsTheSets() throws {
        let manifestWords = ["iPhone", "SwiftUI", "macOS", "\u{212A}elvinKit", "Cafe\u{301}UI", "Cafe\u{301}UI"]
        let lists = SymbolScanner(notSymbols: manifestWords).lists
        var words = manifestWords + Array(SymbolScanner.keywords) + ["KelvinKit", "CaféUI", "cafeUI", "IPHONE", "Self", "self", "", "_", "Ｋ"]
        words += SymbolScanner.keywords.map { $0.uppercased() } + manifestWords.map { $0.lowercased() }
        for language in ["es", "pt", "fr"] {
            for line in try TestSupport.contentLines("guide/\(language).txt") {
                words += line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }).map(String.init)
            }
        }
        var hits = (notSymbol: 0, keyword: 0)
        for word in words {
            let notSymbol = Set(manifestWords).contains(word), keyword = SymbolScanner.keywords.contains(word)
            XCTAssertEqual(lists.isNotSymbol(word), notSymbol, "«\(word)»")
            XCTAssertEqual(lists.isKeyword(word), keyword, "«\(word)»")
            if notSymbol { hits.notSymbol += 1 }
            if keyword { hits.keyword += 1 }
        }
        XCTAssertTrue(lists.isNotSymbol("KelvinKit"), "equal to the key with a Kelvin sign")
        XCTAssertTrue(lists.isNotSymbol("CaféUI"), "equal to the decomposed key")
        XCTAssertGreaterThan(hits.notSymbol, 10)
        XCTAssertGreaterThan(hits.keyword, 100)
    }
}

extension SymbolTests {
    /// `Unicode.Scalar.string` spells scalars as a `String.UnicodeScalarView` of them does: the
    /// guides' lines, slices of every length around the small-string limit, scalars of every width.
    func testScalarStringIsTheScalarView() throws {
        var random = SeededGenerator(seed: 15)
        var lines = try ["es", "pt", "fr"].flatMap { try TestSupport.contentLines("guide/\($0).txt") }
        let odd = Array("aZ_09 éñç€漢😀\u{301}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}".unicodeScalars)
        for _ in 0..<500 { lines.append(String(String.UnicodeScalarView((0..<Int.random(in: 0...40, using: &random)).map { _ in odd.randomElement(using: &random)! }))) }
        for line in lines {
            let scalars = Array(line.unicodeScalars)
            for length in [0, 1, 5, 14, 15, 16, 17, scalars.count] where length <= scalars.count {
                let start = Int.random(in: 0...(scalars.count - length), using: &random)
                let slice = scalars[start..<(start + length)]
                XCTAssertEqual(Unicode.Scalar.string(slice), String(String.UnicodeScalarView(slice)), line)
            }
        }
    }
}
