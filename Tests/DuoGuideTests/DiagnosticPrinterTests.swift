import Foundation
import XCTest
@testable import DuoGuide

/// Diagnostics as `duoguide build` and `check` print them: the compiler's first line, the source
/// line quoted under it with a caret at the column, then notes and help. Exact output, checked by
/// hand.
final class DiagnosticPrinterTests: XCTestCase {
    private let files: [String: String] = [
        "T/guide/es.txt": "Título\n\nCapitulo 1 · Hola\n\tlet x = 1\r\nÚltima línea",
        "T/guide/pt.txt": "Título\n\nCapítulo 1 · Olá\n",
    ]

    private var sources: SourceLines {
        let files = self.files
        return SourceLines { files[$0].map { Data($0.utf8) } }
    }

    private let plain = DiagnosticPrinter(useColor: false)

    func testAnErrorQuotesItsLineWithACaretAtTheColumn() {
        let d = Diagnostic.error(SourceLocation(file: "T/guide/es.txt", line: 3, column: 5), "unknown heading «Capitulo»")
        XCTAssertEqual(plain.format(d, sources: sources), """
            T/guide/es.txt:3:5: error: unknown heading «Capitulo»
             3 | Capitulo 1 · Hola
               |     ^
            """)
    }

    func testAWarningWithANoteElsewhereAndHelp() {
        let d = Diagnostic.warning(SourceLocation(file: "T/guide/es.txt", line: 3, column: 1), "«Capitulo» is almost «Capítulo»",
                                   notes: [.note("the same heading in pt", at: SourceLocation(file: "T/guide/pt.txt", line: 3, column: 1)),
                                           .note("headings start chapters"),
                                           .help("did you mean «Capítulo»?")])
        XCTAssertEqual(plain.format(d, sources: sources), """
            T/guide/es.txt:3:1: warning: «Capitulo» is almost «Capítulo»
             3 | Capitulo 1 · Hola
               | ^
            T/guide/pt.txt:3:1: note: the same heading in pt
             3 | Capítulo 1 · Olá
               | ^
            note: headings start chapters
            help: did you mean «Capítulo»?
            """)
    }

    /// The caret's indent keeps the line's tabs, so it lands under the column at any tab width; a
    /// CR before the line end is not shown; a column past the end puts the caret after the text;
    /// the gutter widens with the line number.
    func testTabsLineEndsAndColumnsPastTheEnd() {
        let tab = Diagnostic.error(SourceLocation(file: "T/guide/es.txt", line: 4, column: 6), "x")
        XCTAssertEqual(plain.format(tab, sources: sources), "T/guide/es.txt:4:6: error: x\n 4 | \tlet x = 1\n   | \t    ^")
        let past = Diagnostic.error(SourceLocation(file: "T/guide/es.txt", line: 5, column: 40), "y")
        XCTAssertEqual(plain.format(past, sources: sources), "T/guide/es.txt:5:40: error: y\n 5 | Última línea\n   |             ^")
        let lines = SourceLines { _ in Data((String(repeating: "\n", count: 1_203) + "línea").utf8) }
        let far = Diagnostic.error(SourceLocation(file: "big.txt", line: 1_204, column: 2), "z")
        XCTAssertEqual(plain.format(far, sources: lines), "big.txt:1204:2: error: z\n 1204 | línea\n      |  ^")
    }

    /// Without the file, or past its last line, the diagnostic is printed without a quote: a
    /// missing file is often the very problem reported.
    func testNoQuoteWhenTheLineCannotBeRead() {
        let missing = Diagnostic.error(SourceLocation(file: "T/guide/fr.txt", line: 1), "cannot read file")
        XCTAssertEqual(plain.format(missing, sources: sources), "T/guide/fr.txt:1:1: error: cannot read file")
        let beyond = Diagnostic.error(SourceLocation(file: "T/guide/pt.txt", line: 9), "w")
        XCTAssertEqual(plain.format(beyond, sources: sources), "T/guide/pt.txt:9:1: error: w")
        XCTAssertEqual(plain.format(beyond), "T/guide/pt.txt:9:1: error: w")
    }

    func testInvalidUTF8IsQuotedAsReplacementCharacters() {
        let lines = SourceLines { _ in Data([0x48, 0x6F, 0x6C, 0x61, 0xFF, 0x0A]) }
        let d = Diagnostic.error(SourceLocation(file: "a.txt", line: 1, column: 5), "invalid UTF-8 at byte offset 4")
        XCTAssertEqual(plain.format(d, sources: lines), "a.txt:1:5: error: invalid UTF-8 at byte offset 4\n 1 | Hola\u{FFFD}\n   |     ^")
    }

    func testColourOnTheLabelsLocationGutterAndCaret() {
        let d = Diagnostic.error(SourceLocation(file: "T/guide/pt.txt", line: 3, column: 2), "bad", notes: [.help("fix it")])
        let e = "\u{1B}["
        XCTAssertEqual(DiagnosticPrinter(useColor: true).format(d, sources: sources),
                       "\(e)1mT/guide/pt.txt:3:2:\(e)0m \(e)1;31merror:\(e)0m bad\n"
                       + "\(e)34m 3 |\(e)0m Capítulo 1 · Olá\n"
                       + "\(e)34m   |\(e)0m  \(e)1;32m^\(e)0m\n"
                       + "\(e)1;32mhelp:\(e)0m fix it")
        XCTAssertFalse(DiagnosticPrinter.forStandardError(environment: ["NO_COLOR": "1"]).useColor)
    }

    /// `--warnings-as-errors`: a warning becomes an error, everything else kept.
    func testWarningsAsErrorsPromotesOnlyTheSeverity() {
        let note = Diagnostic.Note.help("h")
        let w = Diagnostic.warning(SourceLocation(file: "a.txt", line: 2, column: 3), "w", notes: [note])
        XCTAssertEqual(w.asError, Diagnostic.error(SourceLocation(file: "a.txt", line: 2, column: 3), "w", notes: [note]))
        XCTAssertEqual(plain.summary([w, w.asError]), "1 error, 1 warning")
    }
}
