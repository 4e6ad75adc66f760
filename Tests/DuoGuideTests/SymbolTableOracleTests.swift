import XCTest
@testable import DuoGuide

/// The symbol table sorts each symbol's mentions in place and keeps one per line by looking at
/// neighbours in line order instead of hashing every place; it must keep what sorting (offset,
/// place) pairs and then a set of lines kept.
final class SymbolTableOracleTests: XCTestCase {
    /// `onePerLine` as it was: the first place of each (document, line), by a set.
    private func referenceOnePerLine(_ places: [Symbol.Place]) -> [Symbol.Place] {
        struct Line: Hashable {
            var document: String
            var line: Int
        }
        var seen = Set<Line>()
        return places.filter { seen.insert(Line(document: $0.document, line: $0.line)).inserted }
    }

    /// `ordered` as it was: (offset, place) pairs sorted by document, line and offset.
    private func referenceOrdered(_ places: [Symbol.Place]) -> [Symbol.Place] {
        places.enumerated().sorted { a, b in
            (a.element.document, a.element.line, a.offset) < (b.element.document, b.element.line, b.offset)
        }.map(\.element)
    }

    func testOneMentionPerLineAsTheSetKeptIt() throws {
        var random = SeededGenerator(seed: 0x5E7_0F11)
        for _ in 0..<2000 {
            let places = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Symbol.Place(document: ["guide-es", "guide-pt", "a", "e\u{301}", "é"].randomElement(using: &random)!,
                             chapter: ["chapter-1", nil].randomElement(using: &random)!, line: Int.random(in: 1...6, using: &random),
                             snippet: ["x", "y", "z"].randomElement(using: &random)!)
            }
            var kept = places
            SymbolTableBuilder.orderOnePerLine(&kept)
            let expected = referenceOnePerLine(referenceOrdered(places))
            XCTAssertEqual(kept, expected)
            // Equal places compare only some fields: the snippets tell apart which one was kept.
            XCTAssertEqual(kept.map(\.snippet), expected.map(\.snippet))
        }
        // The real table: every symbol's mentions, one per line, in order.
        for symbol in try TestSupport.realCorpus().symbols {
            XCTAssertEqual(symbol.mentions, referenceOnePerLine(symbol.mentions), symbol.key)
        }
    }
}

