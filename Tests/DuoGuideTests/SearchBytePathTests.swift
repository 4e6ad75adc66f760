import Foundation
import XCTest
@testable import DuoGuide

/// The search index's byte-level paths (tokeniser, per-letter folding, byte stemmer, JSON written
/// into bytes) against the general paths they stand in for, on the guides and on random text.
final class SearchBytePathTests: XCTestCase {
    /// Scalars random text is drawn from: ASCII, the guides' accented letters and punctuation, and
    /// the awkward ones: combining marks, ligatures, letters without a decomposition, a Greek
    /// sigma, compatibility digits, 3- and 4-byte scalars, line separators, control characters.
    static let alphabet: [Unicode.Scalar] = {
        var scalars = Array("abcxyzABCXYZ0189 .,;:-_'\"<>&\\/()?!\n\t".unicodeScalars)
        scalars += Array("áéíóúñÑÁÉçÇãõâêôàèùëïüœŒæßøÆĳŉłđðþ".unicodeScalars)
        scalars += Array("«»·—…¿¡ ½²ΣσςΩйЖ漢字😀👍🏽ﬁ".unicodeScalars)
        scalars += ["\u{301}", "\u{308}", "\u{2028}", "\u{2029}", "\u{1}", "\u{1F}", "\u{7F}", "\u{200D}", "\u{2027}", "\u{202A}"]
        return scalars
    }()

