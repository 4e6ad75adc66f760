/// Builds a language's client-side search index as a JavaScript file that assigns
/// `window.DUO_SEARCH_INDEX`, so a page opened from file:// loads it with a plain `<script>` tag.
///
/// Index format (format 1; read by Templates/assets/search.js), object keys sorted:
/// - `format`: 1
/// - `language`: the language key ("es", "pt", "fr")
/// - `fields`: `["url", "title", "context", "kind", "text"]`, the layout of each record
/// - `records`: one array per record, in input order, laid out as `fields`: url (relative to the
///   language folder), title, context (an index into `contexts`), kind ("symbol", "heading",
///   "entry", "question", "text"), text (whole, so search.js centres a snippet on any match)
/// - `contexts`: the distinct context strings (chapter titles), in order of first use
/// - `stemmer`: `{minLength, steps: [[[suffix, replacement, minStem], …], …]}` — the table in
///   `LightStemmer`, so the query side stems exactly as the index side did
/// - `terms`: `{term: [record, weight, record, weight, …]}` — folded+stemmed terms (plus the
///   unstemmed folded form of symbol names); postings are flat (record, weight) pairs sorted by record
/// - `weights`: the weight given to a title hit per kind (informational)
///
/// Records are arrays and postings flat pairs because the keys would otherwise be a third of the file.
struct SearchIndexBuilder {
    var language: String

    /// Weight of a term in a record's title, by kind: symbol names > headings > entries/questions.
    static func titleWeight(of kind: SearchRecord.Kind) -> Int {
        switch kind {
        case .symbol: return 24
        case .heading: return 12
        case .entry, .question: return 6
        case .text: return 0
        }
    }
    /// Weight per body-text occurrence, and the cap on that contribution. A record's weight for a
    /// term is its title weight (if the title has the term) plus its capped body weight, plus
    /// `bodySymbolBonus` when the term is a camelCase name in the body; the body alone never reaches
    /// an entry's title weight.
    static let bodyWeight = 1
    static let bodyCap = 3
    /// Extra weight when a symbol-looking word (camelCase) appears in body text.
    static let bodySymbolBonus = 2

    init(language: String) {
        self.language = LightStemmer.languageKey(language)
    }

    /// The file's bytes. The index is written straight into them, not built as a `JSONValue` first:
    /// it has a node per posting.
    func javascriptBytes(records: [SearchRecord]) -> FileBytes {
        var memo = TermMemo(stemmer: LightStemmer(language: language))
        let textBytes = records.reduce(0) { $0 + $1.url.utf8.count + $1.title.utf8.count + $1.text.utf8.count }
        var postings = Postings()
        for (i, record) in records.enumerated() {
            collectHits(record: i, kind: record.kind, title: record.title, text: record.text, memo: &memo, into: &postings)
        }
        // Room for the file made once instead of grown by copies: the records' strings, the terms,
        // a posting's few bytes, and the short members.
        let postingBytes = postings.postings.count * (String(records.count).utf8.count + 4)
        var out = JSONBytes(reservingCapacity: textBytes + 16 * records.count + memo.termBytes.count + 5 * memo.terms.count + postingBytes + 4096)
        out.raw("window.DUO_SEARCH_INDEX = ")
        writeIndex(records: records, memo: memo, postings: postings, into: &out)
        out.raw(";\n")
        return out.fileBytes()
    }

    private func writeIndex(records: [SearchRecord], memo: TermMemo, postings: Postings, into out: inout JSONBytes) {
        let bytes = memo.termBytes, terms = memo.termsInByteOrder { postings.first(of: $0) >= 0 }
        let stemSteps: [JSONValue] = (LightStemmer.table[language] ?? []).map { step in
            .array(step.map { .array([.string($0.suffix), .string($0.replacement), .int($0.minStem)]) })
        }
        let (contexts, contextNumbers) = SearchIndexBuilder.contexts(of: records)
        let kindWeights = Dictionary(uniqueKeysWithValues: SearchRecord.Kind.allCases.map { ($0.rawValue, JSONValue.int(SearchIndexBuilder.titleWeight(of: $0))) })

        // The members in key order, as `JSONValue.sortedObject` writes an object.
        out.raw("{\"contexts\":")
        out.value(.array(contexts.map { .string($0) }))
        out.raw(",\"fields\":")
        out.value(.array(["url", "title", "context", "kind", "text"].map { .string($0) }))
        out.raw(",\"format\":1,\"language\":")
        out.string(language)
        out.raw(",\"records\":")
        SearchIndexBuilder.writeRecords(records, contextNumbers: contextNumbers, into: &out)
        out.raw(",\"stemmer\":")
        out.value(.sortedObject(["minLength": .int(LightStemmer.minLength), "steps": .array(stemSteps)]))
        out.raw(",\"terms\":{")
        for (n, term) in terms.enumerated() {
            if n > 0 { out.raw(",") }
            out.string(utf8: bytes[memo.terms[term]])
            out.raw(":[")
            var next = postings.first(of: term)
            while next >= 0 {
                let posting = postings.postings[next]
                out.int(Int(posting.record)); out.raw(",")
                out.int(posting.weight(kind: records[Int(posting.record)].kind))
                next = Int(posting.next)
                if next >= 0 { out.raw(",") }
            }
            out.raw("]")
        }
        out.raw("},\"weights\":")
        out.value(.sortedObject(kindWeights))
        out.raw("}")
    }

