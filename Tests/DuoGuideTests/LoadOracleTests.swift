import Foundation
import XCTest
@testable import DuoGuide

/// Loading takes shortcuts (clean lines kept as they are, line ends found with memchr, UTF-8
/// validated by the standard library, backwards searches that look at the first byte first); each
/// must give what the definition it stands for gives.
final class LoadOracleTests: XCTestCase {
    private func texts() throws -> [String] {
        let files = ["guide/es.txt", "guide/pt.txt", "guide/fr.txt",
                     "articles/es/estructura-segun-el-ancho.txt", "articles/es/arrangementview-split-overlay.txt"]
        var texts = try files.map { try TestSupport.contentText($0) }
        var random = RandomText(seed: 0x10AD, words: texts[0].split(separator: " ").prefix(2000).map(String.init) + ["\t", "\u{A0}", "  ", "\u{FEFF}", "\u{202F}"])
        for _ in 0..<2000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &random.generator) {
                lines.append(random.text(maximum: 10) + (random.chance(0.2) ? " " : "") + (random.chance(0.1) ? "\t" : ""))
            }
            let end = ["\n", "\n", "\r\n", "\r"].randomElement(using: &random.generator)!
            texts.append((random.chance(0.1) ? "\u{FEFF}" : "") + lines.joined(separator: end))
        }
        return texts
    }

    func testLinesAreThoseOfTheFoundationRules() throws {
        for text in try texts() {
            var unmarked = text
            if unmarked.hasPrefix("\u{FEFF}") { unmarked.removeFirst() }
            XCTAssertEqual(TextNormalizer.lines(of: text), TextNormalizer.linesThroughFoundation(unmarked), "«\(text)»")
        }
    }

    /// `SourceDecoder.decode` as it was: the bytes searched for NUL, then validated by our own loop.
    private func referenceDecode(_ data: Data) -> Result<String, SourceDecoder.Failure> {
        if data.isEmpty { return .failure(.empty) }
        let bytes = [UInt8](data)
        if let nul = bytes.firstIndex(of: 0) { return .failure(.binary(offset: nul)) }
        if let bad = SourceDecoder.firstInvalidUTF8Offset(bytes) {
            var line = 1, lineStart = 0
            for i in 0..<bad where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            return .failure(.invalidUTF8(offset: bad, line: line, column: bad - lineStart + 1))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.allSatisfy({ $0.isWhitespace }) { return .failure(.empty) }
        return .success(text)
    }

    func testDecodingIsTheReferenceDecoding() throws {
        var random = SeededGenerator(seed: 0xDEC0DE)
        var invalid = 0
        for text in try texts().prefix(800) {
            var bytes = Array(text.utf8.prefix(300))
            // Break some: stray continuation bytes, truncated sequences, overlong forms, surrogates, NUL.
            for _ in 0..<Int.random(in: 0...2, using: &random) where !bytes.isEmpty {
                let bad: [[UInt8]] = [[0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x00], [0xF0, 0x9F, 0x98]]
                bytes.insert(contentsOf: bad.randomElement(using: &random)!, at: Int.random(in: 0...bytes.count, using: &random))
            }
            let data = Data(bytes)
            let decoded = SourceDecoder.decode(data), reference = referenceDecode(data)
            XCTAssertEqual(decoded, reference, "\(bytes)")
            XCTAssertEqual(String(validating: bytes, as: UTF8.self) == nil, SourceDecoder.firstInvalidUTF8Offset(bytes) != nil, "\(bytes)")
            if case .failure(.invalidUTF8) = reference { invalid += 1 }
        }
        XCTAssertGreaterThan(invalid, 100)
    }

    func testBackwardsSearchFindsWhatFoundationFinds() throws {
        var random = RandomText(seed: 0xBAC4, words: ["o", "ou", "u", "«", "»", "¿", ", ", ": ", ". ", "? ", "split", "overlay"])
        for _ in 0..<5000 {
            let text = random.text(maximum: 14), needle = random.chance(0.5) ? random.word() : " " + random.word() + " "
            XCTAssertEqual(UTF8Search(text).range(of: needle, backwards: true), text.range(of: needle, options: .backwards), "«\(needle)» in «\(text)»")
            XCTAssertEqual(UTF8Search(text).range(of: needle), text.range(of: needle), "«\(needle)» in «\(text)»")
        }
    }
}

/// Jobs that wait for others run after them, each once, whatever the number of cores or workers.
final class DependentJobsTests: XCTestCase {
    private final class Record: @unchecked Sendable {
        let lock = NSLock()
        var started: [Int: Int] = [:]
        var finished: [Int: Int] = [:]
        var clock = 0

        func note(_ job: Int, start: Bool) {
            lock.lock()
            defer { lock.unlock() }
            clock += 1
            if start { started[job, default: 0] += clock } else { finished[job] = clock }
        }
    }

    func testEveryJobRunsOnceAfterItsPrerequisite() {
        var random = SeededGenerator(seed: 0x10B5)
        for _ in 0..<200 {
            let count = Int.random(in: 1...30, using: &random)
            let prerequisites = (0..<count).map { job in job > 0 && Bool.random(using: &random) ? Int.random(in: 0..<job, using: &random) : nil }
            let record = Record()
            DependentJobs.run(count: count, prerequisite: { prerequisites[$0] }) { job in
                record.note(job, start: true)
                if job % 3 == 0 { usleep(50) }
                record.note(job, start: false)
            }
            XCTAssertEqual(Set(record.finished.keys), Set(0..<count))
            XCTAssertEqual(record.started.count, count, "each job started once")
            for job in 0..<count {
                if let first = prerequisites[job] {
                    XCTAssertLessThan(record.finished[first]!, record.started[job]!, "job \(job) started before \(first) finished")
                }
            }
        }
    }

    func testJobsStartedFromWorkersOfAnotherPoolComplete() {
        // Nested in another concurrent loop, a run may get a single worker: it must never wait.
        let record = Record()
        DispatchQueue.concurrentPerform(iterations: 8) { outer in
            DependentJobs.run(count: 6, prerequisite: { $0 >= 3 ? $0 - 3 : nil }) { job in record.note(outer * 10 + job, start: false) }
        }
        XCTAssertEqual(record.finished.count, 48)
    }
}
