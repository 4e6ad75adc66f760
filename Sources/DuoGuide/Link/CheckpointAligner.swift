/// Gives every sentence of an answers paragraph to exactly one question, in order, each question at
/// least one sentence. The paragraph is cut into as many contiguous groups as there are questions;
/// among all cuts, dynamic programming picks the one whose sentences share the most meaning with
/// their question:
/// - content words after accent and case folding, compared by a light stem so plurals
///   and verb forms meet («abrir» / «abrirlo»; «ancho» / «ancha»);
/// - code identifiers and numbers written in both («900», `ViewThatFits`, `.regular`), worth more;
/// - the English words of API names, through the vocabulary's glossary (`left` meets «izquierda»);
/// - the alternatives a question offers («¿split u overlay?»), worth most when the sentence names one.
/// Ties go to the cut that gives extra sentences to the earlier question: answers state the point
/// first and elaborate after.
///
/// A class, immutable once made: the linker passes one aligner to every word it looks up (through
/// `WordMemo.add` and the closures of `features`), and each copy of a struct of sets and tables
/// retained and released every one of their buffers.
final class CheckpointAligner {
    let stopwords: Set<String>
    let choices: ChoiceExtractor
    let glossary: [String: [String]]
    /// The same stopwords and glossary, for ASCII words.
    private let asciiStopwords: ASCIIWordTable<Void>
    /// The stems of the glossary's translations, by the ASCII word they translate.
    private let asciiGlossaryStems: ASCIIWordTable<[String]>

    init(phrases: Vocabulary.ParserPhrases) {
        self.stopwords = Set(phrases.stopwords.map { WordFold.fold($0) })
        self.choices = ChoiceExtractor(phrases: phrases)
        self.glossary = phrases.codeGlossary
        asciiStopwords = ASCIIWordTable(Dictionary(stopwords.map { ($0, ()) }, uniquingKeysWith: { first, _ in first }))
        asciiGlossaryStems = ASCIIWordTable(glossary.mapValues { $0.map(Self.stem) })
    }

    /// Returns, for each question, the indices of its sentences; nil when there are fewer
    /// sentences than questions.
    func align(questions: [String], sentences: [String]) -> [[Int]]? {
        var memo = WordMemo()
        return align(questions: questions, sentences: sentences, memo: &memo)
    }

    func align(questions: [String], sentences: [String], memo: inout WordMemo) -> [[Int]]? {
        align(questions: questions, offering: questions.map { choices.alternatives(in: $0) }, sentences: sentences, memo: &memo)
    }

    /// The same, given each question's alternatives (`choices.alternatives(in:)` of it), which the
    /// compiler works out once for this and for the quiz.
    func align(questions: [String], offering offered: [[String]], sentences: [String], memo: inout WordMemo) -> [[Int]]? {
        let n = questions.count, m = sentences.count
        guard n > 0, m >= n else { return nil }
        let qFeatures = zip(questions, offered).map { features($0, offering: $1, memo: &memo) }
        let sFeatures = sentences.map { features($0, alternatives: false, memo: &memo) }
        var score = Array(repeating: Array(repeating: 0.0, count: n), count: m)
        for i in 0..<m {
            for j in 0..<n {
                score[i][j] = similarity(sFeatures[i], qFeatures[j])
            }
        }
        // best[i][j]: best total for the first i sentences split into j groups.
        let negative = -Double.infinity
        var best = Array(repeating: Array(repeating: negative, count: n + 1), count: m + 1)
        var cut = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        best[0][0] = 0
        for j in 1...n {
            for i in j...m {
                // Group j covers sentences k..<i.
                var groupScore = 0.0
                for k in stride(from: i - 1, through: j - 1, by: -1) {
                    // Tiny penalty per sentence in a later group breaks ties toward earlier groups.
                    groupScore += score[k][j - 1] - 1e-6 * Double(j)
                    let total = best[k][j - 1] + groupScore
                    if best[k][j - 1] > negative, total > best[i][j] + 1e-12 {
                        best[i][j] = total
                        cut[i][j] = k
                    }
                }
            }
        }
        var groups = Array(repeating: [Int](), count: n)
        var i = m
        for j in stride(from: n, through: 1, by: -1) {
            let k = cut[i][j]
            groups[j - 1] = Array(k..<i)
            i = k
        }
        return groups
    }

    /// What a text brings to the comparison, as term ids of one `WordMemo`.
    struct Features {
        var stems: TermSet
        var code: TermSet
        /// The content stems of each alternative the text offers.
        var alternatives: [TermSet]
    }

