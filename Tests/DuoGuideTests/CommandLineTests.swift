import Foundation
import XCTest
@testable import DuoGuide

/// The argument parser alone, then the real `duoguide` binary as a user runs it: exit codes,
/// where output goes (diagnostics to stderr, data to stdout), and colour rules.
final class CommandLineTests: XCTestCase {
    let parser = ArgumentParser(options: [
        .value("port", "N", "port"), .flag("watch", "rebuild"), .value("output", "DIR", "output"),
    ])

    func testParsesFlagsAndValuesInBothSpellings() throws {
        let parsed = try parser.parse(["--port", "8080", "--watch", "--output=Out"])
        XCTAssertEqual(parsed.value("port"), "8080")
        XCTAssertEqual(parsed.value("output"), "Out")
        XCTAssertTrue(parsed.has("watch"))
        XCTAssertFalse(parsed.has("port"))
    }

    func testRejectsUnknownOptionsMissingValuesAndPositionals() {
        XCTAssertThrowsError(try parser.parse(["--colour"])) { XCTAssertEqual("\($0)", "unknown option '--colour'") }
        XCTAssertThrowsError(try parser.parse(["--port"])) { XCTAssertEqual("\($0)", "option '--port' needs a value (N)") }
        XCTAssertThrowsError(try parser.parse(["--port", "--watch"])) { XCTAssertTrue("\($0)".contains("needs a value")) }
        XCTAssertThrowsError(try parser.parse(["--watch=yes"])) { XCTAssertEqual("\($0)", "option '--watch' takes no value") }
        XCTAssertThrowsError(try parser.parse(["Site"])) { XCTAssertEqual("\($0)", "unexpected argument 'Site'") }
    }

    func testIntegerOptionsAreRangeChecked() {
        XCTAssertEqual(try ArgumentParser.integer("8000", option: "port", range: 0...65535), 8000)
        XCTAssertThrowsError(try ArgumentParser.integer("70000", option: "port", range: 0...65535))
        XCTAssertThrowsError(try ArgumentParser.integer("80a", option: "port", range: 0...65535))
    }

    func testHelpListsEveryOption() {
        let help = parser.optionsHelp()
        XCTAssertTrue(help.contains("--port N"))
        XCTAssertTrue(help.contains("--watch"))
        XCTAssertEqual(help.split(separator: "\n").count, 3)
    }

    func testDiagnosticColourOnlyWhenAllowed() {
        let d = Diagnostic.error(SourceLocation(file: "a.txt", line: 3, column: 2), "bad")
        XCTAssertEqual(DiagnosticPrinter(useColor: false).format(d), "a.txt:3:2: error: bad")
        XCTAssertTrue(DiagnosticPrinter(useColor: true).format(d).contains("\u{1B}["))
        // NO_COLOR wins even on a terminal; tests do not run on a terminal, so colour is off anyway.
        XCTAssertFalse(DiagnosticPrinter.forStandardError(environment: ["NO_COLOR": "1"]).useColor)
    }

    // MARK: - The binary

    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run { var status: Int32; var stdout: String; var stderr: String }

    func duoguide(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let binary = Bundle.main.bundleURL.appendingPathComponent("duoguide")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            try TestSupport.requireInCI("the duoguide binary at \(binary.path)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Self.repoRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    func testVersionHelpAndUsageErrors() throws {
        let version = try duoguide(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("duoguide "))
        let help = try duoguide(["--help"])
        XCTAssertEqual(help.status, 0)
        for command in ["build", "check", "export", "serve"] { XCTAssertTrue(help.stdout.contains(command)) }
        let buildHelp = try duoguide(["build", "--help"])
        XCTAssertTrue(buildHelp.stdout.contains("--templates DIR"))
        let unknown = try duoguide(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown command 'frobnicate'"))
        XCTAssertTrue(unknown.stderr.contains("usage: duoguide"))
        XCTAssertEqual(unknown.stdout, "")
        let badOption = try duoguide(["check", "--colour"])
        XCTAssertEqual(badOption.status, 2)
        XCTAssertTrue(badOption.stderr.contains("unknown option '--colour'"))
        let none = try duoguide([])
        XCTAssertEqual(none.status, 2)
    }

    func testCheckOnTheRealContentSucceeds() throws {
        let run = try duoguide(["check"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("0 errors, 0 warnings"))
        XCTAssertEqual(run.stdout, "")
    }

    func testExportJSONPrintsTheContractOnStdout() throws {
        let run = try duoguide(["export", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["schemaVersion"] as? Int, 1)
        XCTAssertEqual((object?["documents"] as? [Any])?.count, 5)
    }

    func testCheckReportsDiagnosticsInCompilerFormatAndExitsOne() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        try FileManager.default.copyItem(at: Self.repoRoot.appendingPathComponent("Content"), to: temp.appendingPathComponent("Content"))
        let es = temp.appendingPathComponent("Content/guide/es.txt")
        var bytes = [UInt8](try Data(contentsOf: es))
        bytes.insert(contentsOf: [0x48, 0x6F, 0x6C, 0x61, 0xFF], at: 0)  // "Hola" + an invalid byte
        try Data(bytes).write(to: es)
        let run = try duoguide(["check"], in: temp)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Content/guide/es.txt:1:5: error: invalid UTF-8 at byte offset 4"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Fatal error"))
    }

    func testAnOutputThatCannotBeMadeIsOneLineNamingTheFolder() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: temp.appendingPathComponent("file"))
        let run = try duoguide(["build", "--output", temp.path + "/file/Site"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("error: cannot create the folder \(temp.path)/file: Not a directory\n"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Domain"), run.stderr)
    }

    func testFailedBuildLeavesThePreviousSiteExactlyAsItWas() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let fm = FileManager.default
        try fm.copyItem(at: Self.repoRoot.appendingPathComponent("Content"), to: temp.appendingPathComponent("Content"))
        try fm.copyItem(at: Self.repoRoot.appendingPathComponent("Templates"), to: temp.appendingPathComponent("Templates"))
        let first = try duoguide(["build"], in: temp)
        XCTAssertEqual(first.status, 0, first.stderr)
        let index = temp.appendingPathComponent("Site/es/chapter-4.html")
        let before = try Data(contentsOf: index)
        // Break the content: a chapter header duplicated.
        let pt = temp.appendingPathComponent("Content/guide/pt.txt")
        let text = try String(contentsOf: pt, encoding: .utf8)
        try text.replacingOccurrences(of: "Capítulo 5 ·", with: "Capítulo 4 ·").write(to: pt, atomically: true, encoding: .utf8)
        let second = try duoguide(["build"], in: temp)
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("error: duplicate chapter number 4"), second.stderr)
        XCTAssertTrue(second.stderr.contains("left as it was"))
        XCTAssertEqual(try Data(contentsOf: index), before)
        let leftovers = try fm.contentsOfDirectory(atPath: temp.path).filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
    }

