import Foundation
import XCTest

/// Runs the node tests of the quiz scripts (Templates/assets/progress.js and quiz.js):
/// `node Tests/DuoGuideTests/Fixtures/quiz.test.js` from the repository root. Without node the test
/// is skipped locally, but fails in CI (CI=true), where it must never be skipped.
final class QuizScriptTests: XCTestCase {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()


    func testQuizScripts() throws {
        let script = "Tests/DuoGuideTests/Fixtures/quiz.test.js"
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repoRoot.appendingPathComponent(script).path), script)
        let (status, log) = try TestSupport.runNode([script], why: "to test Templates/assets/progress.js and quiz.js")
        print(log, terminator: "")
        XCTAssertEqual(status, 0, log)
        XCTAssertTrue(log.contains("tests passed"), log)
    }
}