    /// Each record's text is written whole: search.js centres a snippet on the first match
    /// anywhere in it.
    private static func writeRecords(_ records: [SearchRecord], contextNumbers: [Int], into out: inout JSONBytes) {
        out.raw("[")
        for (i, record) in records.enumerated() {
            out.raw(i > 0 ? ",[" : "[")
            out.string(record.url); out.raw(",")
            out.string(record.title); out.raw(",")
            out.int(contextNumbers[i]); out.raw(",")
            out.string(record.kind.rawValue); out.raw(",")
            out.string(record.text); out.raw("]")
        }
        out.raw("]")
    }

    /// The distinct contexts in order of first use, and each record's number among them. Records
    /// come grouped by context (usually the very same string), so the previous record's answer is
    /// tried before the dictionary.
    static func contexts(of records: [SearchRecord]) -> (contexts: [String], numbers: [Int]) {
        var contexts: [String] = [], numbers: [Int] = [], contextIndex: [String: Int] = [:]
        for record in records {
            let number = numbers.last.flatMap { contexts[$0] == record.context ? $0 : nil } ?? contextIndex[record.context, default: contexts.count]
            if number == contexts.count { contexts.append(record.context); contextIndex[record.context] = number }
            numbers.append(number)
        }
        return (contexts, numbers)
    }

    /// Adds one record's hits: the title's terms (except for body text) as the record's kind reads
    /// them, and the body's, each token read as a symbol name when it looks like one. A title that
    /// is the text too (a heading's) is read once for both.
    func collectHits(record: Int, kind: SearchRecord.Kind, title: String, text: String, memo: inout TermMemo,
                     into postings: inout Postings) {
        func addBody(_ known: TermMemo.Token) {
            for k in known.looksLikeSymbol ? known.symbolTerms : known.wordTerms {
                postings.add(term: memo.termPool[k], record: record, place: known.looksLikeSymbol ? .bodyAsSymbol : .body)
            }
        }
        let titleIsText = kind != .text && title == text
        if kind != .text {
            SearchIndexBuilder.forEachToken(in: title) { utf8, token, key in
                let known = memo.token(in: utf8, token, key: key)
                for k in kind == .symbol ? known.symbolTerms : known.wordTerms {
                    postings.add(term: memo.termPool[k], record: record, place: .title)
                }
                if titleIsText { addBody(known) }
            }
        }
        guard !titleIsText else { return }
        SearchIndexBuilder.forEachToken(in: text) { utf8, token, key in addBody(memo.token(in: utf8, token, key: key)) }
    }

    /// Calls `body` with each token of original text, a maximal run of letters, digits and
    /// combining marks, as a range of the text's UTF-8 bytes (given too), which `TermMemo` reads
    /// in place, and its key in `TermMemo`'s table, packed as its bytes are read here. A token of
    /// one byte, an ASCII letter or digit, folds to a word too short to index and is skipped.
    static func forEachToken(in text: String, _ body: (borrowing UTF8Span, Range<Int>, ByteStringNumbers.Key) -> Void) {
        let utf8 = text.utf8Span, bytes = utf8.span
        // The token at hand starts just past the last separator.
        var start = 0, key = ByteStringNumbers.Key()
        TextFolding.forEachScalar(of: utf8, 0..<utf8.count) { scalar, offset in
            guard !isTokenScalar(scalar) else {
                return scalar.isASCII ? key.append(UInt8(truncatingIfNeeded: scalar.value)) : (offset..<offset + UTF8.width(scalar)).forEach { key.append(bytes[$0]) }
            }
            if offset - start > 1 { body(utf8, start..<offset, key) }
            (start, key) = (offset + UTF8.width(scalar), ByteStringNumbers.Key())
        }
        if utf8.count - start > 1 { body(utf8, start..<utf8.count, key) }
    }

    /// Letters, digits and combining marks: what folding does not take for a separator. An ASCII
    /// scalar's answer is a bit of two words: digits in the first, letters in the second.
    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { let v = UInt64(scalar.value); return (v < 64 ? 0x03FF_0000_0000_0000 >> v : 0x07FF_FFFE_07FF_FFFE >> (v - 64)) & 1 != 0 }
        if scalar.value < latinEnd { return latinTokenScalars[Int(scalar.value) - 0x80] }
        return TextFolding.role(of: scalar) != .separator
    }

    /// The answer for U+0080 up to `latinEnd`, asked once per process: the guides' accented
    /// letters come by the thousand, and each answer is a general category lookup.
    private static let latinEnd: UInt32 = 0x300
    private static let latinTokenScalars: [Bool] = (0x80..<latinEnd).map { TextFolding.role(of: Unicode.Scalar($0)!) != .separator }

    /// camelCase or PascalCase with an inner capital: «NavigationSplitView», «horizontalSizeClass»,
    /// «UIWindowScene», «iOS». Plain capitalised words («Capítulo») and all-capital acronyms are not.
    static func looksLikeSymbol(_ text: borrowing UTF8Span, _ token: Range<Int>) -> Bool {
        var count = 0, hasLowercase = false, hasInnerUppercase = false
        TextFolding.forEachScalar(of: text, token) { scalar, _ in
            hasLowercase = hasLowercase || isCased(scalar, upper: false)
            hasInnerUppercase = hasInnerUppercase || (count > 0 && isCased(scalar, upper: true))
            count += 1
        }
        return count >= 3 && hasLowercase && hasInnerUppercase
    }

    /// Case as Unicode defines it; ASCII, most of a guide's letters, needs no property lookup.
    private static func isCased(_ scalar: Unicode.Scalar, upper: Bool) -> Bool {
        guard !scalar.isASCII else { return (upper ? "A"..."Z" : "a"..."z").contains(scalar) }
        return upper ? scalar.properties.isUppercase : scalar.properties.isLowercase
    }
}
