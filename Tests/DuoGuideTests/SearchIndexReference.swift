@testable import DuoGuide

/// The search index built the plain way, as `SearchIndexBuilder` built it before it worked on
/// bytes: every token read through `tokenRanges`, `terms(of:stemmer:)` and `looksLikeSymbol`,
/// weights in dictionaries and sets keyed by term, the file a `JSONValue` tree serialised by the
/// string-based writer `JSONValue` used to have. An oracle for the byte-level builder, whose output
/// must be the same bytes.
enum SearchIndexReference {
    static func javascript(records: [SearchRecord], language: String, snippetTextLimit: Int = 320) -> String {
        "window.DUO_SEARCH_INDEX = " + serialized(index(records: records, language: language, snippetTextLimit: snippetTextLimit)) + ";\n"
    }

    static func index(records: [SearchRecord], language: String, snippetTextLimit: Int) -> JSONValue {
        let language = LightStemmer.languageKey(language)
        let stemmer = LightStemmer(language: language)
        var postings: [String: [(record: Int, weight: Int)]] = [:]
        for (i, record) in records.enumerated() {
            for (term, weight) in termWeights(for: record, stemmer: stemmer) { postings[term, default: []].append((i, weight)) }
        }
        var terms: [String: JSONValue] = [:]
        for (term, list) in postings {
            terms[term] = .array(list.flatMap { [JSONValue.int($0.record), .int($0.weight)] })
        }
        let stemSteps: [JSONValue] = stemmer.steps.map { step in
            .array(step.map { .array([.string($0.suffix), .string($0.replacement), .int($0.minStem)]) })
        }
        var contexts: [String] = []
        var contextIndex: [String: Int] = [:]
        for record in records where contextIndex[record.context] == nil {
            contextIndex[record.context] = contexts.count
            contexts.append(record.context)
        }
        var kindWeights: [String: JSONValue] = [:]
        for kind in SearchRecord.Kind.allCases { kindWeights[kind.rawValue] = .int(SearchIndexBuilder.titleWeight(of: kind)) }
        return .sortedObject([
            "format": .int(1),
            "language": .string(language),
            "contexts": .array(contexts.map { .string($0) }),
            "fields": .array(SearchIndexBuilder.fields.map { .string($0) }),
            "records": .array(records.map { record in
                .array([
                    .string(record.url),
                    .string(record.title),
                    .int(contextIndex[record.context]!),
                    .string(record.kind.rawValue),
                    .string(trim(record.text, to: snippetTextLimit)),
                ])
            }),
            "stemmer": .sortedObject(["minLength": .int(LightStemmer.minLength), "steps": .array(stemSteps)]),
            "terms": .sortedObject(terms),
            "weights": .sortedObject(kindWeights),
        ])
    }

    static func termWeights(for record: SearchRecord, stemmer: LightStemmer) -> [String: Int] {
        var title: Set<String> = []
        if record.kind != .text {
            for token in SearchIndexBuilder.tokenRanges(record.title) {
                let terms = SearchIndexBuilder.terms(of: String(token), stemmer: stemmer)
                title.formUnion(record.kind == .symbol ? terms.symbol : terms.word)
            }
        }
        var body: [String: Int] = [:]
        var symbolInBody: Set<String> = []
        for token in SearchIndexBuilder.tokenRanges(record.text) {
            let symbol = SearchIndexBuilder.looksLikeSymbol(String(token))
            let terms = SearchIndexBuilder.terms(of: String(token), stemmer: stemmer)
            for term in symbol ? terms.symbol : terms.word {
                body[term, default: 0] += 1
                if symbol { symbolInBody.insert(term) }
            }
        }
        var result: [String: Int] = [:]
        let titleWeight = SearchIndexBuilder.titleWeight(of: record.kind)
        for term in title { result[term] = titleWeight }
        for (term, count) in body {
            let bonus = symbolInBody.contains(term) ? SearchIndexBuilder.bodySymbolBonus : 0
            result[term, default: 0] += min(count * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap) + bonus
        }
        return result
    }

    static func trim(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        var cut = text.prefix(limit)
        if let space = cut.lastIndex(where: { $0 == " " }), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = cut[..<space]
        }
        while let last = cut.last, last == " " || last == "," || last == ";" || last == ":" { cut = cut.dropLast() }
        return String(cut) + "…"
    }

    // MARK: The string-based JSON writer

    static func serialized(_ value: JSONValue, pretty: Bool = false) -> String {
        var out = ""
        write(value, into: &out, pretty: pretty, indent: 0)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .string(let s): writeString(s, into: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                write(item, into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, member)) in fields.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                writeString(key, into: &out)
                out += pretty ? ": " : ":"
                write(member, into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
