import Foundation
import XCTest
@testable import DuoGuide

/// A phrase of the locale nearly spelled is named once, at its own line and column, with the
/// phrase it nearly is; the rest of the guide is read as if it were spelled right, so nothing
/// downstream reports the same mistake again. Each test applies one slip to a copy of the real
/// Content (shown as "T").
final class NearMissTests: XCTestCase {
    private func compile(_ file: String, line: Int, replacing old: String, with new: String,
                         sourceFile: StaticString = #filePath, sourceLine: UInt = #line) throws -> (Corpus?, [Diagnostic]) {
        try ContentSlip(file, line: line, replacing: old, with: new).compile(sourceFile: sourceFile, sourceLine: sourceLine)
    }

    /// Exactly one diagnostic, a warning, at `file:line:column` with `message` and its help.
    func expectOnly(_ diagnostics: [Diagnostic], _ message: String, help: String? = nil,
                            file: String, line: Int, column: Int,
                            sourceFile: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertEqual(diagnostics.map(\.description), ["T/\(file):\(line):\(column): warning: \(message)"],
                       file: sourceFile, line: sourceLine)
        if let help {
            XCTAssertEqual(diagnostics.first?.notes.first, .help(help), file: sourceFile, line: sourceLine)
        }
    }

    private func nearMiss(_ written: String, _ what: String) -> String {
        "«\(written)» is not spelled as the locale's \(what); read as if it were"
    }

    // MARK: The slips (Spanish)

    func testChapterHeadingWithoutAccent() throws {
        let (corpus, diagnostics) = try compile("guide/es.txt", line: 413, replacing: "Capítulo 5", with: "Capitulo 5")
        expectOnly(diagnostics, nearMiss("Capitulo", "chapter heading"), help: "did you mean «Capítulo»?",
                   file: "guide/es.txt", line: 413, column: 1)
        XCTAssertEqual(diagnostics.first?.notes.dropFirst(), [
            .note("the same place in 'pt'", at: SourceLocation(file: "T/guide/pt.txt", line: 413)),
            .note("the same place in 'fr'", at: SourceLocation(file: "T/guide/fr.txt", line: 413)),
        ])
        let real = try TestSupport.guide("es")
        XCTAssertEqual(corpus?.guide(language: "es")?.chapters.map(\.heading), real.chapters.map(\.heading))
    }

    func testCheckpointHeadingMissingALetter() throws {
        let (corpus, diagnostics) = try compile("guide/es.txt", line: 77, replacing: "Punto de control", with: "Punto de contro")
        expectOnly(diagnostics, nearMiss("Punto de contro", "checkpoint heading"), help: "did you mean «Punto de control»?",
                   file: "guide/es.txt", line: 77, column: 1)
        let answers = corpus?.guide(language: "es")?.chapters.first?.checkpoints.map(\.answer)
        XCTAssertEqual(answers, try TestSupport.guide("es").chapters.first?.checkpoints.map(\.answer))
    }

    func testObjectiveLeadWithoutAccent() throws {
        let (corpus, diagnostics) = try compile("guide/es.txt", line: 11, replacing: "Al terminar podrás.", with: "Al terminar podras.")
        expectOnly(diagnostics, nearMiss("Al terminar podras.", "objective lead"), help: "did you mean «Al terminar podrás.»?",
                   file: "guide/es.txt", line: 11, column: 1)
        XCTAssertEqual(corpus?.guide(language: "es")?.chapters.first?.objective, try TestSupport.guide("es").chapters.first?.objective)
    }

    func testAvoidLabelWithoutAccent() throws {
        let (corpus, diagnostics) = try compile("guide/es.txt", line: 69, replacing: "Cuándo no usarlo", with: "Cuando no usarlo")
        expectOnly(diagnostics, nearMiss("Cuando no usarlo", "'when not to use' label"), help: "did you mean «Cuándo no usarlo»?",
                   file: "guide/es.txt", line: 69, column: 246)
        func firstEntry(_ document: Document?) -> Entry? {
            document?.chapters.first?.blocks.lazy.compactMap { if case .entry(let e) = $0 { e } else { nil } }.first
        }
        let entry = try XCTUnwrap(firstEntry(corpus?.guide(language: "es")))
        XCTAssertEqual(entry.whenNotToUse, firstEntry(try TestSupport.guide("es"))?.whenNotToUse)
        XCTAssertNotNil(entry.whenNotToUse)
    }

    func testEntryWithoutAvoidLabel() throws {
        let (_, diagnostics) = try compile("guide/es.txt", line: 69, replacing: " Cuándo no usarlo:", with: "")
        expectOnly(diagnostics, "entry has «Cuándo usarlo» but no «Cuándo no usarlo»", file: "guide/es.txt", line: 69, column: 1)
    }

