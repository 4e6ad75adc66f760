import Foundation
import XCTest
@testable import DuoGuide

/// `LatinFolding` folds accented Latin text byte by byte instead of asking Foundation; these tests
/// hold it, and the folds and slugs built on it, to Foundation's answers.
final class LatinFoldingTests: XCTestCase {
    private func foundationFold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `WordFold.fold` as it was defined before the Latin fast path.
    private func referenceWordFold(_ s: String) -> String {
        s.utf8.allSatisfy({ $0 < 0x80 }) ? s.lowercased() : foundationFold(s).lowercased()
    }

    /// `Slug.folding` as it was defined before: Foundation's fold, the length counted by `count`.
    private func referenceSlug(_ text: String, fallback: String = "section") -> String {
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased()
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var out = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
                if out.count >= Slug.maximumLength { break }
            } else {
                pendingDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? fallback : out
    }

    func testEveryScalarItFoldsFoldsAsFoundationFoldsIt() {
        var folded = 0
        for value in 0..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            guard let fast = LatinFolding.folded(text) else { continue }
            XCTAssertEqual(fast, foundationFold(text), String(format: "U+%04X", value))
            folded += 1
        }
        // All of ASCII and the 53 accented letters of Latin-1 take the fast path; nothing else does.
        XCTAssertEqual(folded, 128 + 53)
        XCTAssertEqual(LatinFolding.folded("Pestañas ÁRBOL Çà"), "pestanas arbol ca")
        XCTAssertNil(LatinFolding.folded("Straße"))
        XCTAssertNil(LatinFolding.folded("e\u{301}"))
    }

    func testTextFoldsAsFoundationFoldsItWhateverSurroundsEachLetter() throws {
        var random = RandomText(seed: 0x1A71_F01D, words: try words())
        for _ in 0..<4000 {
            let text = random.text(maximum: 12)
            if let fast = LatinFolding.folded(text) { XCTAssertEqual(fast, foundationFold(text), "«\(text)»") }
            XCTAssertEqual(WordFold.fold(text), referenceWordFold(text), "«\(text)»")
            XCTAssertEqual(Array(WordFold.utf8(Array(text.utf8)[...])), Array(WordFold.fold(text).utf8), "«\(text)»")
        }
    }

    func testSlugsAreThoseOfTheFoundationDefinition() throws {
        var texts = try TestSupport.realCorpus().documents.flatMap { document in
            document.chapters.map(\.title) + document.chapters.flatMap(\.blocks).compactMap { block -> String? in
                if case .heading(let h) = block { return h.text }
                return nil
            }
        }
        XCTAssertGreaterThan(texts.count, 100)
        var random = RandomText(seed: 0x5106, words: try words())
        for _ in 0..<3000 { texts.append(random.text(maximum: 40)) }
        for text in texts {
            XCTAssertEqual(Slug.make(text), referenceSlug(text), "«\(text)»")
            XCTAssertEqual(Slug.make(text, fallback: "x"), referenceSlug(text, fallback: "x"), "«\(text)»")
        }
    }

    private func words() throws -> [String] {
        try ["guide/es.txt", "guide/pt.txt", "guide/fr.txt"].flatMap { try TestSupport.contentText($0).split(separator: " ").prefix(3000).map(String.init) }
    }
}
