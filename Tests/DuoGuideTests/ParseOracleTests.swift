import XCTest
@testable import DuoGuide

/// The parser's line tests, trimming and bracket counting work on the bytes of plain text and ask
/// Characters only otherwise; these tests hold them to their definitions on Characters, over every
/// line of the real sources and random lines (plain and not).
final class ParseOracleTests: XCTestCase {
    /// Every line of the sources, and random lines: prose, code-like, and with marks, CR, emoji.
    private func lines() throws -> [String] {
        let files = ["guide/es.txt", "guide/pt.txt", "guide/fr.txt",
                     "articles/es/estructura-segun-el-ancho.txt", "articles/es/arrangementview-split-overlay.txt"]
        var lines = try files.flatMap { try TestSupport.contentLines($0) }
        let code = ["let ", "var ", "  ", "    ", "func", "(", ")", "{", "}", "[", "]", " = ", "==", "->", "$0", "\\.", "//",
                    "\"", "\\\"", "&&", "•", "Image(", "ForEach(", ".frame(", "x", "_", "2", "²", "٣", "é", "\u{301}", "#if", "@State"]
        var random = RandomText(seed: 0xC0DE_D37E, words: code + lines.prefix(300).flatMap { $0.split(separator: " ").map(String.init) })
        for _ in 0..<6000 {
            var line = random.text(maximum: 12)
            if random.chance(0.3) { line = String(repeating: " ", count: Int.random(in: 1...4, using: &random.generator)) + line }
            if random.chance(0.3) { line += [".", "?", ":", "»", "...", ".)", " ", "  ", "->", ")", "{", ","].randomElement(using: &random.generator)! }
            lines.append(line)
        }
        return lines
    }

    func testTrimmingIsTrimmingCharacters() throws {
        var texts = try lines()
        texts += [" \u{301}a ", "a \u{600} ", "\u{600} ", "  ", "", " é ", "e\u{301} ", " \r\n ", " 👩‍💻 "]
        for text in texts {
            var s = Substring(text)
            while s.first == " " { s = s.dropFirst() }
            XCTAssertEqual(text.trimmingLeadingSpaces(), String(s), "«\(text)»")
            while s.last == " " { s = s.dropLast() }
            XCTAssertEqual(text.trimmingSpaces(), String(s), "«\(text)»")
        }
    }

    func testLineTestsAreTheirCharacterDefinitions() throws {
        var plain = 0
        for line in try lines() {
            plain += UTF8Search.isPlain(line) ? 1 : 0
            XCTAssertEqual(CodeDetector.isStronglyCode(line), CodeDetector.isStronglyCodeByCharacter(line), "«\(line)»")
            XCTAssertEqual(CodeDetector.startsWithCall(line), CodeDetector.startsWithCallByCharacter(line), "«\(line)»")
            XCTAssertEqual(CodeDetector.isBareIdentifier(line), CodeDetector.isBareIdentifierByCharacter(line), "«\(line)»")
            XCTAssertEqual(CodeDetector.endsLikeSentence(line), CodeDetector.endsLikeSentenceByCharacter(line), "«\(line)»")
            XCTAssertEqual(CodeDetector.isSentence(line), CodeDetector.isSentenceByCharacter(line), "«\(line)»")
        }
        XCTAssertGreaterThan(plain, 5000)
    }

    /// `isCode` as it was: each line asked through the Character definitions.
    private func referenceIsCode(_ paragraph: RawParagraph) -> Bool {
        if paragraph.isSingleLine {
            let line = paragraph.firstLine
            if CodeDetector.endsLikeSentenceByCharacter(line) { return false }
            return CodeDetector.isStronglyCodeByCharacter(line)
        }
        var codeLines = 0
        for line in paragraph.lines {
            if line.trimmingLeadingSpaces().hasPrefix("•") { return false }
            if CodeDetector.isSentenceByCharacter(line) { return false }
            if CodeDetector.isStronglyCodeByCharacter(line) || CodeDetector.isBareIdentifierByCharacter(line) || line.hasPrefix(" ") {
                codeLines += 1
            }
        }
        return codeLines * 2 >= paragraph.lines.count
    }

