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
