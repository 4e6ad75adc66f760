import XCTest
@testable import DuoGuide

/// The aligner compares features as sorted term ids of one `WordMemo`, splits words on bytes and
/// folds accented words itself; `ReferenceAligner` keeps the definitions it replaced (sets of
/// strings, Character splits, Foundation folding). Every score must be the same.
final class AlignerOracleTests: XCTestCase {
    private let languages = ["es", "pt", "fr"]

    /// Every text the linker compares in a guide, by chapter: the question side (questions, and a
    /// question with its answer as the passage finder asks) and the other side (answer sentences,
    /// chapter paragraphs, entries and list items).
    private func comparedTexts(_ guide: Document) -> [(questions: [String], others: [String])] {
        guide.chapters.filter { !$0.checkpoints.isEmpty }.map { chapter in
            var others = chapter.checkpoints.flatMap(\.answerSentences)
            for block in chapter.blocks {
                switch block {
                case .paragraph(let p), .caption(let p): others.append(p.text)
                case .entry(let e): others.append([e.title, e.description, e.whenToUse ?? "", e.whenNotToUse ?? ""].joined(separator: " "))
                case .bulletList(let items), .numberedList(let items): others.append(items.map(\.text).joined(separator: " "))
                default: break
                }
            }
            let questions = chapter.checkpoints.map(\.question) + chapter.checkpoints.map { $0.question + " " + $0.answer }
            return (questions, others)
        }
    }

