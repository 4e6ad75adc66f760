import Foundation
import XCTest
@testable import DuoGuide

final class SearchTests: XCTestCase {
    // MARK: Folding

    func testFoldingSpanish() {
        XCTAssertEqual(TextFolding.fold("posición"), "posicion")
        XCTAssertEqual(TextFolding.fold("Ñandú"), "nandu")
        XCTAssertEqual(TextFolding.fold("¿Cuándo usarlo?"), "cuando usarlo")
    }

    func testFoldingPortuguese() {
        XCTAssertEqual(TextFolding.fold("ação"), "acao")
        XCTAssertEqual(TextFolding.fold("Configurações"), "configuracoes")
    }

    func testFoldingFrenchAndLigatures() {
        XCTAssertEqual(TextFolding.fold("français"), "francais")
        XCTAssertEqual(TextFolding.fold("œuvre"), "oeuvre")
        XCTAssertEqual(TextFolding.fold("français/œuvre"), "francais oeuvre")
        XCTAssertEqual(TextFolding.fold("Ex æquo, Œdipe"), "ex aequo oedipe")
        XCTAssertEqual(TextFolding.fold("ﬁchier"), "fichier") // U+FB01 through compatibility decomposition
    }

    func testFoldingSplitsOnEverythingButLettersAndDigits() {
        XCTAssertEqual(TextFolding.words("«Lista y detalle»: NavigationSplitView, iOS 27.1 · l'écran"),
                       ["lista", "y", "detalle", "navigationsplitview", "ios", "27", "1", "l", "ecran"])
        XCTAssertEqual(TextFolding.words("  — … "), [])
        XCTAssertEqual(TextFolding.words("Año½"), ["ano1", "2"], "a compatibility decomposition splits a token")
        XCTAssertEqual(TextFolding.words(""), [])
    }

