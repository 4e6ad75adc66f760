import Foundation
import XCTest
@testable import DuoGuide

/// One slip applied to a copy of the real Content: `old` replaced by `new` in line `line` of
/// `file`. The copy is compiled (shown as "T") or written to a folder for the command line.
struct ContentSlip {
    var file: String
    var line: Int
    var old: String
    var new: String
    /// Further replacements in the same line, for a slip in two places.
    var more: [(old: String, new: String)] = []
    /// Whether the copy keeps `translations.json`: a slip in an original otherwise also makes its
    /// translations possibly out of date, which only `TranslationRecordTests` are about.
    var keepsTranslationRecord = false

    init(_ file: String, line: Int, replacing old: String, with new: String) {
        (self.file, self.line, self.old, self.new) = (file, line, old, new)
    }

    /// Writes the slipped copy of Content into `folder`.
    func write(to folder: URL, sourceFile: StaticString = #filePath, sourceLine: UInt = #line) throws {
        let content = TestSupport.contentDirectory
        for relative in try FileManager.default.subpathsOfDirectory(atPath: content.path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: content.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue, keepsTranslationRecord || relative != TranslationRecord.fileName else { continue }
            var data = try Data(contentsOf: content.appendingPathComponent(relative))
            if relative == file {
                var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
                XCTAssertTrue(lines[line - 1].contains(old), "line \(line) of \(file) has no «\(old)»", file: sourceFile, line: sourceLine)
                lines[line - 1] = lines[line - 1].replacingOccurrences(of: old, with: new)
                for (old, new) in more { lines[line - 1] = lines[line - 1].replacingOccurrences(of: old, with: new) }
                data = Data(lines.joined(separator: "\n").utf8)
            }
            try TestSupport.write(data, to: relative, in: folder)
        }
    }

    func compile(sourceFile: StaticString = #filePath, sourceLine: UInt = #line) throws -> (Corpus?, [Diagnostic]) {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(to: folder, sourceFile: sourceFile, sourceLine: sourceLine)
        return Compiler.compile(contentDirectory: folder, displayRoot: "T")
    }
}