    func testEveryScoreOfTheGuidesIsTheReferenceScore() throws {
        var compared = 0
        for language in languages {
            let phrases = try TestSupport.vocabulary(language).parser
            let aligner = CheckpointAligner(phrases: phrases)
            let reference = ReferenceAligner(phrases: phrases)
            var memo = WordMemo()
            for (questions, others) in comparedTexts(try TestSupport.guide(language)) {
                let q = questions.map { aligner.features($0, memo: &memo) }
                let s = others.map { aligner.features($0, alternatives: false, memo: &memo) }
                let qRef = questions.map { reference.features($0) }
                let sRef = others.map { reference.features($0, alternatives: false) }
                for i in s.indices {
                    for j in q.indices {
                        XCTAssertEqual(aligner.similarity(s[i], q[j]), reference.similarity(sRef[i], qRef[j]),
                                       "«\(others[i])» against «\(questions[j])»")
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 3000)
    }

    func testScoresOfRandomTextsAreTheReferenceScores() throws {
        let phrases = try TestSupport.vocabulary("es").parser
        let aligner = CheckpointAligner(phrases: phrases)
        let reference = ReferenceAligner(phrases: phrases)
        var random = RandomText(seed: 0xA11C_0DE5, words: try words("es") + ["o", "u", "split", "overlay", "«qué»", "ViewThatFits"])
        // One memo for every text, as for a whole guide: ids stay consistent as words accumulate.
        var memo = WordMemo()
        var offered = 0
        for _ in 0..<1500 {
            let question = random.text() + (random.chance(0.5) ? " o " + random.text(maximum: 4) + "?" : "")
            let sentence = random.text()
            let q = aligner.features(question, memo: &memo)
            let s = aligner.features(sentence, alternatives: false, memo: &memo)
            let qRef = reference.features(question)
            let sRef = reference.features(sentence, alternatives: false)
            XCTAssertEqual(aligner.similarity(s, q), reference.similarity(sRef, qRef), "«\(sentence)» against «\(question)»")
            XCTAssertEqual(aligner.similarity(q, s), reference.similarity(qRef, sRef), "«\(question)» against «\(sentence)»")
            XCTAssertEqual(q.stems.count, qRef.stems.count)
            XCTAssertEqual(q.code.count, qRef.code.count)
            XCTAssertEqual(q.alternatives.map(\.count), qRef.alternatives.map(\.count))
            offered += q.alternatives.isEmpty ? 0 : 1
        }
        XCTAssertGreaterThan(offered, 100, "the random questions offer alternatives")
    }

    func testWordsAreSplitAsByCharacter() throws {
        var random = RandomText(seed: 0x5B11_7000, words: try words("fr"))
        var texts = try languages.flatMap { try TestSupport.contentLines("guide/\($0).txt") }
        for _ in 0..<3000 { texts.append(random.text()) }
        for text in texts {
            var words: [String] = []
            CheckpointAligner.forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
            XCTAssertEqual(words, ReferenceAligner.words(in: text).map(String.init), "«\(text)»")
        }
    }

    func testEveryWordHasTheReferenceTerms() throws {
        for language in languages {
            let phrases = try TestSupport.vocabulary(language).parser
            let aligner = CheckpointAligner(phrases: phrases)
            let reference = ReferenceAligner(phrases: phrases)
            var spellings = Set(try TestSupport.contentText("guide/\(language).txt").split(whereSeparator: { " \n".contains($0) }).map(String.init))
            var random = RandomText(seed: 0x7E_4005, words: Array(spellings))
            for _ in 0..<5000 { spellings.insert(random.word() + (random.chance(0.3) ? "." : "")) }
            for spelling in spellings {
                XCTAssertEqual(aligner.terms(ofSpelling: spelling), reference.terms(ofSpelling: spelling), "«\(spelling)»")
                XCTAssertEqual(CheckpointAligner.looksLikeCode(spelling), ReferenceAligner.looksLikeCode(spelling), "«\(spelling)»")
                XCTAssertEqual(aligner.stem(spelling), reference.stem(spelling), "«\(spelling)»")
            }
        }
    }

    private func words(_ language: String) throws -> [String] {
        try TestSupport.contentText("guide/\(language).txt").split(separator: " ").prefix(4000).map(String.init)
    }
}

/// Quiz choices, sentence cuts and code lines are found on bytes where the text allows it; each
/// must be what the definition it replaced (`ReferenceChoiceExtractor`, the Character split) finds.
final class LinkOracleTests: XCTestCase {
    private let languages = ["es", "pt", "fr"]

    func testChoicesAreTheReferenceChoices() throws {
        var named = 0
        for language in languages {
            let phrases = try TestSupport.vocabulary(language).parser
            let extractor = ChoiceExtractor(phrases: phrases)
            let reference = ReferenceChoiceExtractor(phrases: phrases)
            let checkpoints = try TestSupport.guide(language).chapters.flatMap(\.checkpoints)
            var questions = checkpoints.map(\.question) + checkpoints.map { $0.question + " " + $0.answer }
            var answers = checkpoints.map(\.answer) + checkpoints.map(\.answer)
            var random = RandomText(seed: 0xC401_CE00 + UInt64(language.utf8.first!),
                                    words: questions.flatMap { $0.split(separator: " ").map(String.init) } + phrases.alternativeJoiners + ["«a»", "«b c»", "no"])
            for _ in 0..<1500 {
                let question = "¿" + random.text(maximum: 10) + " " + phrases.alternativeJoiners.randomElement(using: &random.generator)!
                    + " " + random.text(maximum: 6) + (random.chance(0.5) ? "?" : "? ")
                // Answers that name an alternative (or both, or one after a negation) as often as not.
                var answer = random.text(maximum: 12)
                for option in reference.alternatives(in: question) where random.chance(0.6) {
                    answer += (random.chance(0.2) ? " no " : " ") + option + (random.chance(0.5) ? ". " : " ") + random.text(maximum: 6)
                }
                questions.append(question)
                answers.append(answer)
            }
            for (question, answer) in zip(questions, answers) {
                let options = extractor.alternatives(in: question)
                XCTAssertEqual(options, reference.alternatives(in: question), "«\(question)»")
                XCTAssertEqual(extractor.correctChoice(options, answer: answer), reference.correctChoice(options, answer: answer), "«\(question)» «\(answer)»")
                XCTAssertEqual(extractor.foldedWords(answer), reference.foldedWords(answer), "«\(answer)»")
                for option in options { XCTAssertEqual(extractor.contentStems(option), reference.contentStems(option), "«\(option)»") }
                named += extractor.correctChoice(options, answer: answer) == nil ? 0 : 1
            }
        }
        XCTAssertGreaterThan(named, 100)
    }

    func testWordsMatchAsTheyDidOnCharacters() throws {
        let extractor = ChoiceExtractor(phrases: try TestSupport.vocabulary("es").parser)
        let reference = ReferenceChoiceExtractor(phrases: try TestSupport.vocabulary("es").parser)
        var random = RandomText(seed: 0x3A7C, words: ["pantalla", "pantallas", "dispositivo", "disposición", "quedarse", "quedan", "detectar", "detectes"])
        for _ in 0..<5000 {
            let a = random.word(), b = random.chance(0.5) ? random.word() : a + random.word()
            XCTAssertEqual(extractor.matches(a, b), reference.matches(a, b), "«\(a)» «\(b)»")
        }
    }

    func testSentencesAreCutAsOnCharacters() throws {
        var texts = try languages.flatMap { try TestSupport.guide($0).chapters.flatMap(\.blocks) }.compactMap { block -> String? in
            if case .answers(_, let p) = block { return p.text }
            return nil
        }
        XCTAssertGreaterThan(texts.count, 30)
        var random = RandomText(seed: 0x5E17, words: texts.flatMap { $0.split(separator: " ").map(String.init) })
        for _ in 0..<4000 { texts.append(random.text(maximum: 40)) }
        for text in texts { XCTAssertEqual(SentenceSplitter.split(text), SentenceSplitter.splitByCharacter(text), "«\(text)»") }
    }

    func testCodeLinesAndScalarsAreThoseOfTheCharacterSplit() throws {
        var codes = try TestSupport.realCorpus().documents.flatMap(\.codeSamples).map(\.code)
        var random = RandomText(seed: 0xC0DE_11, words: codes.flatMap { $0.split(separator: " ").map(String.init) })
        for _ in 0..<2000 { codes.append((0..<Int.random(in: 0...5, using: &random.generator)).map { _ in random.text(maximum: 8) }.joined(separator: "\n")) }
        for code in codes {
            XCTAssertEqual(DocumentSymbols.lines(of: code).map(String.init), code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), "«\(code)»")
            XCTAssertEqual(Unicode.Scalar.array(of: code), Array(code.unicodeScalars))
        }
    }
}

final class ASCIIWordTableTests: XCTestCase {
    private func value(_ table: ASCIIWordTable<Int>, _ word: String) -> Int? {
        var word = word
        return word.withUTF8 { table.value(forASCII: $0) }
    }

    /// A key beyond ASCII that equals an ASCII word (the Kelvin sign decomposes to `K`) is found
    /// as `Dictionary` would find it; ASCII keys by their bytes.
    func testLooksUpAsDictionaryDoes() {
        let entries = ["\u{212A}elvin": 1, "abc": 2, "pestaña": 3, "de": 4]
        let table = ASCIIWordTable(entries)
        for word in ["Kelvin", "kelvin", "abc", "ab", "abcd", "de", "pestana", "", "d"] {
            XCTAssertEqual(value(table, word), entries[word], word)
        }
        XCTAssertEqual(value(table, "Kelvin"), 1)
    }
}
