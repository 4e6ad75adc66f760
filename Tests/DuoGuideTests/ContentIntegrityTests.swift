import Foundation
import XCTest
@testable import DuoGuide

/// The Content sources are byte-identical copies of the seeds in ../shared/seeds (relative to the
/// repository root). CI has the seeds: their absence is a failure, never a skip.
final class ContentIntegrityTests: XCTestCase {
    static let copies: [(seedPrefix: String, content: String)] = [
        ("000_", "guide/es.txt"),
        ("001_", "guide/pt.txt"),
        ("004_", "guide/fr.txt"),
        ("002_", "articles/es/estructura-segun-el-ancho.txt"),
        ("003_", "articles/es/arrangementview-split-overlay.txt"),
    ]

    var seedsDirectory: URL {
        TestSupport.repoRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    }

    func testSHA256ImplementationMatchesKnownVectors() {
        XCTAssertEqual(TestSupport.sha256Hex(Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(TestSupport.sha256Hex(Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(TestSupport.sha256Hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 64 bytes: the padding needs a second block.
        XCTAssertEqual(TestSupport.sha256Hex(Data(repeating: 0x61, count: 64)),
                       "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    func testSeedsDirectoryExists() {
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: seedsDirectory.path, isDirectory: &isDirectory) && isDirectory.boolValue,
                      "the seeds must be at \(seedsDirectory.path) (../shared/seeds from the repository root)")
    }

    func testEveryContentSourceHasTheSeedsSHA256() throws {
        let seedNames = (try? FileManager.default.contentsOfDirectory(atPath: seedsDirectory.path)) ?? []
        XCTAssertFalse(seedNames.isEmpty, "no seeds found in \(seedsDirectory.path)")
        for (prefix, content) in Self.copies {
            let matching = seedNames.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") }
            guard matching.count == 1, let seedName = matching.first else {
                XCTFail("expected exactly one seed \(prefix)*.txt for \(content), found \(matching)")
                continue
            }
            let seed = try Data(contentsOf: seedsDirectory.appendingPathComponent(seedName))
            let copy = try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent(content))
            XCTAssertGreaterThan(seed.count, 1000, seedName)
            XCTAssertEqual(TestSupport.sha256Hex(copy), TestSupport.sha256Hex(seed), "Content/\(content) differs from seeds/\(seedName)")
        }
    }

    func testManifestListsExactlyTheFiveSources() throws {
        let corpus = try TestSupport.realCorpus()
        XCTAssertEqual(Set(corpus.manifest.documents.map(\.path)), Set(Self.copies.map(\.content)))
    }
}
