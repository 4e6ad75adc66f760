import Foundation
import XCTest
@testable import DuoGuide

/// Small helpers shared by the front-end tests: where the repository is, the real Content compiled
/// once, and temporary content folders built from a few source texts.
enum TestSupport {
    /// The repository root, found from this file's path (Tests/DuoGuideTests/TestSupport.swift).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var contentDirectory: URL { repoRoot.appendingPathComponent("Content") }

    /// The real Content, compiled once for the whole run (diagnostics shown relative to "Content").
    static let real: (corpus: Corpus?, diagnostics: [Diagnostic]) = {
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: contentDirectory, displayRoot: "Content")
        return (corpus, diagnostics)
    }()

    static func realCorpus(file: StaticString = #filePath, line: UInt = #line) throws -> Corpus {
        try XCTUnwrap(real.corpus, "the real Content did not compile", file: file, line: line)
    }

    static func guide(_ language: String, file: StaticString = #filePath, line: UInt = #line) throws -> Document {
        try XCTUnwrap(realCorpus().guide(language: language), "no \(language) guide", file: file, line: line)
    }

    static func document(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Document {
        try XCTUnwrap(realCorpus().documents.first { $0.id == id }, "no document \(id)", file: file, line: line)
    }

    /// The raw text of a Content file, e.g. "guide/es.txt".
    static func contentText(_ relative: String) throws -> String {
        try String(contentsOf: contentDirectory.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The lines of a Content file, index 0 = line 1.
    static func contentLines(_ relative: String) throws -> [String] {
        try contentText(relative).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func vocabulary(_ language: String) throws -> Vocabulary {
        try Vocabulary.load(from: contentDirectory.appendingPathComponent("locales/\(language).json"))
    }

    // MARK: Temporary content folders

    /// One document of a temporary content folder. `data == nil` leaves the file out (a missing file).
    struct Source {
        var id: String
        var kind = "guide"
        var language = "es"
        var path: String
        var data: Data?

        init(id: String = "guide-es", kind: String = "guide", language: String = "es", path: String = "guide/es.txt", text: String) {
            self.init(id: id, kind: kind, language: language, path: path, data: Data(text.utf8))
        }

        init(id: String = "guide-es", kind: String = "guide", language: String = "es", path: String = "guide/es.txt", data: Data?) {
            self.id = id
            self.kind = kind
            self.language = language
            self.path = path
            self.data = data
        }
    }

    /// How diagnostics name the temporary folder.
    static let fixtureRoot = "T"

    /// Writes a content folder (manifest, the locales of `languages` that exist in Content/locales,
    /// `extraFiles`, the sources) and compiles it.
    static func compile(_ sources: [Source], languages: [String] = ["es"], translations: [[String]] = [],
                        extraFiles: [String: Data] = [:], notSymbols: [String] = ["iPhone", "SwiftUI", "UIKit", "iOS"])
        throws -> (corpus: Corpus?, diagnostics: [Diagnostic]) {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in languages {
            let locale = contentDirectory.appendingPathComponent("locales/\(language).json")
            if FileManager.default.fileExists(atPath: locale.path) {
                try write(try Data(contentsOf: locale), to: "locales/\(language).json", in: folder)
            }
        }
        for (path, data) in extraFiles { try write(data, to: path, in: folder) }
        for source in sources { if let data = source.data { try write(data, to: source.path, in: folder) } }
        let manifestData = Data(manifest(sources, languages: languages, translations: translations, notSymbols: notSymbols).utf8)
        try write(manifestData, to: "manifest.json", in: folder)
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: folder, displayRoot: fixtureRoot)
        return (corpus, diagnostics)
    }

    /// The manifest as text, one document per line, so tests can predict where a diagnostic points:
    /// line 2 is `  "languages": ["es", "xx"],`, documents start on line 5.
    static func manifest(_ sources: [Source], languages: [String], translations: [[String]], notSymbols: [String]) -> String {
        func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let documents = sources.map {
            "    {\"id\": \"\($0.id)\", \"kind\": \"\($0.kind)\", \"language\": \"\($0.language)\", \"path\": \"\($0.path)\"}"
        }
        let groups = translations.enumerated().map { "    {\"id\": \"group-\($0.offset)\", \"documents\": \(list($0.element))}" }
        return """
        {
          "languages": \(list(languages)),
          "defaultLanguage": "\(languages.first ?? "es")",
          "documents": [
        \(documents.joined(separator: ",\n"))
          ],
          "translations": [
        \(groups.joined(separator: ",\n"))
          ],
          "notSymbols": \(list(notSymbols))
        }
        """
    }

    /// Compiles one Spanish guide given as text.
    static func compileGuide(_ text: String) throws -> (corpus: Corpus?, diagnostics: [Diagnostic]) {
        try compile([Source(text: text)])
    }

    /// Something a test needs is missing: under CI (`CI` set to true, 1 or yes) that is a failure,
    /// never a skip, so a missing tool cannot hide; elsewhere the test is skipped with the reason.
    static func requireInCI(_ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> Never {
        let ci = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
        if ["true", "1", "yes"].contains(ci) {
            XCTFail("\(what) is missing (CI: required, not skipped)", file: file, line: line)
            throw XCTSkip("failed above")
        }
        throw XCTSkip("\(what) is missing")
    }

    /// An executable on PATH, or nil.
    static func findExecutable(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs node on a script of the repository's tests; returns the exit status and everything it
    /// printed. Missing node fails under CI and skips elsewhere.
    static func runNode(_ arguments: [String], why: String) throws -> (status: Int32, log: String) {
        guard let node = findExecutable("node") else { try requireInCI("node (\(why))") }
        let process = Process()
        process.executableURL = node
        process.arguments = arguments
        process.currentDirectoryURL = repoRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The content made by the benchmark's generator (`Scripts/synthesize N`, Python) from
    /// `Content/`, compiled. Made in a temporary folder that is removed again; python3 missing fails
    /// under CI and skips elsewhere.
    static func synthesizedCorpus(times: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Corpus {
        guard let python = findExecutable("python3") else { try requireInCI("python3 (Scripts/synthesize)") }
        let folder = try makeFolder().appendingPathComponent("x\(times)")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let process = Process()
        process.executableURL = python
        process.arguments = [repoRoot.appendingPathComponent("Scripts/synthesize").path, String(times), folder.path,
                             "--content", contentDirectory.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Scripts/synthesize \(times) failed", file: file, line: line)
        return try XCTUnwrap(Compiler.compile(contentDirectory: folder).0, file: file, line: line)
    }

    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ data: Data, to relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// 1-based number of the first line of `text` equal to `line` (0 if none): fixtures stay readable
    /// and their expected line numbers exact.
    static func lineNumber(of line: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0 == line } ?? -1) + 1
    }

    // MARK: A small valid Spanish guide for fixtures

    /// Two chapters (code, one entry, questions) and an appendix with the answers. Compiles with no diagnostics.
    static let miniGuide = """
    Guía mínima

    Introducción breve de la guía.

    Capítulo 1 · El ancho manda

    Al terminar podrás. Elegir la disposición por el ancho.

    El ancho decide cuántas columnas caben.

    struct Root: View {
        var body: some View {
            Text("Hola")
        }
    }

    • horizontalSizeClass. Dice si el ancho es compact o regular. Cuándo usarlo: para elegir columnas. Cuándo no usarlo: para detectar un iPad.

    Punto de control

    1. ¿Qué decide el número de columnas?

    2. ¿Sirve horizontalSizeClass para detectar un iPad?

    Capítulo 2 · La bisagra

    Al terminar podrás. Leer la bisagra.

    let angle = hinge.angle

    Punto de control

    1. ¿En qué unidad va el ángulo de la bisagra?

    Apéndice · Respuestas

    Respuestas de los puntos de control

    Capítulo 1. El ancho decide el número de columnas. No sirve para detectar un iPad.

    Capítulo 2. El ángulo de la bisagra va en radianes.
    """

    /// `miniGuide` with `old` replaced by `new` (the replacement must happen).
    static func miniGuide(replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        XCTAssertTrue(miniGuide.contains(old), "fixture does not contain «\(old)»", file: file, line: line)
        return miniGuide.replacingOccurrences(of: old, with: new)
    }

    // MARK: SHA-256 (FIPS 180-4), so the integrity test needs neither CryptoKit nor a shell

    static func sha256Hex(_ data: Data) -> String {
        let k: [UInt32] = [
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
        ]
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var message = [UInt8](data)
        let bitLength = UInt64(message.count) * 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for i in 0..<16 {
                let b = chunk + 4 * i
                w[i] = UInt32(message[b]) << 24 | UInt32(message[b + 1]) << 16 | UInt32(message[b + 2]) << 8 | UInt32(message[b + 3])
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            for i in 0..<64 {
                let t1 = hh &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            for (i, v) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ v }
        }
        return h.map { String(format: "%08x", $0) }.joined()
    }
}

extension Vocabulary {
    static func load(from url: URL) throws -> Vocabulary {
        try decode(Data(contentsOf: url))
    }
}
