import Foundation
import XCTest
@testable import DuoGuide

/// Structure that would otherwise vanish without a word is a warning at its own place; the build
/// goes on, and `--warnings-as-errors` fails it. Each test applies one slip to a copy of the real
/// Content (shown as "T").
final class StructureWarningsTests: XCTestCase {
    private func warnings(_ slip: ContentSlip, sourceFile: StaticString = #filePath, sourceLine: UInt = #line) throws -> [String] {
        try slip.compile(sourceFile: sourceFile, sourceLine: sourceLine).1.filter { $0.severity == .warning }.map(\.description)
    }

    func testQuestionNumberedWithAParenthesis() throws {
        let (corpus, diagnostics) = try ContentSlip("guide/fr.txt", line: 81, replacing: "2. ", with: "2) ").compile()
        XCTAssertEqual(diagnostics.map(\.description), ["T/guide/fr.txt:81:1: warning: question numbered «2)»; read as question 2"])
        XCTAssertEqual(diagnostics.first?.notes, [
            .help("questions are numbered «2. …»"),
            .note("the same place in 'es'", at: SourceLocation(file: "T/guide/es.txt", line: 81)),
            .note("the same place in 'pt'", at: SourceLocation(file: "T/guide/pt.txt", line: 81)),
        ])
        XCTAssertEqual(corpus?.guide(language: "fr")?.chapters.first?.checkpoints.count, 3)
    }

    func testChapterNumbersThatSkip() throws {
        XCTAssertEqual(try warnings(ContentSlip("guide/es.txt", line: 909, replacing: "Capítulo 11", with: "Capítulo 12")),
                       ["T/guide/es.txt:909:1: warning: chapter numbers skip from 10 to 12"])
    }

    func testReferenceToAChapterThatDoesNotExist() throws {
        let (_, diagnostics) = try ContentSlip("guide/es.txt", line: 411, replacing: "capítulo 8", with: "capítulo 14").compile()
        XCTAssertEqual(diagnostics.map(\.description),
                       ["T/guide/es.txt:411:193: warning: reference to chapter 14, which this guide does not have"])
    }

    /// The check scans only lines with a number no chapter has: every reference to a missing
    /// chapter the scanner finds is on such a line.
    func testLinesRuledOutHoldNoReferenceToAMissingChapter() throws {
        let scanner = ChapterReferenceScanner(phrases: try TestSupport.vocabulary("es").parser)
        let existing = Set(0...11)
        var random = RandomText(seed: 0xC4A9, words: ["capítulo", "Capítulos", "CAPÍTULO", "3", "14", "y", "a", "007", "1234", "12a", "٣"])
        var missing = 0
        for line in try TestSupport.contentLines("guide/es.txt") + (0..<20000).map({ _ in random.text(maximum: 12) }) {
            guard scanner.scan(line).contains(where: { !existing.contains($0.number) }) else { continue }
            missing += 1
            XCTAssertTrue(ChapterNumberCheck.holdsNumber(outside: existing, line), line)
        }
        XCTAssertGreaterThan(missing, 100)
    }

    func testHeadingWhoseAnchorThePageUses() throws {
        let (_, diagnostics) = try ContentSlip("guide/es.txt", line: 417, replacing: "El ejemplo que se rompe", with: "Quiz").compile()
        XCTAssertEqual(diagnostics.map(\.description),
                       ["T/guide/es.txt:417:1: warning: heading «Quiz» would take the anchor '#quiz', which the page already uses; it gets '#quiz-2'"])
    }

    func testEntryWithoutUseLabelInPortuguese() throws {
        let line = try TestSupport.contentLines("guide/pt.txt").firstIndex { $0.hasPrefix("•") && $0.contains("Quando usar:") }.map { $0 + 1 }
        let (_, diagnostics) = try ContentSlip("guide/pt.txt", line: try XCTUnwrap(line), replacing: "Quando usar:", with: "").compile()
        XCTAssertEqual(diagnostics.map(\.description), ["T/guide/pt.txt:\(line!):1: warning: entry has «Quando não usar» but no «Quando usar»"])
    }

    func testEntryWithoutLabelsWhereTheOriginalHasThem() throws {
        var slip = ContentSlip("guide/pt.txt", line: 69, replacing: "Quando usar:", with: "Usar —")
        slip.more = [("Quando não usar:", "Evitar —")]
        let (_, diagnostics) = try slip.compile()
        XCTAssertEqual(diagnostics.map(\.description), ["T/guide/pt.txt:69:1: warning: entry's labels differ from the same entry in 'es'"])
        XCTAssertEqual(diagnostics.first?.notes, [.note("the same place in 'es'", at: SourceLocation(file: "T/guide/es.txt", line: 69))])
    }

    func testAnswersInAnotherOrderThanTheQuestions() throws {
        let lines = try TestSupport.contentLines("guide/es.txt")
        let original = lines[1023]
        let sentences = SentenceSplitter.split(String(original.dropFirst("Capítulo 1. ".count)))
        XCTAssertEqual(sentences.count, 5)
        // The third question's answer first, then the second's, then the first's.
        let swapped = "Capítulo 1. " + (Array(sentences[4...]) + Array(sentences[2..<4]) + Array(sentences[0..<2])).joined(separator: " ")
        let (_, diagnostics) = try ContentSlip("guide/es.txt", line: 1024, replacing: original, with: swapped).compile()
        XCTAssertEqual(diagnostics.map(\.description), [
            "T/guide/es.txt:1024:1: warning: answers of chapter-1 read as if written in the order of questions 3, 2, 1; they are aligned in the written order",
        ])
        XCTAssertEqual(diagnostics.first?.notes, [.help("write the answers in the order of the questions, 1 to 3")])
    }

    // MARK: The command line

    /// A warning prints and the site is built; with `--warnings-as-errors` the same content fails.
    func testWarningsBuildUnlessWarningsAreErrors() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("duoguide")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            try TestSupport.requireInCI("the duoguide binary at \(binary.path)")
        }
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ContentSlip("guide/es.txt", line: 413, replacing: "Capítulo 5", with: "Capitulo 5")
            .write(to: folder.appendingPathComponent("Content"))
        func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let templates = TestSupport.repoRoot.appendingPathComponent("Templates").path
        let failed = try run(["build", "--templates", templates, "--output", "Strict", "--warnings-as-errors"])
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("Content/guide/es.txt:413:1: error: «Capitulo»"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict/index.html").path))

        let built = try run(["build", "--templates", templates, "--output", "Site"])
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertTrue(built.stderr.contains("Content/guide/es.txt:413:1: warning: «Capitulo»"), built.stderr)
        XCTAssertTrue(built.stderr.contains("help: did you mean «Capítulo»?"), built.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site/index.html").path))
    }
}
