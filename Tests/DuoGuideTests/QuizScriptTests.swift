import Foundation
import XCTest

/// Runs the node tests of the quiz scripts (Templates/assets/progress.js and quiz.js):
/// `node Tests/DuoGuideTests/Fixtures/quiz.test.js` from the repository root. Without node the test
/// is skipped locally, but fails in CI (CI=true), where it must never be skipped.
final class QuizScriptTests: XCTestCase {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func findExecutable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    func testQuizScripts() throws {
        guard let node = Self.findExecutable("node") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("node is required in CI to test Templates/assets/progress.js and quiz.js")
                return
            }
            throw XCTSkip("node not installed")
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
