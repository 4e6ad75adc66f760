/// One suffix rule: a word ending in `suffix` whose remaining stem keeps at least `minStem`
/// characters gets the suffix replaced by `replacement`.
struct StemRule: Equatable {
    var suffix: String
    var replacement: String
    var minStem: Int
}

/// A light, rule-table suffix stemmer for folded Spanish, Portuguese and French words.
///
/// The algorithm (mirrored by `stem` in search.js, which reads the same table from the index):
/// a word shorter than `minLength` characters is left alone; otherwise each step in order applies
/// at most one rule, the first in the step whose suffix matches and leaves `minStem` characters.
/// Step 1 undoes plurals and adverbs, step 2 gender endings and final vowels, so singular/plural
/// and masculine/feminine forms meet on one stem. Unknown languages stem to the identity.
struct LightStemmer {
    static let minLength = 4

    /// The single rule table. `SearchIndexBuilder` writes the language's steps into the index.
    static let table: [String: [[StemRule]]] = [
        "es": [
            rules([("ciones", "cion", 2), ("siones", "sion", 2), ("idades", "idad", 2),
                   ("mente", "", 4), ("ces", "z", 2), ("es", "", 3), ("s", "", 3)]),
            rules([("a", "", 3), ("o", "", 3), ("e", "", 3)]),
        ],
        "pt": [
            rules([("coes", "cao", 2), ("soes", "sao", 2), ("oes", "ao", 2), ("aes", "ao", 2),
                   ("mente", "", 4), ("ns", "m", 3), ("eis", "el", 2), ("ais", "al", 2),
                   ("es", "", 3), ("s", "", 3)]),
            rules([("ao", "", 3), ("a", "", 3), ("o", "", 3), ("e", "", 3)]),
        ],
        "fr": [
            rules([("eaux", "eau", 2), ("aux", "al", 3), ("s", "", 3), ("x", "", 3)]),
            rules([("ement", "", 4), ("trice", "teur", 2), ("euse", "eu", 3), ("elle", "el", 3),
                   ("enne", "en", 3), ("ive", "if", 3), ("e", "", 3)]),
        ],
    ]

    private static func rules(_ list: [(String, String, Int)]) -> [StemRule] {
        list.map { StemRule(suffix: $0.0, replacement: $0.1, minStem: $0.2) }
    }

    /// «es-ES», «pt_BR», «FR» → «es», «pt», «fr».
    static func languageKey(_ language: String) -> String {
        String(language.lowercased().prefix { $0 != "-" && $0 != "_" })
    }

    let language: String
    let steps: [[StemRule]]
    /// The same steps as scalar arrays, made once: `stem` runs for every distinct word of a guide.
    private let scalarSteps: [[ScalarRule]]
    /// And as bytes, when every rule is ASCII (so bytes count as scalars do) and short enough for
    /// `ByteRule`: ASCII words, most of a guide's, are stemmed without leaving their bytes. Empty
    /// for a table with other rules (see `hasByteRules`).
    private let byteSteps: [ByteStep]
    private let hasByteRules: Bool

    /// One rule on scalars. (Not one generic rule for scalars and bytes: the runtime builds a
    /// generic type's metadata on first use, searching its conformance tables, at a cost of a
    /// third of a million instructions per type.)
    private struct ScalarRule {
        var suffix: [Unicode.Scalar]
        var replacement: [Unicode.Scalar]
        var minStem: Int
    }

    /// One rule on ASCII bytes, its suffix and replacement each held in an integer (first byte
    /// lowest), so trying a rule reads no array and retains nothing.
    private struct ByteRule {
        static let maxCount = 8
        var suffix: UInt64
        var suffixCount: Int
        var replacement: UInt64
        var replacementCount: Int
        var minStem: Int

        init?(_ rule: StemRule) {
            let suffix = Array(rule.suffix.utf8), replacement = Array(rule.replacement.utf8)
            guard (suffix + replacement).allSatisfy({ $0 < 0x80 }),
                  suffix.count <= ByteRule.maxCount, replacement.count <= ByteRule.maxCount else { return nil }
            self.suffix = ByteRule.packed(suffix)
            suffixCount = suffix.count
            self.replacement = ByteRule.packed(replacement)
            replacementCount = replacement.count
            minStem = rule.minStem
        }

