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
    private let scalarSteps: [[Rule<Unicode.Scalar>]]
    /// And as bytes, when every rule is ASCII (so bytes count as scalars do): ASCII words, most of a
    /// guide's, are stemmed without leaving their bytes. Nil for a table with other rules.
    private let asciiSteps: [[Rule<UInt8>]]?
    /// Per step of `asciiSteps`, by byte: whether some rule's suffix ends with it (every byte, for
    /// an empty suffix). A word ending in any other byte passes the step without trying its rules,
    /// as most words do.
    private let asciiStepEndings: [[Bool]]

    private struct Rule<Unit: Equatable> {
        var suffix: [Unit]
        var replacement: [Unit]
        var minStem: Int
    }

    init(language: String) {
        self.language = LightStemmer.languageKey(language)
        self.steps = LightStemmer.table[self.language] ?? []
        self.scalarSteps = steps.map { step in
            step.map { Rule(suffix: Array($0.suffix.unicodeScalars), replacement: Array($0.replacement.unicodeScalars), minStem: $0.minStem) }
        }
        let ascii = steps.allSatisfy { $0.allSatisfy { ($0.suffix + $0.replacement).utf8.allSatisfy { $0 < 0x80 } } }
        self.asciiSteps = !ascii ? nil : steps.map { step in
            step.map { Rule(suffix: Array($0.suffix.utf8), replacement: Array($0.replacement.utf8), minStem: $0.minStem) }
        }
        self.asciiStepEndings = (asciiSteps ?? []).map { step in
            var endings = [Bool](repeating: false, count: 256)
            for rule in step {
                if let last = rule.suffix.last {
                    endings[Int(last)] = true
                } else {
                    endings = [Bool](repeating: true, count: 256)
                }
            }
            return endings
        }
    }

    /// Stems one folded word (see `TextFolding.fold`). Lengths count Unicode scalars, as the JS
    /// counts code points.
    func stem(_ folded: String) -> String {
        var word = Array(folded.unicodeScalars)
        guard word.count >= LightStemmer.minLength else { return folded }
        LightStemmer.apply(scalarSteps, to: &word)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: word)
        return String(out)
    }

    /// `stem` for a folded word of ASCII bytes, in place. False (and the word untouched) when the
    /// table has a rule that is not ASCII: then only `stem` knows the answer.
    func stem(asciiWord word: inout [UInt8]) -> Bool {
        guard let asciiSteps else { return false }
        if word.count >= LightStemmer.minLength { LightStemmer.apply(asciiSteps, endings: asciiStepEndings, toBytes: &word) }
        return true
    }

    /// `apply` for bytes, written out: the generic suffix comparison and `removeLast(_:)` cost
    /// hundreds of instructions per rule, and every distinct word of a guide is stemmed.
    private static func apply(_ steps: [[Rule<UInt8>]], endings: [[Bool]], toBytes word: inout [UInt8]) {
        for (s, step) in steps.enumerated() {
            if let last = word.last, !endings[s][Int(last)] { continue }
            for rule in step {
                let suffix = rule.suffix
                let base = word.count - suffix.count
                guard base >= rule.minStem else { continue }
                var k = 0
                while k < suffix.count, word[base + k] == suffix[k] { k += 1 }
                guard k == suffix.count else { continue }
                for _ in 0..<suffix.count { word.removeLast() }
                for byte in rule.replacement { word.append(byte) }
                break
            }
        }
    }

    /// The algorithm, once for scalars and bytes: in each step the first rule that fits, if any.
    private static func apply<Unit>(_ steps: [[Rule<Unit>]], to word: inout [Unit]) {
        for step in steps {
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
    }
}