    /// The features of `text`, remembering each word's terms in `memo`; only features made with
    /// the same memo can be compared. `alternatives: false` skips the choice extraction, for texts
    /// only ever compared as the sentence side of `similarity` (which reads the question side's
    /// alternatives only).
    func features(_ text: String, alternatives: Bool = true, memo: inout WordMemo) -> Features {
        features(text, offering: alternatives ? choices.alternatives(in: text) : [], memo: &memo)
    }

    /// The features of `text`, whose alternatives (`choices.alternatives(in: text)`, or none) are given.
    func features(_ text: String, offering alternatives: [String], memo: inout WordMemo) -> Features {
        var stems: [Int32] = []
        // Room for a stem every four bytes, more than prose has (about one a word of six or more
        // bytes with its separator): one allocation, where growing from empty took several.
        stems.reserveCapacity(text.utf8.count / 4)
        var code: [Int32] = []
        Self.forEachWord(in: text) { spelling in
            memo.add(spelling, stems: &stems, code: &code, by: self)
        }
        var offered: [TermSet] = []
        for alternative in alternatives {
            offered.append(TermSet(choices.contentStems(alternative).map { memo.id(of: $0) }))
        }
        return Features(stems: TermSet(stems), code: TermSet(code), alternatives: offered)
    }

    /// The terms of one word as split from a text (final periods still on).
    struct WordTerms: Equatable {
        /// Its folded spelling, when it looks like code.
        var code: String?
        /// The stems it stands for: its own and its glossary translations'.
        var stems: [String]
    }

    func terms(ofSpelling spelling: String) -> WordTerms {
        if let terms = proseTerms(ofLatin: spelling) { return terms }
        if let terms = codeTerms(ofASCII: spelling) { return terms }
        let word = Self.droppingFinalPeriods(spelling)
        return word.isEmpty ? WordTerms(code: nil, stems: []) : terms(of: word)
    }

    /// `terms(ofSpelling:)` for a prose word of ASCII and accented Latin letters (nearly every
    /// word): `proseWord` with its stems as Strings.
    private func proseTerms(ofLatin spelling: String) -> WordTerms? {
        var folded: [UInt8] = []
        return spelling.withUTF8Bytes { bytes -> WordTerms? in
            switch proseWord(bytes, folded: &folded) {
            case .other: return nil
            case .noTerms: return WordTerms(code: nil, stems: [])
            case .stem(let length, let translations):
                return WordTerms(code: nil, stems: [String(decoding: folded[..<length], as: UTF8.self)] + translations)
            }
        }
    }

    /// What a prose word spelled `bytes` (final periods still on) brings, as `proseWord` tells.
    enum ProseWord {
        /// Not a word of ASCII and accented Latin letters, or one that looks like code: only
        /// `terms(ofSpelling:)` knows.
        case other
        /// Too short, or a stopword.
        case noTerms
        /// Its own stem is the first `length` bytes of the folded word; `translations` are the
        /// stems of its glossary translations.
        case stem(length: Int, translations: [String])
    }

    /// The terms of a prose word of ASCII and accented Latin letters, worked out on its bytes:
    /// one Character per scalar (no CR, no mark), every scalar folds to one lowercase ASCII letter
    /// (`LatinFolding`), and the word is folded (into `folded`, whose room is reused) and scanned
    /// once instead of once per step, without making a String. `.other` for other words and for
    /// words that look like code.
    func proseWord(_ bytes: UnsafeBufferPointer<UInt8>, folded: inout [UInt8]) -> ProseWord {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        folded.removeAll(keepingCapacity: true)
        var scalars = 0
        var hasPeriod = false
        var i = 0
        // `looksLikeCode` along the way: a digit, an inner capital, or a period in a word of
        // more than one character.
        while i < end {
            let byte = bytes[i]
            if byte < 0x80 {
                let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if byte == 0x0D || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || scalars > 0 && isCapital { return .other }
                hasPeriod = hasPeriod || byte == UInt8(ascii: ".")
                folded.append(isCapital ? byte | 0x20 : byte)
                i += 1
            } else {
                guard byte == 0xC3, i + 1 < end, let base = LatinFolding.base(ofLatin1: bytes[i + 1]),
                      scalars == 0 || !LatinFolding.isCapital(latin1: bytes[i + 1]) else { return .other }
                folded.append(base)
                i += 2
            }
            scalars += 1
        }
        if hasPeriod && scalars > 1 { return .other }
        // Each scalar folded to one byte: the folded word's length is its count of Characters.
        guard folded.count >= 3 else { return .noTerms }
        return folded.withUnsafeBufferPointer { word in
            guard asciiStopwords.value(forASCII: word) == nil else { return .noTerms }
            return .stem(length: Self.stemLength(ofFoldedASCII: word), translations: asciiGlossaryStems.value(forASCII: word) ?? [])
        }
    }