    // MARK: - serve

    /// Runs `duoguide serve` until `text` appears on its standard error (at most 60 s), then stops
    /// it with Ctrl-C, as a user would.
    func serve(_ arguments: [String], in directory: URL, until text: String) throws -> Run {
        let binary = Bundle.main.bundleURL.appendingPathComponent("duoguide")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            try TestSupport.requireInCI("the duoguide binary at \(binary.path)")
        }
        let log = directory.appendingPathComponent("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = handle
        try process.run()
        func written() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        let deadline = Date(timeIntervalSinceNow: 60)
        while process.isRunning, !written().contains(text), Date() < deadline { usleep(20_000) }
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: "", stderr: written())
    }

    func testServeWarnsWhenItListensBeyondThisMachine() throws {
        let temp = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        // A folder that is not a site of ours is served as it is, never built over.
        try FileManager.default.createDirectory(at: temp.appendingPathComponent("public"), withIntermediateDirectories: true)
        try Data("<p>hola</p>".utf8).write(to: temp.appendingPathComponent("public/index.html"))

        let open = try serve(["--host", "0.0.0.0", "--port", "0", "--output", "public"], in: temp, until: "serving")
        XCTAssertEqual(open.status, 0, open.stderr)
        XCTAssertTrue(open.stderr.hasPrefix("warning: listening on 0.0.0.0: other devices on the network can open the site; "
                                            + "--host 127.0.0.1 keeps it on this machine\n"), open.stderr)
        XCTAssertTrue(open.stderr.contains("serving public at http://0.0.0.0:"), open.stderr)

        let local = try serve(["--host", "127.0.0.1", "--port", "0", "--output", "public"], in: temp, until: "serving")
        XCTAssertEqual(local.status, 0, local.stderr)
        XCTAssertFalse(local.stderr.contains("warning"), local.stderr)
        XCTAssertTrue(local.stderr.hasPrefix("serving public at http://127.0.0.1:"), local.stderr)
    }

    func testServeBuildsFirstOnlyWhenTheSiteIsMissingOrStale() throws {
        let temp = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        try FileManager.default.copyItem(at: Self.repoRoot.appendingPathComponent("Content"), to: temp.appendingPathComponent("Content"))
        try FileManager.default.copyItem(at: Self.repoRoot.appendingPathComponent("Templates"), to: temp.appendingPathComponent("Templates"))
        let missing = try serve(["--port", "0"], in: temp, until: "serving")
        XCTAssertTrue(missing.stderr.contains("built 639 pages"), missing.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: temp.appendingPathComponent("Site/es/chapter-1.html").path))

        let upToDate = try serve(["--port", "0"], in: temp, until: "serving")
        XCTAssertFalse(upToDate.stderr.contains("built"), upToDate.stderr)

        let css = try XCTUnwrap(FileManager.default.subpaths(atPath: temp.appendingPathComponent("Templates").path)?
            .first { $0.hasSuffix(".css") }, "no stylesheet in Templates")
        let stylesheet = temp.appendingPathComponent("Templates").appendingPathComponent(css)
        chmod(stylesheet.path, 0o644)
        try (try String(contentsOf: stylesheet, encoding: .utf8) + "\n/* changed */\n").write(to: stylesheet, atomically: true, encoding: .utf8)
        let stale = try serve(["--port", "0"], in: temp, until: "serving")
        XCTAssertTrue(stale.stderr.contains("built 639 pages"), stale.stderr)
        XCTAssertFalse(stale.stderr.contains("no changes"), stale.stderr)
    }

    func testWarningsAsErrorsIsAnOptionOfBuildAndCheck() throws {
        XCTAssertTrue(try duoguide(["build", "--help"]).stdout.contains("--warnings-as-errors"))
        let check = try duoguide(["check", "--warnings-as-errors"])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderr.contains("0 errors, 0 warnings"), check.stderr)
    }
}
