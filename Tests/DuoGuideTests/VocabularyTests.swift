import Foundation
import XCTest
@testable import DuoGuide

/// The `site` strings of Content/locales: the same keys in every language, the same placeholders in
/// every translation of a sentence, and every key the templates, the scripts and the page builders
/// ask for actually there.
final class VocabularyTests: XCTestCase {
    static let languages = ["es", "pt", "fr"]

    private func sites() throws -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for lang in Self.languages { out[lang] = try TestSupport.vocabulary(lang).site }
        return out
    }

    private func files(under relative: String, withExtension ext: String) throws -> [URL] {
        let root = TestSupport.repoRoot.appendingPathComponent(relative)
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        let found = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }
        XCTAssertFalse(found.isEmpty, "no .\(ext) files under \(relative)")
        return found.sorted { $0.path < $1.path }
    }

    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
            Range(m.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private func placeholders(_ text: String) throws -> Set<String> {
        Set(try matches(#"\{([A-Za-z0-9_]+)\}"#, in: text))
    }

    /// Checks that every key in `used` (key → where it was seen) is in every locale.
    private func assertPresent(_ used: [String: String], _ what: String) throws {
        XCTAssertFalse(used.isEmpty, "found no \(what)")
        for (lang, site) in try sites() {
            for (key, place) in used.sorted(by: { $0.key < $1.key }) where site[key] == nil {
                XCTFail("\(lang).json lacks «\(key)» (\(what), \(place))")
            }
        }
    }

    // MARK: The locale files

    func testEveryLocaleHasTheSameSiteKeys() throws {
        let all = try sites()
        let spanish = Set(try XCTUnwrap(all["es"]).keys)
        for lang in Self.languages where lang != "es" {
            let keys = Set(try XCTUnwrap(all[lang]).keys)
            XCTAssertEqual(keys.subtracting(spanish).sorted(), [], "\(lang).json has keys es.json lacks")
            XCTAssertEqual(spanish.subtracting(keys).sorted(), [], "\(lang).json lacks keys of es.json")
        }
    }

    func testEveryStringIsTranslated() throws {
        for (lang, site) in try sites() {
            for (key, value) in site where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                XCTFail("\(lang).json: «\(key)» is empty")
            }
        }
    }

    func testEveryTranslationHasTheSamePlaceholders() throws {
        let all = try sites()
        let spanish = try XCTUnwrap(all["es"])
        for key in spanish.keys.sorted() {
            let expected = try placeholders(spanish[key]!)
            for lang in Self.languages where lang != "es" {
                guard let text = all[lang]?[key] else { continue }  // reported by testEveryLocaleHasTheSameSiteKeys
                XCTAssertEqual(try placeholders(text), expected, "«\(key)» in \(lang).json: \(text)")
            }
        }
    }

    // MARK: Who reads them

    func testEveryKeyTheTemplatesUseExists() throws {
        var used: [String: String] = [:]
        for file in try files(under: "Templates", withExtension: "html") {
            let text = try String(contentsOf: file, encoding: .utf8)
            // {{t.key}}, {{#t.key}}, {{^t.key}}, {{/t.key}}
            for key in try matches(#"\{\{\s*[#^/&]?\s*t\.([A-Za-z_][A-Za-z0-9_]*)"#, in: text) {
                used[key] = used[key] ?? file.lastPathComponent
            }
        }
        XCTAssertNotNil(used["pagerLabel"], "chapter.html labels its pager with one string")
        XCTAssertNotNil(used["letterIndex"], "api-index.html labels its letters with one string")
        try assertPresent(used, "template string")
    }

    /// The scripts read the page language's vocabulary (`window.DUO_STRINGS`, from lang-xx.js) through one object,
    /// always named `t`: `var t = strings()` / `P.strings()`, passed on as a parameter `t`.
    func testEveryKeyTheScriptsUseExists() throws {
        var used: [String: String] = [:]
        for file in try files(under: "Templates/assets", withExtension: "js") {
            let source = try String(contentsOf: file, encoding: .utf8)
            let name = file.lastPathComponent
            // `t` means the strings object and nothing else, so `t.key` below is always a string key.
            for assigned in try matches(#"(?:\b(?:var|let|const)\s+|,\s*)t\s*=\s*([^;,\n]*)"#, in: source) {
                XCTAssertTrue(assigned.contains("strings("), "\(name): `t` is assigned \(assigned), not the strings")
            }
            XCTAssertEqual(try matches(#"(function\s*\(\s*t\s*\))"#, in: source), [], "\(name): a callback parameter named t")
            for key in try matches(#"\bt\.([A-Za-z_][A-Za-z0-9_]*)"#, in: source) { used[key] = used[key] ?? name }
            for key in try matches(#"\bt\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\]"#, in: source) { used[key] = used[key] ?? name }
        }
        for key in ["searchResultCount", "searchNoResults", "scoreLine", "gradedKnew", "gradedNotYet", "badgeAnswered"] {
            XCTAssertNotNil(used[key], "the scripts read «\(key)»")
        }
        XCTAssertNil(used["searchResults"], "the result count is one sentence, not a number glued to a word")
        try assertPresent(used, "script string")
    }

    /// Keys the page builders name in code: `format("key", …)`, `phrase("key")` and `string(lang, "key")`.
    func testEveryKeyTheSwiftPagesUseExists() throws {
        var used: [String: String] = [:]
        for file in try files(under: "Sources/DuoGuide/Render", withExtension: "swift") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for key in try matches(#"\b(?:format|phrase)\(\s*"([A-Za-z_][A-Za-z0-9_]*)""#, in: source) { used[key] = used[key] ?? file.lastPathComponent }
            for key in try matches(#"\bstring\(\s*\w+\s*,\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*\)"#, in: source) { used[key] = used[key] ?? file.lastPathComponent }
        }
        for key in ["titleChapter", "titleQuiz", "titleSymbol", "mentionsRange", "moreChapters", "onlyAvailableIn"] {
            XCTAssertNotNil(used[key], "the pages format «\(key)»")
        }
        try assertPresent(used, "Swift string")
    }

    // MARK: Vocabulary.format

    func testFormatFillsWholeSentences() throws {
        let es = try TestSupport.vocabulary("es")
        let pt = try TestSupport.vocabulary("pt")
        let fr = try TestSupport.vocabulary("fr")
        XCTAssertEqual(es.format("onlyAvailableIn", ["language": es.languageName]), "Este artículo solo está disponible en Español")
        XCTAssertEqual(pt.format("onlyAvailableIn", ["language": pt.languageName]), "Este artigo só está disponível em Português")
        XCTAssertEqual(fr.format("onlyAvailableIn", ["language": fr.languageName]), "Cet article n'est disponible qu'en Français")
        XCTAssertEqual(es.format("titleChapter", ["chapter": "Capítulo 4 · Título", "guide": "Guía"]), "Capítulo 4 · Título — Guía")
        XCTAssertEqual(fr.format("titleQuiz", ["chapter": "Chapitre 2"]), "Quiz : Chapitre 2")
    }

    func testFormatEdgeCases() throws {
        var v = try TestSupport.vocabulary("es")
        v.site = ["a": "{x} y {y}", "b": "{ x } {} {x", "c": "{x}{x}"]
        XCTAssertEqual(v.format("a", ["x": "1", "y": "2"]), "1 y 2")
        XCTAssertEqual(v.format("a", ["x": "1"]), "1 y {y}", "a placeholder without a value stays")
        XCTAssertEqual(v.format("a", ["x": "{y}", "y": "2"]), "{y} y 2", "values are not expanded again")
        XCTAssertEqual(v.format("b", ["x": "1"]), "{ x } {} {x", "only {name} is a placeholder")
        XCTAssertEqual(v.format("c", ["x": "é"]), "éé")
        XCTAssertEqual(v.format("missing", ["x": "1"]), "missing", "a missing key falls back to the key")
    }

    /// Braces are Characters: one joined to a mark is no brace; the dictionary and the in-place
    /// values fill alike, and a placeholder without a value stays as written.
    func testPlaceholdersAreBracedNames() {
        XCTAssertEqual(PhraseTemplate("Hola {x}\u{301}").fill(["x": "Ana"]), "Hola {x}\u{301}", "a brace joined by a mark is no brace")
        XCTAssertEqual(PhraseTemplate("\u{600}{x}").fill(["x": "Ana"]), "\u{600}{x}", "a brace joined by a prepended mark is no brace")
        XCTAssertEqual(PhraseTemplate("{from}–{to}").fill(["from": "1", "to": "20"]), "1–20", "a dash beside a brace does not join it")
        XCTAssertEqual(PhraseTemplate("«{x}»").fill(["x": "Ana"]), "«Ana»", "quotes beside a brace do not join it")
        XCTAssertEqual(PhraseTemplate("{{x}{x{y} {é} { } {x_1}").fill(["x": "1", "y": "{x}", "é": "e"]), "{1{x{x} e { } {x_1}")
        let phrase = PhraseTemplate("{x} de {y}: {z}")
        XCTAssertEqual(phrase.fill(["x": "1", "y": "20"]), "1 de 20: {z}")
        XCTAssertEqual(phrase.fill(pairs: ["x": "1", "y": "20"]), phrase.fill(["x": "1", "y": "20"]))
    }
}
