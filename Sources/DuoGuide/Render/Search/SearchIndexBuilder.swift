/// Builds a language's client-side search index as a JavaScript file that assigns
/// `window.DUO_SEARCH_INDEX`, so a page opened from file:// loads it with a plain `<script>` tag.
///
/// Index format (format 1; read by Templates/assets/search.js), object keys sorted:
/// - `format`: 1
/// - `language`: the language key ("es", "pt", "fr")
/// - `fields`: `["url", "title", "context", "kind", "text"]`, the layout of each record
/// - `records`: one array per record, in input order, laid out as `fields`: url (relative to the
///   language folder), title, context (an index into `contexts`), kind ("symbol", "heading",
///   "entry", "question", "text"), text (trimmed to `snippetTextLimit` for snippets)
/// - `contexts`: the distinct context strings (chapter titles), in order of first use
/// - `stemmer`: `{minLength, steps: [[[suffix, replacement, minStem], …], …]}` — the table in
///   `LightStemmer`, so the query side stems exactly as the index side did
/// - `terms`: `{term: [record, weight, record, weight, …]}` — folded+stemmed terms (plus the
///   unstemmed folded form of symbol names); postings are flat (record, weight) pairs sorted by record
/// - `weights`: the weight given to a title hit per kind (informational)
///
/// Records are arrays and postings flat pairs because the keys would otherwise be a third of the file.
public struct SearchIndexBuilder {
    public var language: String
    /// Longest `text` kept per record in the index (in characters) for snippets; the full text is
    /// indexed regardless.
    public var snippetTextLimit: Int = 320

    /// Weight of a term in a record's title, by kind: symbol names > headings > entries/questions.
    static let titleWeights: [SearchRecord.Kind: Int] = [.symbol: 24, .heading: 12, .entry: 6, .question: 6, .text: 0]
    /// Weight per body-text occurrence, and the cap on that contribution. A record's weight for a
    /// term is its title weight (if the title has the term) plus its capped body weight, plus
    /// `bodySymbolBonus` when the term is a camelCase name in the body; the body alone never reaches
    /// an entry's title weight.
    static let bodyWeight = 1
    static let bodyCap = 3
    /// Extra weight when a symbol-looking word (camelCase) appears in body text.
    static let bodySymbolBonus = 2

    /// The layout of a record array in the index.
    static let fields = ["url", "title", "context", "kind", "text"]

    public init(language: String) {
        self.language = LightStemmer.languageKey(language)
    }

    public func javascript(records: [SearchRecord]) -> String {
        "window.DUO_SEARCH_INDEX = " + index(records: records).serialized() + ";\n"
    }