    func testParagraphVerdictsAreThoseOfTheCharacterDefinitions() throws {
        let lines = try lines()
        var paragraphs = RawParagraph.split(lines)
        var random = SeededGenerator(seed: 0x9A4A)
        for _ in 0..<3000 {
            let start = Int.random(in: 0..<(lines.count - 6), using: &random)
            paragraphs.append(RawParagraph(startLine: 1, lines: Array(lines[start..<(start + Int.random(in: 1...6, using: &random))])))
        }
        var code = 0
        for paragraph in paragraphs {
            let verdict = CodeDetector.isCode(paragraph)
            XCTAssertEqual(verdict, referenceIsCode(paragraph), "\(paragraph.lines)")
            code += verdict ? 1 : 0
        }
        XCTAssertGreaterThan(code, 300)
    }

    /// `BraceBalance.scan` (bytes for plain lines) against its Character definition, `scanCharacters`.
    func testBracketsAreCountedAsOnCharacters() throws {
        let lines = try lines()
        var random = SeededGenerator(seed: 0xB4A1)
        for _ in 0..<3000 {
            let start = Int.random(in: 0..<(lines.count - 8), using: &random)
            var balance = BraceBalance()
            var reference = BraceBalance()
            for (offset, line) in lines[start..<(start + Int.random(in: 1...8, using: &random))].enumerated() {
                balance.scan(line: line, lineNumber: offset + 1)
                reference.scanCharacters(line: line, lineNumber: offset + 1)
                XCTAssertEqual(balance.depth, reference.open.count, "«\(line)»")
                XCTAssertEqual(balance.open.map { "\($0.char)\($0.line):\($0.column)" }, reference.open.map { "\($0.char)\($0.line):\($0.column)" }, "«\(line)»")
                XCTAssertEqual(balance.firstUnderflow.map { "\($0.line):\($0.column)" }, reference.firstUnderflow.map { "\($0.line):\($0.column)" }, "«\(line)»")
            }
        }
    }

    func testFrameworkScoresAreThoseOfTheSearches() throws {
        let corpus = try TestSupport.realCorpus()
        var samples = corpus.documents.flatMap(\.codeSamples).map(\.code)
        var random = RandomText(seed: 0xF4A3, words: FrameworkClassifier.swiftUISignals.map(\.0) + FrameworkClassifier.uiKitSignals.map(\.0))
        for _ in 0..<2000 { samples.append(random.text()) }
        var tagged = 0
        for code in samples {
            let scores = FrameworkClassifier.scores(code)
            XCTAssertEqual(scores.swiftUI, FrameworkClassifier.score(UTF8Search(code), FrameworkClassifier.swiftUISignals), code)
            XCTAssertEqual(scores.uiKit, FrameworkClassifier.score(UTF8Search(code), FrameworkClassifier.uiKitSignals), code)
            tagged += scores.swiftUI + scores.uiKit > 0 ? 1 : 0
        }
        XCTAssertGreaterThan(tagged, 1000)
    }

    func testPrefixAndSuffixTestsAreTheStandardLibrarys() throws {
        let lines = try lines()
        var random = RandomText(seed: 0x9E_F1C5, words: ["•", "Fuente", "Fuente:", "import ", ":", "»", ",", "#", "?", "é", "e\u{301}", "\u{600}"])
        for line in lines {
            for affix in ["•", ":", "import ", "Fuente", "Fuente :", "»", ",", "#", "", " ", "e", "\u{301}", "\u{600}", random.word()] {
                XCTAssertEqual(UTF8Search.hasPrefix(line, affix), line.hasPrefix(affix), "«\(affix)» «\(line)»")
                XCTAssertEqual(UTF8Search.hasSuffix(line, affix), line.hasSuffix(affix), "«\(affix)» «\(line)»")
                XCTAssertEqual(UTF8Search.hasPrefix(affix + line, affix), (affix + line).hasPrefix(affix), "«\(affix)» «\(line)»")
                XCTAssertEqual(UTF8Search.hasSuffix(line + affix, affix), (line + affix).hasSuffix(affix), "«\(affix)» «\(line)»")
            }
        }
    }

