import Foundation
import XCTest
@testable import DuoGuide

/// `Content/translations.json` records which version of each original chapter a translation
/// matches; when the original changes, its translations are reported as possibly out of date.
final class TranslationRecordTests: XCTestCase {
    func testTheRealRecordMatchesTheRealContent() throws {
        let (record, diagnostics) = Compiler.currentTranslationRecord(contentDirectory: TestSupport.contentDirectory, displayRoot: "Content")
        XCTAssertEqual(diagnostics.map(\.description), [])
        let written = try String(contentsOf: TestSupport.contentDirectory.appendingPathComponent(TranslationRecord.fileName), encoding: .utf8)
        XCTAssertEqual(record?.serialized, written, "run 'duoguide translations --update' after changing a translation")
        XCTAssertEqual(record?.matched.keys.sorted(), ["guide-fr", "guide-pt"])
        XCTAssertEqual(record?.matched["guide-pt"]?.count, 14, "chapters 0-11, the appendix and the case study")
    }

    func testRecordReadsBackWhatItWrites() throws {
        let record = TranslationRecord(matched: ["b": ["chapter-10": "0a", "chapter-2": "1f", "appendix": "ff"], "a": [:]])
        XCTAssertEqual(record.serialized, """
            {
              "a": {
              },
              "b": {
                "appendix": "ff",
                "chapter-2": "1f",
                "chapter-10": "0a"
              }
            }

            """)
        XCTAssertEqual(try ContentFile.decode(Data(record.serialized.utf8), as: TranslationRecord.self), record)
    }

    func testChangedOriginalMarksItsTranslationsPossiblyOutOfDate() throws {
        var slip = ContentSlip("guide/es.txt", line: 417, replacing: "El ejemplo que se rompe", with: "El ejemplo que falla")
        slip.keepsTranslationRecord = true
        let (_, diagnostics) = try slip.compile()
        XCTAssertEqual(diagnostics.map(\.description), [
            "T/guide/fr.txt:413:1: warning: chapter-5 may be out of date: its original in T/guide/es.txt changed after this translation was recorded",
            "T/guide/pt.txt:413:1: warning: chapter-5 may be out of date: its original in T/guide/es.txt changed after this translation was recorded",
        ])
        XCTAssertEqual(diagnostics.first?.notes, [
            .note("the original chapter", at: SourceLocation(file: "T/guide/es.txt", line: 413)),
            .help("once the translation matches it again, run 'duoguide translations --update'"),
        ])
        // What `duoguide translations` counts as possibly out of date.
        XCTAssertEqual(diagnostics.map(\.lag), [.outOfDate, .outOfDate])
    }

    func testANearMissInTheOriginalIsNotAlsoAChange() throws {
        var slip = ContentSlip("guide/es.txt", line: 413, replacing: "Capítulo 5", with: "Capitulo 5")
        slip.keepsTranslationRecord = true
        XCTAssertEqual(try slip.compile().1.map(\.message), ["«Capitulo» is not spelled as the locale's chapter heading; read as if it were"])
    }

    func testAChangedTranslationAloneIsNotOutOfDate() throws {
        var slip = ContentSlip("guide/pt.txt", line: 417, replacing: "Exemplo que quebra", with: "Um exemplo que quebra")
        slip.keepsTranslationRecord = true
        let (_, diagnostics) = try slip.compile()
        XCTAssertEqual(diagnostics.filter { $0.message.contains("out of date") }.map(\.description), [])
    }

    func testUpdateRewritesTheRecordFromTheContent() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var slip = ContentSlip("guide/es.txt", line: 417, replacing: "El ejemplo que se rompe", with: "El ejemplo que falla")
        slip.keepsTranslationRecord = true
        try slip.write(to: folder)
        XCTAssertEqual(Compiler.compile(contentDirectory: folder, displayRoot: "T").1.count, 2, "pt and fr out of date")
        let (record, _) = Compiler.currentTranslationRecord(contentDirectory: folder, displayRoot: "T")
        try Data(try XCTUnwrap(record).serialized.utf8).write(to: folder.appendingPathComponent(TranslationRecord.fileName))
        XCTAssertEqual(Compiler.compile(contentDirectory: folder, displayRoot: "T").1.map(\.description), [])
    }
}