        static func packed(_ bytes: [UInt8]) -> UInt64 {
            bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// Byte k of a packed suffix or replacement.
        static func byte(_ packed: UInt64, _ k: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: packed >> (8 * k))
        }
    }

    /// A step's rules, in order, and by byte whether some rule's suffix ends with it (every byte,
    /// for an empty suffix): a word ending in any other byte passes the step without trying its
    /// rules, as most words do.
    private struct ByteStep {
        var rules: [ByteRule]
        var endings: [Bool]
    }

    init(language: String) {
        self.language = LightStemmer.languageKey(language)
        self.steps = LightStemmer.table[self.language] ?? []
        self.scalarSteps = steps.map { step in
            step.map { ScalarRule(suffix: Array($0.suffix.unicodeScalars), replacement: Array($0.replacement.unicodeScalars), minStem: $0.minStem) }
        }
        let byteSteps = steps.map { step in step.compactMap(ByteRule.init) }
        self.hasByteRules = zip(byteSteps, steps).allSatisfy { $0.count == $1.count }
        self.byteSteps = !hasByteRules ? [] : byteSteps.map { rules in
            var endings = [Bool](repeating: false, count: 256)
            for rule in rules {
                if rule.suffixCount > 0 {
                    endings[Int(ByteRule.byte(rule.suffix, rule.suffixCount - 1))] = true
                } else {
                    endings = [Bool](repeating: true, count: 256)
                }
            }
            return ByteStep(rules: rules, endings: endings)
        }
    }

    /// Stems one folded word (see `TextFolding.fold`). Lengths count Unicode scalars, as the JS
    /// counts code points.
    func stem(_ folded: String) -> String {
        var word = Array(folded.unicodeScalars)
        guard word.count >= LightStemmer.minLength else { return folded }
        for step in scalarSteps {
            for rule in step {
                let suffix = rule.suffix
                guard word.count - suffix.count >= rule.minStem, word.suffix(suffix.count).elementsEqual(suffix) else {
                    continue
                }
                word.removeLast(suffix.count)
                word.append(contentsOf: rule.replacement)
                break
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: word)
        return String(out)
    }

    /// `stem` for a folded word of ASCII bytes, in place. False (and the word untouched) when the
    /// table has a rule that is not ASCII: then only `stem` knows the answer.
    func stem(asciiWord word: inout [UInt8]) -> Bool {
        var count = word.count
        let room = ByteRule.maxCount * steps.count
        var stemmed = word + repeatElement(0, count: room)
        guard stemmed.withUnsafeMutableBufferPointer({ stem(asciiWord: $0, count: &count) }) else { return false }
        word = Array(stemmed[..<count])
        return true
    }

    /// `stem` for the folded ASCII word `word[..<count]`, in place: `count` becomes the stem's
    /// length. False when the table has a rule that is not ASCII, or when a replacement would not
    /// fit in `word`: then only `stem` knows the answer (and the bytes of `word` are scrap).
    func stem(asciiWord word: UnsafeMutableBufferPointer<UInt8>, count: inout Int) -> Bool {
        guard hasByteRules else { return false }
        guard count >= LightStemmer.minLength else { return true }
        var length = count
        for step in byteSteps {
            if length > 0, !step.endings[Int(word[length - 1])] { continue }
            for rule in step.rules {
                let base = length - rule.suffixCount
                guard base >= rule.minStem else { continue }
                var k = 0
                while k < rule.suffixCount, word[base + k] == ByteRule.byte(rule.suffix, k) { k += 1 }
                guard k == rule.suffixCount else { continue }
                guard base + rule.replacementCount <= word.count else { return false }
                for r in 0..<rule.replacementCount { word[base + r] = ByteRule.byte(rule.replacement, r) }
                length = base + rule.replacementCount
                break
            }
        }
        count = length
        return true
    }
}