    /// `fold` works scalar by scalar; that gives the whole text's NFKD only because canonical
    /// reordering moves nothing but combining marks, which folding drops.
    func testEveryScalarWithACombiningClassIsAMark() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass != .notReordered else { continue }
            XCTAssertEqual(TextFolding.role(of: scalar), .mark, "U+\(String(value, radix: 16))")
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                XCTAssertEqual(TextFolding.role(of: lower), .mark, "U+\(String(value, radix: 16))")
            }
        }
    }

    func testFoldingByScalarsMatchesFoldingTheWholeText() {
        func wholeText(_ s: String) -> String {
            var out = String.UnicodeScalarView()
            var pendingSpace = false
            for scalar in s.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
                switch TextFolding.role(of: scalar) {
                case .mark: continue
                case .separator: pendingSpace = true
                case .letterOrDigit:
                    if pendingSpace && !out.isEmpty { out.append(" ") }
                    pendingSpace = false
                    out.append(contentsOf: (TextFolding.ligatures[scalar] ?? String(scalar)).unicodeScalars)
                }
            }
            return String(out)
        }
        let samples = ["Ǆemal ½ ﬁn Å Ω İstanbul ㈠ 한국어", "e\u{301}\u{323}a\u{323}\u{301}", "ΟΔΟΣ σοφός", "Œuvre ß Ø æ",
                       "x²³ ª º µ ¼", "\u{FEFF}a\u{200D}b", "ǅungla ǈ ǋ", "ﬀ ﬃ ﬆ ＡＢＣ１２", "\u{0D4E} a"]
        for sample in samples { XCTAssertEqual(TextFolding.fold(sample), wholeText(sample), sample) }
        for value in 0x80..<0x3400 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "A\(scalar)b\(scalar)"
            XCTAssertEqual(TextFolding.fold(text), wholeText(text), "U+\(String(value, radix: 16))")
        }
    }

    /// Strings are numbered in order of first sight through the table's growth, and strings that
    /// share their first sixteen bytes (packed into words) are still told apart.
    func testByteStringNumbersAreStableAcrossGrowth() {
        var numbers = ByteStringNumbers()
        let words = (0..<9000).map { "\($0 % 2 == 0 ? "configuraciones-de-la-" : "")palabra\($0)" }
        let first = words.map { numbers.number(of: $0.utf8.span, 0..<$0.utf8.count) }
        XCTAssertEqual(first.map(\.number), Array(words.indices))
        XCTAssertTrue(first.allSatisfy(\.isNew))
        let again = words.reversed().map { numbers.number(of: $0.utf8.span, 0..<$0.utf8.count) }
        XCTAssertEqual(again.map(\.number), words.indices.reversed())
        XCTAssertFalse(again.contains { $0.isNew })
        let text = "xpalabra7x"
        XCTAssertEqual(numbers.number(of: text.utf8.span, 1..<9).number, 7, "a range of a longer text")
    }

    func testTermsOfATokenAreDistinctStems() {
        var memo = SearchIndexBuilder.TermMemo(stemmer: LightStemmer(language: "es"))
        func name(_ term: Int) -> String { String(decoding: memo.termBytes[memo.terms[term]], as: UTF8.self) }
        func terms(_ token: String) -> (word: [String], symbol: [String]) {
            let known = memo.token(in: token.utf8Span, 0..<token.utf8.count, key: token.utf8.reduce(into: ByteStringNumbers.Key()) { $0.append($1) })
            return (known.wordTerms.map { name(memo.termPool[$0]) }, known.symbolTerms.map { name(memo.termPool[$0]) })
        }
        XCTAssertEqual(terms("casas_Casa").word, ["cas"])
        XCTAssertEqual(terms("casas_Casa").symbol, ["cas", "casascasa"])
        XCTAssertEqual(terms("es").symbol, ["es"], "the name is the one stem")
        XCTAssertEqual(terms("Cas").word, ["cas"])
        XCTAssertEqual(memo.terms.indices.map(name), ["cas", "casascasa", "es"], "a term met again keeps its number")
        XCTAssertFalse(SearchIndexBuilder.looksLikeSymbol("Capítulo"))
        XCTAssertTrue(SearchIndexBuilder.looksLikeSymbol("iOS"))
        XCTAssertFalse(SearchIndexBuilder.looksLikeSymbol("aB"))
    }

    // MARK: Stemmer

    func testStemmerSpanish() {
        let es = LightStemmer(language: "es")
        XCTAssertEqual(es.stem("pantallas"), "pantall")
        XCTAssertEqual(es.stem("pantalla"), "pantall")
        XCTAssertEqual(es.stem(TextFolding.fold("posiciones")), "posicion")
        XCTAssertEqual(es.stem(TextFolding.fold("posición")), "posicion")
        XCTAssertEqual(es.stem("interfaces"), "interfaz")
        XCTAssertEqual(es.stem("rapidamente"), es.stem("rapido"))
        XCTAssertEqual(es.stem("las"), "las", "words shorter than four characters are left alone")
    }

    func testStemmerPortuguese() {
        let pt = LightStemmer(language: "pt-BR")
        let plural = pt.stem(TextFolding.fold("configurações"))
        XCTAssertEqual(plural, "configurac")
        XCTAssertEqual(plural, pt.stem(TextFolding.fold("configuração")))
        XCTAssertEqual(pt.stem(TextFolding.fold("botões")), pt.stem(TextFolding.fold("botão")))
        XCTAssertEqual(pt.stem("imagens"), pt.stem("imagem"))
    }

    func testStemmerFrench() {
        let fr = LightStemmer(language: "fr")
        XCTAssertEqual(fr.stem(TextFolding.fold("régions")), "region")
        XCTAssertEqual(fr.stem(TextFolding.fold("région")), "region")
        XCTAssertEqual(fr.stem("heureuse"), fr.stem("heureux"))
        XCTAssertEqual(fr.stem("rapidement"), "rapid")
        XCTAssertEqual(fr.stem("journaux"), fr.stem("journal"))
    }

    func testStemmerUnknownLanguageIsIdentity() {
        XCTAssertEqual(LightStemmer(language: "de").stem("pantallas"), "pantallas")
        XCTAssertEqual(LightStemmer(language: "ES_es").stem("pantallas"), "pantall")
    }

    // MARK: Builder output

    func testBuilderOutputParsesAsJSONWithTheDocumentedFields() throws {
        let index = try parsedIndex(SearchIndexBuilder(language: "es").javascript(records: SearchTests.spanish))
        XCTAssertEqual(index["format"] as? Int, 1)
        XCTAssertEqual(index["language"] as? String, "es")
        XCTAssertEqual(index["fields"] as? [String], ["url", "title", "context", "kind", "text"])
        let records = try XCTUnwrap(index["records"] as? [[Any]])
        XCTAssertEqual(records.count, SearchTests.spanish.count)
        XCTAssertEqual(records[0][0] as? String, "chapter-4.html#navigationsplitview")
        XCTAssertEqual(records[0][1] as? String, "NavigationSplitView")
        XCTAssertEqual(records[0][3] as? String, "symbol")
        let contexts = try XCTUnwrap(index["contexts"] as? [String])
        XCTAssertEqual(contexts, ["Capítulo 4 · Deja que el contenedor decida", "Capítulo 3 · Pregunta cuánto mide esta zona",
                                  "Capítulo 6 · Calcula los cuatro bordes", "Puntos de control"])
        XCTAssertEqual(records[1][2] as? Int, 0)
        XCTAssertEqual(records[4][2] as? Int, 3)
        XCTAssertEqual(records[2][4] as? String, SearchTests.spanish[2].text)

        let stemmer = try XCTUnwrap(index["stemmer"] as? [String: Any])
        XCTAssertEqual(stemmer["minLength"] as? Int, 4)
        let steps = try XCTUnwrap(stemmer["steps"] as? [[[Any]]])
        XCTAssertEqual(steps.count, LightStemmer.table["es"]!.count)
        XCTAssertEqual(steps[0][0][0] as? String, "ciones")
        XCTAssertEqual(steps[0][0][1] as? String, "cion")
        XCTAssertEqual(steps[0][0][2] as? Int, 2)

        let terms = try XCTUnwrap(index["terms"] as? [String: [Int]])
        XCTAssertNotNil(terms["posicion"], "folded and stemmed «posición»")
        XCTAssertNotNil(terms["pantall"], "stemmed «pantalla»")
        XCTAssertNotNil(terms["navigationsplitview"], "the folded symbol name, unstemmed")
        XCTAssertNil(terms["posición"])
        XCTAssertNil(terms["y"], "one-character terms are not indexed")
        // (record, weight) pairs sorted by record: body text 1, question title 6 + body 1.
        XCTAssertEqual(terms["posicion"], [2, 1, 4, 7])
    }

    func testBuilderIsDeterministic() {
        let a = SearchIndexBuilder(language: "es").javascript(records: SearchTests.spanish)
        let b = SearchIndexBuilder(language: "es").javascript(records: SearchTests.spanish)
        XCTAssertEqual(a, b)
        XCTAssertTrue(a.hasPrefix("window.DUO_SEARCH_INDEX = {\"contexts\":[\"Cap"))
        XCTAssertTrue(a.contains("\"fields\":[\"url\",\"title\",\"context\",\"kind\",\"text\"],\"format\":1,\"language\":\"es\",\"records\":[[\"chapter-4.html#navigationsplitview\",\"NavigationSplitView\",0,\"symbol\","))
        XCTAssertTrue(a.hasSuffix("};\n"))
    }

    func testBuilderEscapesScriptCloseAndLineSeparators() throws {
        let hostile = "Cierra </script><script>alert(1)</SCRIPT> & sigue\u{2028}línea\u{2029}párrafo \"comillas\" \\ fin"
        let records = [SearchRecord(url: "a.html#x", title: "</script>", context: "C", kind: .heading, text: hostile)]
        let js = SearchIndexBuilder(language: "es").javascript(records: records)
        XCTAssertNil(js.range(of: "</script", options: .caseInsensitive))
        XCTAssertFalse(js.contains("<"))
        XCTAssertFalse(js.unicodeScalars.contains("\u{2028}"))
        XCTAssertFalse(js.unicodeScalars.contains("\u{2029}"))
        XCTAssertTrue(js.contains("\\u003c/script\\u003e"))
        let parsed = try parsedIndex(js)
        let record = try XCTUnwrap((parsed["records"] as? [[Any]])?.first)
        XCTAssertEqual(record[4] as? String, hostile, "round-trips exactly")
        XCTAssertEqual(record[1] as? String, "</script>")
    }

    func testJSONStringEscaping() {
        func json(_ s: String) -> String { JSONValue.string(s).serialized() }
        XCTAssertEqual(json("a\"b\\c"), "\"a\\\"b\\\\c\"")
        XCTAssertEqual(json("x\ny\u{1}"), "\"x\\ny\\u0001\"")
        XCTAssertEqual(json("<&>"), "\"\\u003c\\u0026\\u003e\"")
        XCTAssertEqual(json("\u{2028}\u{2029}"), "\"\\u2028\\u2029\"")
        XCTAssertEqual(json("ação œ"), "\"ação œ\"", "non-ASCII text stays as UTF-8")
        // Neighbours of U+2028/9 in UTF-8 (E2 80 A7, E2 80 AA, E2 82 AC) are not escaped.
        XCTAssertEqual(json("\u{2027}\u{202A}€"), "\"\u{2027}\u{202A}€\"")
        XCTAssertEqual(json("\"x\u{2028}"), "\"\\\"x\\u2028\"", "escapes at both ends")
        XCTAssertEqual(JSONValue.sortedObject(["b": .int(2), "a": .array([.int(1), .string("x")])]).serialized(),
                       "{\"a\":[1,\"x\"],\"b\":2}")
    }

    /// The index keeps a record's whole text: a word far into a long paragraph is still
    /// there for search.js to centre the snippet on.
    func testRecordTextIsWhole() throws {
        let long = String(repeating: "palabra ", count: 200) + "bisagra final."
        let js = SearchIndexBuilder(language: "es").javascript(records: [SearchRecord(url: "a.html", title: "T", context: "C", kind: .text, text: long)])
        let text = try XCTUnwrap(((try parsedIndex(js))["records"] as? [[Any]])?.first?[4] as? String)
        XCTAssertEqual(text, long)
    }

    // MARK: Ranking

    func testSymbolRecordOutranksBodyTextWithTheSameWord() throws {
        let index = try parsedIndex(SearchIndexBuilder(language: "es").javascript(records: SearchTests.spanish))
        let terms = try XCTUnwrap(index["terms"] as? [String: [Int]])
        func postings(_ term: String) throws -> [Int: Int] {
            let flat = try XCTUnwrap(terms[term], term)
            return Dictionary(uniqueKeysWithValues: stride(from: 0, to: flat.count, by: 2).map { (flat[$0], flat[$0 + 1]) })
        }
        let weights = try postings("navigationsplitview")
        let symbol = try XCTUnwrap(weights[0]) // the .symbol record
        let body = try XCTUnwrap(weights[1])   // a heading whose text mentions it
        XCTAssertGreaterThan(symbol, body)
        // The kind order for a title hit: symbol > heading > entry/question > body text.
        let w = SearchIndexBuilder.titleWeight(of:)
        XCTAssertGreaterThan(w(.symbol), w(.heading))
        XCTAssertGreaterThan(w(.heading), w(.entry))
        XCTAssertEqual(w(.entry), w(.question))
        XCTAssertGreaterThan(w(.entry), SearchIndexBuilder.bodyCap + SearchIndexBuilder.bodySymbolBonus)
        // A heading titled with a word outranks a paragraph that only uses it.
        let lista = try postings("list")
        XCTAssertGreaterThan(try XCTUnwrap(lista[1]), try XCTUnwrap(lista[0]))
    }

    // MARK: Size on the real guides

    func testIndexSizeForTheGuides() throws {
        var checked = 0
        for language in ["es", "pt", "fr"] {
            let url = SearchTests.packageRoot.appendingPathComponent("Content/guide/\(language).txt")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let js = SearchIndexBuilder(language: language).javascript(records: SearchTests.records(fromGuide: text))
            XCTAssertLessThan(js.utf8.count, 300_000, "\(language) index is \(js.utf8.count) bytes")
            XCTAssertNoThrow(try parsedIndex(js))
            checked += 1
        }
        XCTAssertEqual(checked, 3, "the three guides must be readable from Content/guide")
    }

    // MARK: JavaScript (node)

    func testJavaScriptSearchWithSwiftBuiltIndex() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (language, records) in [("es", SearchTests.spanish), ("pt", SearchTests.portuguese), ("fr", SearchTests.french)] {
            try SearchIndexBuilder(language: language).javascript(records: records)
                .write(to: dir.appendingPathComponent("\(language).js"), atomically: true, encoding: .utf8)
        }
        let root = SearchTests.packageRoot
        let (status, log) = try TestSupport.runNode([
            root.appendingPathComponent("Tests/DuoGuideTests/Fixtures/search.test.js").path,
            root.appendingPathComponent("Templates/assets/search.js").path,
            dir.path,
        ], why: "to test Templates/assets/search.js")
        XCTAssertEqual(status, 0, log)
        XCTAssertTrue(log.contains("checks passed"), log)
    }

    // MARK: Fixtures

    static let spanish: [SearchRecord] = [
        SearchRecord(url: "chapter-4.html#navigationsplitview", title: "NavigationSplitView",
                     context: "Capítulo 4 · Deja que el contenedor decida", kind: .symbol,
                     text: "Contenedor de lista y detalle: estrecho, se avanza; ancho, van en paralelo."),
        SearchRecord(url: "chapter-4.html#lista-y-detalle", title: "Lista y detalle",
                     context: "Capítulo 4 · Deja que el contenedor decida", kind: .heading,
                     text: "La selección vive fuera de NavigationSplitView, en el mismo estado."),
        SearchRecord(url: "chapter-3.html#p2", title: "Pregunta cuánto mide esta zona",
                     context: "Capítulo 3 · Pregunta cuánto mide esta zona", kind: .text,
                     text: "No mires la posición de la bisagra para decidir la interfaz: mide el ancho de la pantalla."),
        SearchRecord(url: "chapter-6.html#p1", title: "Los cuatro bordes",
                     context: "Capítulo 6 · Calcula los cuatro bordes", kind: .text,
                     text: "Las pantallas interior y exterior tienen inset distintos a izquierda y derecha."),
        SearchRecord(url: "answers.html#q3", title: "¿Qué decide la posición del sheet?",
                     context: "Puntos de control", kind: .question,
                     text: "El sheet declara a qué lado se pega; no calcules la posición a mano."),
    ]

    static let portuguese: [SearchRecord] = [
        SearchRecord(url: "chapter-9.html#p1", title: "Abrir e fechar", context: "Capítulo 9 · Abrir e fechar",
                     kind: .text, text: "Cada ação do usuário conserva a seleção no mesmo estado."),
        SearchRecord(url: "chapter-2.html#p4", title: "O SDK decide", context: "Capítulo 2 · O SDK decide",
                     kind: .text, text: "As configurações da janela mudam quando você compila com o SDK novo."),
        SearchRecord(url: "glossary.html#dobra", title: "Dobra", context: "Glossário",
                     kind: .entry, text: "A região reservada entre as duas metades da tela interna."),
    ]

    static let french: [SearchRecord] = [
        SearchRecord(url: "chapter-7.html#p1", title: "Le pli et la caméra", context: "Chapitre 7 · Le pli et la caméra",
                     kind: .text, text: "Le pli et la caméra sont deux régions réservées, pas la zone de sécurité."),
        SearchRecord(url: "chapter-0.html#p1", title: "Six postures", context: "Chapitre 0 · Six postures",
                     kind: .text, text: "Mettre en œuvre une seule interface pour les six postures."),
        SearchRecord(url: "chapter-3.html#mesure", title: "Mesure la zone", context: "Chapitre 3 · Mesure la zone",
                     kind: .heading, text: "La largeur régulière ne veut plus dire iPad."),
    ]

    /// A realistic record set from a plain-text guide, one record per non-empty line: «Capítulo N ·»
    /// lines are headings that set the context (the chapter); other short lines without final
    /// punctuation are section headings that title the lines after them; bullet lines are entries,
    /// lines ending in «?» questions, the rest body text. Each distinct camelCase name becomes a
    /// symbol record whose text is the sentence it first appears in.
    static func records(fromGuide text: String) -> [SearchRecord] {
        var records: [SearchRecord] = []
        var context = ""
        var section = ""
        var chapter = 0
        var seenSymbols: Set<String> = []
        for (n, raw) in text.split(separator: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let page = "chapter-\(chapter).html"
            if line.range(of: #"^(Capítulo|Chapitre) [0-9]+ ·"#, options: .regularExpression) != nil {
                chapter += 1
                context = line
                section = line
                records.append(SearchRecord(url: "chapter-\(chapter).html", title: line, context: line, kind: .heading, text: ""))
                continue
            }
            if line.count < 70, let last = line.last, last.isLetter, !line.hasPrefix("•") {
                section = line
                records.append(SearchRecord(url: "\(page)#h\(n)", title: line, context: context, kind: .heading, text: ""))
                continue
            }
            let kind: SearchRecord.Kind = line.hasPrefix("•") ? .entry : line.hasSuffix("?") ? .question : .text
            records.append(SearchRecord(url: "\(page)#l\(n)", title: section, context: context, kind: kind, text: line))
            let utf8 = Array(line.utf8)
            SearchIndexBuilder.forEachToken(in: line) { _, range, _ in
                let token = String(decoding: utf8[range], as: UTF8.self)
                guard SearchIndexBuilder.looksLikeSymbol(token), seenSymbols.insert(token).inserted else { return }
                let sentence = line.components(separatedBy: ". ").first { $0.contains(token) } ?? line
                records.append(SearchRecord(url: "\(page)#l\(n)", title: token, context: context, kind: .symbol,
                                            text: String(sentence.prefix(160))))
            }
        }
        return records
    }

    // MARK: Helpers

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()


    private func parsedIndex(_ js: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let prefix = "window.DUO_SEARCH_INDEX = "
        XCTAssertTrue(js.hasPrefix(prefix), file: file, line: line)
        var body = js.dropFirst(prefix.count)
        while let last = body.last, last == "\n" || last == ";" { body = body.dropLast() }
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8))
        return try XCTUnwrap(object as? [String: Any], file: file, line: line)
    }
}

extension TextFolding {
    /// The folded text: its words joined by spaces.
    static func fold(_ s: String) -> String {
        var folded: [UInt8] = []
        fold(s.utf8Span, 0..<s.utf8.count, into: &folded)
        return String(decoding: folded, as: UTF8.self)
    }

    /// The folded words of `s`, in order.
    static func words(_ s: String) -> [String] { fold(s).split(separator: " ").map(String.init) }
}

extension LightStemmer {
    func stem(_ folded: String) -> String {
        var word = Array(folded.utf8)
        stem(&word)
        return String(decoding: word, as: UTF8.self)
    }
}

extension SearchIndexBuilder {
    static func looksLikeSymbol(_ token: String) -> Bool { looksLikeSymbol(token.utf8Span, 0..<token.utf8.count) }

    func javascript(records: [SearchRecord]) -> String {
        String(decoding: javascriptBytes(records: records), as: UTF8.self)
    }
}