/// The scanner classifies a word from counts made while finding its end; they must decide as
/// `isCodeLikeASCII` decides on the word itself.
final class SymbolScannerOracleTests: XCTestCase {
    func testWordShapesDecideAsTheWordDoes() {
        let scanner = SymbolScanner(notSymbols: [])
        var random = SeededGenerator(seed: 0x5CA9)
        let alphabet = Array("aAbBzZ_09xY")
        for _ in 0..<20_000 {
            let word = String((0..<Int.random(in: 1...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let scalars = Unicode.Scalar.array(of: word)
            var shape = SymbolScanner.IdentifierShape()
            let end = scanner.identifierEnd(scalars, from: 0, shape: &shape)
            XCTAssertEqual(end, scalars.count)
            XCTAssertEqual(shape.isCodeLike, SymbolScanner.isCodeLikeASCII(scalars[...]), word)
            // A chain of types (`UIView.ReservedRegion`) has a period: code whatever its shape.
            XCTAssertTrue(SymbolScanner.isCodeLikeASCII((scalars + Unicode.Scalar.array(of: ".Region"))[...]), word)
        }
    }
}

/// The scanner passes the inside of a word at once and reads Latin-1 properties from a table; it
/// must find the tokens its definition finds: the scan as it was, on Characters.
final class SymbolScanOracleTests: XCTestCase {
        static func referenceScan<C: ScannedCharacter>(_ s: SymbolScanner, _ c: [C]) -> [SymbolScanner.Token] {
            var tokens: [SymbolScanner.Token] = []
            var i = 0
            while i < c.count {
                let ch = c[i]
                let previous: C? = i > 0 ? c[i - 1] : nil
                // Evaluated only where a branch needs it: Character.isLetter is a Unicode property lookup.
                let atWordStart = { previous.map { !s.isIdentifierChar($0) && !$0.isLetter } ?? true }
                if (ch == "@" || ch == "#"), atWordStart(), i + 1 < c.count, s.isIdentifierStart(c[i + 1]) {
                    let end = s.identifierEnd(c, from: i + 1)
                    let name = C.string(c[i..<end])
                    // `@Environment`, `@main`: attributes. `@sarunw` in prose is a social handle, not code.
                    if ch == "#" || c[i + 1].isUppercase || SymbolScanner.lowercaseAttributes.contains(String(name.dropFirst())) {
                        tokens.append(SymbolScanner.Token(key: name, spelling: name, range: i..<end))
                    }
                    i = end
                    continue
                }
                if ch == "\\", i + 2 < c.count, c[i + 1] == ".", s.isIdentifierStart(c[i + 2]) {
                    let end = s.identifierEnd(c, from: i + 2)
                    let name = C.string(c[(i + 2)..<end])
                    tokens.append(SymbolScanner.Token(key: name, spelling: name, range: (i + 2)..<end))  // written as a key path: code
                    i = end
                    continue
                }
                if ch == ".", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isLowercase,
                   previous.map(SymbolScanner.opensMember) ?? true {
                    let end = s.identifierEnd(c, from: i + 1)
                    let base = C.string(c[i..<end])
                    var spellingEnd = end
                    if end < c.count, c[end] == "(", let close = s.matchingParen(c, from: end), s.isLabelList(c[(end + 1)..<close]) {
                        spellingEnd = close + 1
                    }
                    tokens.append(SymbolScanner.Token(key: base, spelling: C.string(c[i..<spellingEnd]), range: i..<spellingEnd))
                    i = spellingEnd
                    continue
                }
                if s.isIdentifierStart(ch), previous == "." || atWordStart() {
                    let end = s.identifierEnd(c, from: i)
                    var wordEnd = end
                    let isMember = previous == "."
                    // A chain of types: `UIView.ReservedRegion`, `UIWindowScene.ActivationAction`.
                    if !isMember, ch.isUppercase {
                        while wordEnd + 1 < c.count, c[wordEnd] == ".", c[wordEnd + 1].isASCII, c[wordEnd + 1].isUppercase {
                            wordEnd = s.identifierEnd(c, from: wordEnd + 1)
                        }
                    }
                    if wordEnd < c.count, c[wordEnd] == "(" {
                        let word = C.string(c[i..<wordEnd])
                        let bare = C.string(c[i..<end])
                        if !SymbolScanner.keywords.contains(bare), !s.notSymbols.contains(word) {
                            if let close = s.matchingParen(c, from: wordEnd), s.isLabelList(c[(wordEnd + 1)..<close]) {
                                tokens.append(SymbolScanner.Token(key: word, spelling: C.string(c[i...close]), range: i..<(close + 1)))
                                i = close + 1
                                continue
                            }
                            tokens.append(SymbolScanner.Token(key: word, spelling: word, range: i..<wordEnd))
                        }
                        i = wordEnd
                        continue
                    }
                    // Most words are plain prose: classify the characters before making a String.
                    if SymbolScanner.isCodeLikeASCII(c[i..<wordEnd]) {
                        let word = C.string(c[i..<wordEnd])
                        if !s.notSymbols.contains(word), !SymbolScanner.keywords.contains(word) {
                            tokens.append(SymbolScanner.Token(key: word, spelling: word, range: i..<wordEnd))
                        }
                    }
                    i = wordEnd
                    continue
                }
                i += 1
            }
            return tokens
        }


    func testTokensAreThoseOfTheCharacterScan() throws {
        let corpus = try TestSupport.realCorpus()
        let scanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        var texts: [String] = []
        for document in corpus.documents {
            ProseVisitor.visit(document) { _, piece in
                switch piece {
                case .prose(let text, _): texts.append(text)
                case .code(let sample): texts += sample.code.split(separator: "\n").map(String.init)
                }
            }
        }
        var random = RandomText(seed: 0x5CA7, words: texts.prefix(400).flatMap { $0.split(separator: " ").map(String.init) }
            + ["@State", "#if", "\\.size", ".split", "UIView.ReservedRegion", "state(for:)", "información", "ÁrbolView", "x_y", "«.overlay»", "café.au", "naïveName"])
        for _ in 0..<4000 { texts.append(random.text(maximum: 20)) }
        // Words that go on after a letter beyond ASCII, followed by what starts a token.
        for tail in ["\\.size", ".split", "@State", "#if", "(x:)", " .overlay", "_x", "Abc(", ".Region"] {
            for word in ["ñx", "é", "óAb", "ïd2", "ç_"] { texts.append("a " + word + tail + " z") }
        }
        var found = 0
        for text in texts {
            let tokens = scanner.scan(text)
            XCTAssertEqual(tokens, Self.referenceScan(scanner, Array(text)), "«\(text)»")
            found += tokens.count
        }
        XCTAssertGreaterThan(found, 2000)
    }

    func testLatin1PropertiesAreCharacterProperties() {
        for value in 0..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            XCTAssertEqual(scalar.isLetter, character.isLetter, "\(value)")
            XCTAssertEqual(scalar.isNumber, character.isNumber, "\(value)")
            XCTAssertEqual(scalar.isUppercase, character.isUppercase, "\(value)")
            XCTAssertEqual(scalar.isLowercase, character.isLowercase, "\(value)")
        }
    }
}