    func index(records: [SearchRecord]) -> JSONValue {
        let stemmer = LightStemmer(language: language)
        // Postings by term number (see `TermMemo`), each in record order.
        var postings: [[(record: Int, weight: Int)]] = []
        var memo = TermMemo()
        for (i, record) in records.enumerated() {
            let weights = termWeights(for: record, stemmer: stemmer, memo: &memo)
            if postings.count < memo.names.count { postings += Array(repeating: [], count: memo.names.count - postings.count) }
            for (term, weight) in weights { postings[term].append((i, weight)) }
        }
        var terms: [String: JSONValue] = [:]
        for (term, list) in postings.enumerated() where !list.isEmpty {
            terms[memo.names[term]] = .array(list.flatMap { [JSONValue.int($0.record), .int($0.weight)] })
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
        for (kind, w) in SearchIndexBuilder.titleWeights { kindWeights[kind.rawValue] = .int(w) }
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
                    .string(SearchIndexBuilder.trim(record.text, to: snippetTextLimit)),
                ])
            }),
            "stemmer": .sortedObject(["minLength": .int(LightStemmer.minLength), "steps": .array(stemSteps)]),
            "terms": .sortedObject(terms),
            "weights": .sortedObject(kindWeights),
        ])
    }

    /// What a token contributes, remembered: the same words recur thousands of times in a guide.
    /// Terms are numbered in order of first use, so counting and postings hash integers, not strings.
    struct TermMemo {
        struct Token {
            var looksLikeSymbol: Bool
            /// Term numbers when the token is read as a symbol name (a title of kind symbol, or
            /// body text that looks like one) and as a plain word.
            var symbolTerms: [Int]
            var wordTerms: [Int]
        }
        var tokens: [UTF8Key: Token] = [:]
        var numbers: [String: Int] = [:]
        var names: [String] = []

        mutating func number(_ term: String) -> Int {
            if let known = numbers[term] { return known }
            numbers[term] = names.count
            names.append(term)
            return names.count - 1
        }

        mutating func token(_ token: Substring, stemmer: LightStemmer) -> Token {
            if let hit = tokens[UTF8Key(token)] { return hit }
            let text = String(token)
            let terms = SearchIndexBuilder.terms(of: text, stemmer: stemmer)
            let made = Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(text),
                             symbolTerms: terms.symbol.map { number($0) }, wordTerms: terms.word.map { number($0) })
            tokens[UTF8Key(text)] = made  // a copy: the key must not keep the whole record text alive
            return made
        }
    }

    /// Term number → weight for one record.
    func termWeights(for record: SearchRecord, stemmer: LightStemmer, memo: inout TermMemo) -> [Int: Int] {
        var title: Set<Int> = []
        if record.kind != .text {
            for token in SearchIndexBuilder.tokenRanges(record.title) {
                let known = memo.token(token, stemmer: stemmer)
                title.formUnion(record.kind == .symbol ? known.symbolTerms : known.wordTerms)
            }
        }
        var body: [Int: Int] = [:]
        var symbolInBody: Set<Int> = []
        for token in SearchIndexBuilder.tokenRanges(record.text) {
            let known = memo.token(token, stemmer: stemmer)
            for term in known.looksLikeSymbol ? known.symbolTerms : known.wordTerms {
                body[term, default: 0] += 1
                if known.looksLikeSymbol { symbolInBody.insert(term) }
            }
        }
        var result: [Int: Int] = [:]
        let titleWeight = SearchIndexBuilder.titleWeights[record.kind] ?? 0
        for term in title { result[term] = titleWeight }
        for (term, count) in body {
            let bonus = symbolInBody.contains(term) ? SearchIndexBuilder.bodySymbolBonus : 0
            result[term, default: 0] += min(count * SearchIndexBuilder.bodyWeight, SearchIndexBuilder.bodyCap) + bonus
        }
        return result
    }

    /// The index terms of one original token, read as a plain word and as a symbol name, sorted:
    /// each folded word stemmed, plus for a symbol the whole folded name unstemmed
    /// («NavigationSplitView» → «navigationsplitview»), so prefixes of the name find it. Terms
    /// shorter than two characters are not indexed.
    static func terms(of token: String, stemmer: LightStemmer) -> (word: [String], symbol: [String]) {
        let words = TextFolding.words(token)
        let stems = Set(words.map(stemmer.stem))
        let word = stems.filter { $0.unicodeScalars.count >= 2 }.sorted()
        let joined = words.joined()
        let symbol = stems.contains(joined) || joined.unicodeScalars.count < 2 ? word : (word + [joined]).sorted()
        return (word, symbol)
    }

    /// Splits original text into tokens, maximal runs of letters, digits and combining marks, as
    /// slices of the text (no copies). ASCII is decided by a byte test; other scalars by their
    /// general category.
    static func tokenRanges(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var i = scalars.startIndex
        while i != scalars.endIndex {
            if isTokenScalar(scalars[i]) {
                if start == nil { start = i }
            } else if let s = start {
                tokens.append(text[s..<i])
                start = nil
            }
            scalars.formIndex(after: &i)
        }
        if let s = start { tokens.append(text[s...]) }
        return tokens
    }

    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// camelCase or PascalCase with an inner capital: «NavigationSplitView», «horizontalSizeClass»,
    /// «UIWindowScene», «iOS». Plain capitalised words («Capítulo») and all-capital acronyms are not.
    static func looksLikeSymbol(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count >= 3, scalars.contains(where: { $0.properties.isLowercase }) else { return false }
        return scalars.dropFirst().contains { $0.properties.isUppercase }
    }

    /// Cuts `text` to at most `limit` characters at a word boundary, adding «…» when cut.
    static func trim(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        var cut = text.prefix(limit)
        if let space = cut.lastIndex(where: { $0 == " " }), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = cut[..<space]
        }
        return cut.trimmingTrailingPunctuation + "…"
    }
}

private extension Substring {
    var trimmingTrailingPunctuation: String {
        var s = self
        while let last = s.last, last == " " || last == "," || last == ";" || last == ":" { s = s.dropLast() }
        return String(s)
    }
}