    // MARK: Slips of our own, in every language

    func testCaseStudyAnswersLeadMisspelt() throws {
        let (_, diagnostics) = try compile("guide/es.txt", line: 1111, replacing: "Respuestas.", with: "Respuetas.")
        expectOnly(diagnostics, nearMiss("Respuetas.", "case-study answers lead"), help: "did you mean «Respuestas.»?",
                   file: "guide/es.txt", line: 1111, column: 1)
    }

    func testAnswersHeadingInLowerCase() throws {
        let (_, diagnostics) = try compile("guide/es.txt", line: 1020, replacing: "Respuestas de", with: "respuestas de")
        expectOnly(diagnostics, nearMiss("respuestas de los puntos de control", "answers heading"),
                   help: "did you mean «Respuestas de los puntos de control»?", file: "guide/es.txt", line: 1020, column: 1)
    }

    func testPortugueseCheckpointHeadingWithoutCedilla() throws {
        let (_, diagnostics) = try compile("guide/pt.txt", line: 77, replacing: "verificação", with: "verificacao")
        expectOnly(diagnostics, nearMiss("Ponto de verificacao", "checkpoint heading"),
                   help: "did you mean «Ponto de verificação»?", file: "guide/pt.txt", line: 77, column: 1)
    }

    func testPortugueseObjectiveLeadWithoutComma() throws {
        let (_, diagnostics) = try compile("guide/pt.txt", line: 91, replacing: "Ao terminar, você", with: "Ao terminar voce")
        expectOnly(diagnostics, nearMiss("Ao terminar voce consegue.", "objective lead"),
                   help: "did you mean «Ao terminar, você consegue.»?", file: "guide/pt.txt", line: 91, column: 1)
    }

    func testPortugueseAppendixWithoutAccent() throws {
        let (_, diagnostics) = try compile("guide/pt.txt", line: 970, replacing: "Apêndice", with: "Apendice")
        expectOnly(diagnostics, nearMiss("Apendice", "appendix heading"), help: "did you mean «Apêndice»?",
                   file: "guide/pt.txt", line: 970, column: 1)
    }

    func testPortugueseSourceLabelTypo() throws {
        let (_, diagnostics) = try compile("guide/pt.txt", line: 87, replacing: "Fonte:", with: "Fotne:")
        expectOnly(diagnostics, nearMiss("Fotne:", "source label"), help: "did you mean «Fonte:»?",
                   file: "guide/pt.txt", line: 87, column: 1)
    }

    func testFrenchChapterHeadingWithCircumflex() throws {
        let (_, diagnostics) = try compile("guide/fr.txt", line: 212, replacing: "Chapitre 3", with: "Chapître 3")
        expectOnly(diagnostics, nearMiss("Chapître", "chapter heading"), help: "did you mean «Chapitre»?",
                   file: "guide/fr.txt", line: 212, column: 1)
    }

    func testFrenchNotYetLeadTypo() throws {
        let (_, diagnostics) = try compile("guide/fr.txt", line: 146, replacing: "Pas encore dans ce chapitre.", with: "Pas encore dans ce chapite.")
        expectOnly(diagnostics, nearMiss("Pas encore dans ce chapite.", "'not yet' lead"),
                   help: "did you mean «Pas encore dans ce chapitre.»?", file: "guide/fr.txt", line: 146, column: 1)
    }

    func testFrenchAnswersHeadingWithoutAccents() throws {
        let (_, diagnostics) = try compile("guide/fr.txt", line: 1020, replacing: "Réponses des points de contrôle", with: "Reponses des points de controle")
        expectOnly(diagnostics, nearMiss("Reponses des points de controle", "answers heading"),
                   help: "did you mean «Réponses des points de contrôle»?", file: "guide/fr.txt", line: 1020, column: 1)
    }

    func testFrenchUseLabelTypo() throws {
        let (_, diagnostics) = try compile("guide/fr.txt", line: 69, replacing: "Quand l'utiliser", with: "Quand l'utilser")
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(diagnostics.first?.message, nearMiss("Quand l'utilser", "'when to use' label"))
        XCTAssertEqual(diagnostics.first?.location.line, 69)
    }

    // MARK: What is not a near miss

    func testShortWordsAndProseAreLeftAlone() {
        XCTAssertFalse(NearMiss.matches("Fonte", "Fuente:"), "two edits in a six-letter word")
        XCTAssertNil(NearMiss.leadingWords(of: "Al terminar podrás ver la barra.", nearly: [NearMiss.Phrase("Al terminar podrás.")]))
        XCTAssertTrue(NearMiss.matches("PUNTO  DE CONTROL", "Punto de control"))
        XCTAssertEqual(NearMiss.distance(Array("abcd"), Array("abdc"), limit: 2), 1, "a swap is one edit")
    }
}
