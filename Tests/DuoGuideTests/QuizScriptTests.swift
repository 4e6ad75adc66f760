import Foundation
import XCTest

/// Runs the node tests of the quiz scripts (Templates/assets/progress.js and quiz.js):
/// `node Tests/DuoGuideTests/Fixtures/quiz.test.js` from the repository root. Without node the test
/// is skipped locally, but fails in CI (CI=true), where it must never be skipped.
final class QuizScriptTests: XCTestCase {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()


    func testQuizScripts() throws {
        guard let node = TestSupport.findExecutable("node") else {
            try TestSupport.requireInCI("node (to test Templates/assets/progress.js and quiz.js)")
        }
        let script = "Tests/DuoGuideTests/Fixtures/quiz.test.js"
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repoRoot.appendingPathComponent(script).path), script)
        let process = Process()
        process.executableURL = node
        process.arguments = [script]
        process.currentDirectoryURL = Self.repoRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = String(decoding: data, as: UTF8.self)
        print(log, terminator: "")
        XCTAssertEqual(process.terminationStatus, 0, log)
        XCTAssertTrue(log.contains("tests passed"), log)
    }
}