    func testPlainnessIsDecidedAsScalarByScalar() throws {
        var random = RandomText(seed: 0x91A1, words: try lines().prefix(500).flatMap { $0.split(separator: " ").map(String.init) })
        var texts = try lines()
        for _ in 0..<3000 { texts.append(random.text(maximum: 30)) }
        for text in texts {
            XCTAssertEqual(UTF8Search.isPlain(text), text.unicodeScalars.allSatisfy { PlainScalar.isPlain($0.value) }, "«\(text)»")
        }
    }

    /// The byte path reads eight bytes at a time and decodes only from a byte of 0xCC or more: each
    /// scalar at the edges of that rule (U+02FF, the last plain scalar of two bytes, and U+0300, the
    /// first combining mark; plain and other scalars of three and four bytes; CR) at every offset
    /// of a word, in ASCII and accented surroundings.
    func testPlainnessIsDecidedAsScalarByScalarAtEveryOffset() {
        let scalars = ["\u{2FF}", "\u{300}", "\u{36F}", "é", "\u{A0}", "\r", "\r\n", "—", "…", "\u{2028}", "\u{302A}",
                       "中", "\u{FF21}", "\u{FFFD}", "😀", "👩‍💻", "e\u{301}", "\u{600}"]
        for scalar in scalars {
            for fill in ["a", "é", "ß"] {
                for before in 0..<18 {
                    for after in [0, 1, 7, 8, 9, 17] {
                        let text = String(repeating: fill, count: before) + scalar + String(repeating: "b", count: after)
                        XCTAssertEqual(UTF8Search.isPlain(text), text.unicodeScalars.allSatisfy { PlainScalar.isPlain($0.value) },
                                       "«\(text.unicodeScalars.map { String($0.value, radix: 16) })»")
                    }
                }
            }
        }
    }

    /// `NumberedItem.parse` as it was, on Characters only.
    private func referenceNumberedItem(_ line: String) -> NumberedItem? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let n = Int(digits) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") else { return nil }
        let text = String(rest.dropFirst(2)).trimmingSpaces()
        return text.isEmpty ? nil : NumberedItem(number: n, text: text)
    }

    /// `LeadPhrase.stripLabel` as it was: both forms tried through `hasPrefix`.
    private func referenceStripLabel(_ label: String, from text: String) -> String? {
        for form in [label + ":", label + " :"] where !form.isEmpty && text.hasPrefix(form) {
            return String(text.dropFirst(form.count)).trimmingLeadingSpaces()
        }
        return nil
    }

    func testHeadingsNumbersTitlesAndLabelsAreTheirCharacterDefinitions() throws {
        var lines = try lines()
        var random = RandomText(seed: 0x4EAD, words: ["1.", "12.", "123.", "1234.", "#", "##", "¿Qué", "Fuente", "(iOS 27.1).", "x.y"])
        for _ in 0..<3000 { lines.append(random.text(maximum: 8) + (random.chance(0.3) ? " #" : "")) }
        let labels = try ["es", "pt", "fr"].map { try TestSupport.vocabulary($0).parser.source } + ["Fuente", "\u{600}", "e\u{301}"]
        for line in lines {
            for context in [SectionParser.Context.chapter, .article, .intro] {
                XCTAssertEqual(HeadingDetector.headingText(line, context: context), HeadingDetector.headingTextByCharacter(line, context: context), "«\(line)»")
            }
            let item = NumberedItem.parse(line), reference = referenceNumberedItem(line)
            XCTAssertEqual(item?.number, reference?.number, "«\(line)»")
            XCTAssertEqual(item?.text, reference?.text, "«\(line)»")
            XCTAssertTrue(EntryParser.splitTitle(line) == EntryParser.splitTitleByCharacter(line), "«\(line)»")
            for label in labels {
                XCTAssertEqual(LeadPhrase.stripLabel(label, from: line), referenceStripLabel(label, from: line), "«\(label)» «\(line)»")
                XCTAssertEqual(LeadPhrase.stripLabel(label, from: label + " : " + line), referenceStripLabel(label, from: label + " : " + line))
            }
        }
    }
}