    static func randomText(length: Int, using rng: inout SeededGenerator, from alphabet: [Unicode.Scalar] = alphabet) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet.randomElement(using: &rng)!) }
        return String(scalars)
    }

    static func guideTexts() throws -> [String] {
        try ["es", "pt", "fr"].map { language in
            try String(contentsOf: SearchTests.packageRoot.appendingPathComponent("Content/guide/\(language).txt"), encoding: .utf8)
        }
    }

    // MARK: Tokeniser

    func testByteTokenizerFindsTheTokensOfTokenRanges() throws {
        var rng = SeededGenerator(seed: 4_201)
        var texts = try SearchBytePathTests.guideTexts()
        for _ in 0..<2_000 { texts.append(SearchBytePathTests.randomText(length: Int.random(in: 0...40, using: &rng), using: &rng)) }
        for text in texts {
            var tokens: [String] = []
            ByteTokenizer.forEachToken(in: text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
            XCTAssertEqual(tokens, SearchIndexBuilder.tokenRanges(text).map(String.init), text.debugDescription)
        }
    }

    /// Every two-byte scalar (the table's range and beyond it) alone, inside a word and between
    /// spaces: the table answers as `isTokenScalar` does.
    func testByteTokenizerTableAgreesOnEveryTwoByteScalar() {
        var tokenScalars = 0
        for value in UInt32(0x80)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if SearchIndexBuilder.isTokenScalar(scalar) { tokenScalars += 1 }
            let c = String(Character(scalar))
            for text in [c, "ab" + c + "cd", "a " + c + " b", c + c + "." + c] {
                var tokens: [String] = []
                ByteTokenizer.forEachToken(in: text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
                XCTAssertEqual(tokens, SearchIndexBuilder.tokenRanges(text).map(String.init), String(value, radix: 16))
            }
        }
        XCTAssertGreaterThan(tokenScalars, 1_000)
    }

    // MARK: A token's terms

    /// Every token through `TermMemo` (the per-letter path, or the general one it falls back to)
    /// gives the terms and the symbol reading that `terms(of:stemmer:)` and `looksLikeSymbol` give.
    func testTermMemoReadsTokensAsTermsOfDoes() throws {
        var rng = SeededGenerator(seed: 77)
        var tokens: [String] = []
        for text in try SearchBytePathTests.guideTexts() { tokens += SearchIndexBuilder.tokenRanges(text).map(String.init) }
        // Each letter of LetterFold's range alone, at either end of a word, and in a camelCase name.
        for value in LetterFold.range {
            let c = String(Character(Unicode.Scalar(value)!))
            tokens += [c, c + c, "a" + c, c + "b", "pos" + c + "ciones", c + "ViewController", "iPad" + c, c.uppercased() + "xy"]
        }
        let letters = SearchBytePathTests.alphabet + (LetterFold.range.lowerBound...LetterFold.range.lowerBound + 40).compactMap(Unicode.Scalar.init)
        for _ in 0..<3_000 {
            let text = SearchBytePathTests.randomText(length: Int.random(in: 1...12, using: &rng), using: &rng, from: letters)
            tokens += SearchIndexBuilder.tokenRanges(text).map(String.init)
        }
        var seen: Set<UTF8Key> = []
        tokens = tokens.filter { seen.insert(UTF8Key($0)).inserted }
        for language in ["es", "pt", "fr", "de"] {
            let stemmer = LightStemmer(language: language)
            var memo = SearchIndexBuilder.TermMemo(stemmer: stemmer)
            func names(_ range: Range<Int>) -> [String] {
                range.map { k in
                    let bytes = memo.names.storage[memo.names.range(of: memo.termPool[k])]
                    return String(decoding: bytes, as: UTF8.self)
                }
            }
            // Twice: the second time every token comes from the memo.
            for token in tokens + tokens {
                var bytes = token
                let known = bytes.withUTF8 { memo.token($0) }
                let expected = SearchIndexBuilder.terms(of: token, stemmer: stemmer)
                XCTAssertEqual(names(known.wordTerms), expected.word, "\(language) word terms of «\(token)»")
                XCTAssertEqual(names(known.symbolTerms), expected.symbol, "\(language) symbol terms of «\(token)»")
                XCTAssertEqual(known.looksLikeSymbol, SearchIndexBuilder.looksLikeSymbol(token), "«\(token)»")
            }
        }
    }

    func testLetterFoldIsTextFoldingOfTheLetterInAWord() {
        var folded = 0
        for value in LetterFold.range {
            let scalar = Unicode.Scalar(value)!
            guard let letter = LetterFold(scalar) else { continue }
            folded += 1
            let c = String(Character(scalar))
            XCTAssertEqual(TextFolding.words("x" + c + "y"), ["x" + String(decoding: letter.ascii, as: UTF8.self) + "y"], c)
            XCTAssertEqual(letter.isLowercase, scalar.properties.isLowercase)
        }
        XCTAssertGreaterThan(folded, 150, "the accented letters of the guides fold letter by letter")
        XCTAssertEqual(LetterFold("é").map { String(decoding: $0.ascii, as: UTF8.self) }, "e")
        XCTAssertEqual(LetterFold("Œ").map { String(decoding: $0.ascii, as: UTF8.self) }, "oe")
        XCTAssertNil(LetterFold("ł"), "no decomposition: stays non-ASCII")
        XCTAssertNil(LetterFold("×"), "not a letter")
        XCTAssertNil(LetterFold("Σ"), "outside the Latin range")
    }

    // MARK: Stemmer

    func testByteStemmerStemsAsTheScalarStemmer() {
        var rng = SeededGenerator(seed: 9)
        let letters = Array("aeiosnmtrcxzdlu".unicodeScalars)
        var words = ["pantallas", "posiciones", "configuracoes", "journaux", "heureuse", "rapidamente", "interfaces", "las", "a", ""]
        for _ in 0..<5_000 { words.append(SearchBytePathTests.randomText(length: Int.random(in: 0...12, using: &rng), using: &rng, from: letters)) }
        for language in ["es", "pt", "fr", "de"] {
            let stemmer = LightStemmer(language: language)
            for word in words {
                var bytes = Array(word.utf8)
                XCTAssertTrue(stemmer.stem(asciiWord: &bytes))
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), stemmer.stem(word), "\(language) «\(word)»")
            }
        }
    }

    // MARK: JSON

    func testJSONBytesWritesStringsAsTheReferenceWriter() {
        var rng = SeededGenerator(seed: 31)
        var texts = ["", "\u{2028}", "\u{E2}\u{80}", "x\u{2029}", "\u{2027}\u{202A}€", "</script>", "\u{0}\u{1F}\u{7F}"]
        for _ in 0..<3_000 { texts.append(SearchBytePathTests.randomText(length: Int.random(in: 0...30, using: &rng), using: &rng)) }
        // One character to escape at every place of a plain string around the word size: in a
        // word looked at whole, in the last few bytes (looked at as one word too), or nowhere.
        for length in 0...19 {
            texts.append(String(repeating: "a", count: length))
            for at in 0..<length {
                for special in ["\"", "\\", "<", "&", "\n", "\u{1}", "\u{2028}", "é"] {
                    texts.append(String(repeating: "a", count: at) + special + String(repeating: "b", count: length - at - 1))
                }
            }
        }
        for text in texts {
            var reference = ""
            SearchIndexReference.writeString(text, into: &reference)
            XCTAssertEqual(JSONValue.string(text).serialized(), reference, text.debugDescription)
        }
        for n in [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min] + Array(-1_001...1_001) {
            XCTAssertEqual(JSONValue.int(n).serialized(), String(n))
        }
        var rngInts = SeededGenerator(seed: 5)
        var lists: [[Int]] = [[], [0], [Int.max, Int.min, -1, 10, 999, 1_000], Array(-1_001...1_001)]
        for _ in 0..<200 { lists.append((0..<Int.random(in: 0...40, using: &rngInts)).map { _ in Int.random(in: -99_999...99_999, using: &rngInts) }) }
        var out = JSONBytes()
        var expected = ""
        for list in lists {
            list.withUnsafeBufferPointer { out.intArray($0) }
            expected += "[" + list.map { String($0) }.joined(separator: ",") + "]"
        }
        XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), expected, "integer arrays spelled as String(_:) spells them")
        let tree = JSONValue.object([("a", .array([.int(1), .string("x"), .null, .bool(true), .array([]), .object([])])), ("b", .object([("c", .bool(false))]))])
        XCTAssertEqual(tree.serialized(), SearchIndexReference.serialized(tree))
        XCTAssertEqual(tree.serialized(pretty: true), SearchIndexReference.serialized(tree, pretty: true))
    }

    // MARK: Snippet text

    /// The byte cut of plain text gives what the Character cut gives, and both what the reference
    /// index's cut gives, on every line of the guides and on random text, plain or not.
    func testTrimOnBytesCutsAsOnCharacters() throws {
        var rng = SeededGenerator(seed: 320)
        var texts = try SearchBytePathTests.guideTexts().flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let spaced = SearchBytePathTests.alphabet + Array(repeating: " ", count: 8) + [",", ";", ":", "\r"]
        for _ in 0..<3_000 { texts.append(SearchBytePathTests.randomText(length: Int.random(in: 0...60, using: &rng), using: &rng, from: spaced)) }
        var plainCuts = 0
        for text in texts {
            for limit in [0, 1, 2, 7, 20, 40, 320] {
                let expected = SearchIndexBuilder.trimCharacters(text, to: limit)
                XCTAssertEqual(SearchIndexBuilder.trim(text, to: limit), expected, "\(limit): \(text.debugDescription)")
                XCTAssertEqual(expected, SearchIndexReference.trim(text, to: limit), "\(limit): \(text.debugDescription)")
                if PlainScalar.isPlain(text) && text.utf8.count > limit {
                    XCTAssertEqual(SnippetTrim.trimPlain(text, to: limit), expected, "\(limit): \(text.debugDescription)")
                    if expected != text { plainCuts += 1 }
                }
            }
        }
        XCTAssertGreaterThan(plainCuts, 1_000, "plain texts are cut on bytes")
    }

    // MARK: The whole index

    func testIndexOfTheGuidesIsTheReferenceIndex() throws {
        for (language, text) in zip(["es", "pt", "fr"], try SearchBytePathTests.guideTexts()) {
            let records = SearchTests.records(fromGuide: text)
            XCTAssertGreaterThan(records.count, 100)
            let built = SearchIndexBuilder(language: language).javascript(records: records)
            XCTAssertTrue(built.utf8.elementsEqual(SearchIndexReference.javascript(records: records, language: language).utf8), "\(language) index differs from the reference")
        }
    }

    func testIndexOfRandomRecordsIsTheReferenceIndex() {
        var rng = SeededGenerator(seed: 2_027)
        let words = ["NavigationSplitView", "posición", "Posiciones", "ação", "configurações", "œuvre", "Œdipe", "iOS", "UIWindowScene",
                     "pantallas", "région", "ﬁchier", "½", "Straße", "łódź", "ΣΟΦΙΑ", "漢字", "e\u{301}cran", "x", "1", "</b>", "\u{2028}"]
        for round in 0..<60 {
            var records: [SearchRecord] = []
            for i in 0..<Int.random(in: 0...25, using: &rng) {
                func text(_ count: Int) -> String {
                    (0..<count).map { _ in
                        Bool.random(using: &rng) ? words.randomElement(using: &rng)!
                            : SearchBytePathTests.randomText(length: Int.random(in: 1...8, using: &rng), using: &rng)
                    }.joined(separator: Bool.random(using: &rng) ? " " : ", ")
                }
                records.append(SearchRecord(url: "p.html#\(i)", title: text(Int.random(in: 0...4, using: &rng)),
                                            context: ["Capítulo 1", "Capítulo 2", "C"].randomElement(using: &rng)!,
                                            kind: SearchRecord.Kind.allCases.randomElement(using: &rng)!,
                                            text: text(Int.random(in: 0...60, using: &rng))))
            }
            let language = ["es", "pt", "fr", "de"][round % 4]
            var builder = SearchIndexBuilder(language: language)
            builder.snippetTextLimit = [320, 40][round % 2]
            let built = builder.javascript(records: records)
            let reference = SearchIndexReference.javascript(records: records, language: language, snippetTextLimit: builder.snippetTextLimit)
            XCTAssertTrue(built.utf8.elementsEqual(reference.utf8), "round \(round) (\(language)) differs from the reference")
            if !built.utf8.elementsEqual(reference.utf8) { break }
        }
    }
}