    /// `terms(ofSpelling:)` for a word of ASCII that looks like code: `codeWord` with its terms as
    /// Strings.
    private func codeTerms(ofASCII spelling: String) -> WordTerms? {
        var folded: [UInt8] = []
        return spelling.withUTF8Bytes { bytes -> WordTerms? in
            guard let word = codeWord(bytes, folded: &folded) else { return nil }
            var terms = WordTerms(code: String(decoding: folded[..<word.length], as: UTF8.self), stems: [])
            for part in word.parts {
                terms.stems.append(String(decoding: folded[part.stem], as: UTF8.self))
                terms.stems += part.translations
            }
            return terms
        }
    }

    /// A code word's terms as `codeWord` finds them: its folded spelling is the first `length`
    /// bytes of the folded word, and each camelCase part of three letters or more brings its stem
    /// (a range of the folded word) and the stems of its glossary translations.
    struct CodeWord {
        var length: Int
        var parts: [(stem: Range<Int>, translations: [String])]
    }

    /// The terms of a word of ASCII without CR (final periods still on) that looks like code,
    /// worked out on its bytes: ASCII folds by lowercasing each letter, a part's count of
    /// Characters is its count of bytes, and `CamelCase` asks only ASCII classes of each byte.
    /// The folded word goes into `folded`, whose room is reused. Nil for other words.
    func codeWord(_ bytes: UnsafeBufferPointer<UInt8>, folded: inout [UInt8]) -> CodeWord? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        guard end > 0 else { return nil }
        folded.removeAll(keepingCapacity: true)
        var looksLikeCode = false
        var hasPeriod = false
        for i in 0..<end {
            let byte = bytes[i]
            guard byte < 0x80, byte != 0x0D else { return nil }
            let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || i > 0 && isCapital { looksLikeCode = true }
            hasPeriod = hasPeriod || byte == UInt8(ascii: ".")
            folded.append(isCapital ? byte | 0x20 : byte)
        }
        guard looksLikeCode || hasPeriod && end > 1 else { return nil }
        var word = CodeWord(length: end, parts: [])
        folded.withUnsafeBufferPointer { lower in
            func add(_ part: Range<Int>) {
                // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
                guard part.count >= 3 else { return }
                let letters = UnsafeBufferPointer(rebasing: lower[part])
                word.parts.append((part.lowerBound..<(part.lowerBound + Self.stemLength(ofFoldedASCII: letters)),
                                   asciiGlossaryStems.value(forASCII: letters) ?? []))
            }
            // `CamelCase.words` on bytes: a part ends at a byte that is neither letter nor digit,
            // and before a capital that follows a lowercase letter or a digit.
            var start = 0
            var previous: UInt8?
            for i in 0..<end {
                let byte = bytes[i]
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                let isLetter = lower[i] >= UInt8(ascii: "a") && lower[i] <= UInt8(ascii: "z")
                guard isLetter || isDigit else {
                    if start < i { add(start..<i) }
                    start = i + 1
                    previous = nil
                    continue
                }
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"), let p = previous,
                   p >= UInt8(ascii: "a") && p <= UInt8(ascii: "z") || p >= UInt8(ascii: "0") && p <= UInt8(ascii: "9"), start < i {
                    add(start..<i)
                    start = i
                }
                previous = byte
            }
            if start < end { add(start..<end) }
        }
        return word
    }

    /// `word` without its final periods.
    static func droppingFinalPeriods(_ word: String) -> String {
        UTF8Search.droppingFinal(".", from: word)
    }

    /// What one word (split off, final periods dropped) adds to the features.
    func terms(of word: String) -> WordTerms {
        var result = WordTerms(code: nil, stems: [])
        // A word counts as itself and, for the English words of API names, as its translation.
        func insert(_ word: String) {
            result.stems.append(stem(word))
            for translation in glossary[WordFold.fold(word)] ?? [] { result.stems.append(stem(translation)) }
        }
        let folded = WordFold.fold(word)
        if Self.looksLikeCode(word) {
            result.code = folded
            // `interfaceOrientation` also says «orientation»: its camelCase parts count as words.
            for part in CamelCase.words(word) where part.count >= 3 { insert(part) }
            return result
        }
        guard folded.count >= 3, !stopwords.contains(folded) else { return result }
        insert(folded)
        return result
    }

    /// A digit, an inner period or an inner capital: `900`, `.regular`, `ViewThatFits`.
    static func looksLikeCode(_ word: String) -> Bool {
        guard UTF8Search.isPlain(word) else {
            let hasPeriod = word.utf8.contains(UInt8(ascii: "."))
            return word.contains { $0.isNumber } || hasPeriod && word.count > 1 || word.dropFirst().contains { $0.isUppercase }
        }
        // The same tests on scalars (one per Character), in one pass, without a Unicode property
        // lookup for ASCII.
        var hasPeriod = false
        var count = 0
        for scalar in word.unicodeScalars {
            if scalar.isNumber || count > 0 && scalar.isUppercase { return true }
            if scalar == "." { hasPeriod = true }
            count += 1
        }
        return hasPeriod && count > 1
    }

    /// Calls `body` with the UTF-8 bytes of each word of `text`: the runs between separator
    /// characters.
    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Text of plain scalars (nearly all) has one scalar per Character, and every separator is
        // one scalar whose encoding no other scalar's contains: split on bytes, without finding
        // grapheme boundaries or making Substrings.
        guard UTF8Search.isPlain(text) else {
            for word in text.split(whereSeparator: isWordSeparator) {
                var word = String(word)
                word.withUTF8(body)
            }
            return
        }
        text.withUTF8Bytes { bytes in
            var start = 0
            var i = 0
            while i < bytes.count {
                let length = separatorLength(at: i, in: bytes)
                guard length > 0 else {
                    i += 1
                    continue
                }
                if start < i { body(UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                i += length
                start = i
            }
            if start < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// The number of bytes of the separator whose encoding starts at `i`, or 0: the ASCII ones are
    /// one byte, the Latin-1 ones (¿ ¡ « ») C2 followed by BF, A1, AB or BB.
    static func separatorLength(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = bytes[i]
        if byte < 0x80 { return isWordSeparator(Unicode.Scalar(byte)) ? 1 : 0 }
        guard byte == 0xC2, i + 1 < bytes.count else { return 0 }
        switch bytes[i + 1] {
        case 0xBF, 0xA1, 0xAB, 0xBB: return 2
        default: return 0
        }
    }

    /// `" ¿?¡!,;:«»\"()".contains(ch)`, by scalar: every separator is one scalar without a
    /// decomposition, so a Character equals one exactly when it is that single scalar.
    static func isWordSeparator(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return isWordSeparator(first)
    }

    static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "¿", "?", "¡", "!", ",", ";", ":", "«", "»", "\"", "(", ")": return true
        default: return false
        }
    }

    /// A plural «s» and a final gender vowel dropped, then five letters kept: «ancho» meets «ancha»,
    /// «abrir» meets «abrirlo», «pestañas» meets «pestaña», but «decir» does not meet «decide».
    func stem(_ word: String) -> String { Self.stem(word) }

    static func stem(_ word: String) -> String {
        var w = WordFold.fold(word)
        let cut: String? = w.withUTF8 { bytes in
            // ASCII without CR LF has one byte per Character: the same cuts, counted on bytes.
            bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) ? stem(ofFoldedASCII: bytes) : nil
        }
        if let cut { return cut }
        if w.count > 4, w.hasSuffix("s") { w.removeLast() }
        if w.count > 4, let last = w.last, "aeo".contains(last) { w.removeLast() }
        return String(w.prefix(5))
    }

    /// `stem` of a folded word of ASCII without CR, on its bytes.
    static func stem(ofFoldedASCII bytes: UnsafeBufferPointer<UInt8>) -> String {
        // At most five bytes: a small string, stored inline.
        String(decoding: UnsafeBufferPointer(rebasing: bytes[..<stemLength(ofFoldedASCII: bytes)]), as: UTF8.self)
    }

    /// The length of `stem(ofFoldedASCII:)`: its stem is always a prefix of the word.
    static func stemLength(ofFoldedASCII bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var n = bytes.count
        if n > 4, bytes[n - 1] == UInt8(ascii: "s") { n -= 1 }
        if n > 4, bytes[n - 1] == UInt8(ascii: "a") || bytes[n - 1] == UInt8(ascii: "e") || bytes[n - 1] == UInt8(ascii: "o") { n -= 1 }
        return min(n, 5)
    }

    func similarity(_ s: Features, _ q: Features) -> Double {
        var total = Double(s.stems.intersectionCount(q.stems))
        total += 2 * Double(s.code.intersectionCount(q.code))
        for alternative in q.alternatives where !alternative.isEmpty && alternative.isSubset(of: s.stems) {
            total += 2
        }
        return total
    }
}
