/// One suffix rule: a word ending in `suffix` whose remaining stem keeps at least `minStem`
/// characters gets the suffix replaced by `replacement`.
typealias StemRule = (suffix: String, replacement: String, minStem: Int)

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
            [("ciones", "cion", 2), ("siones", "sion", 2), ("idades", "idad", 2),
             ("mente", "", 4), ("ces", "z", 2), ("es", "", 3), ("s", "", 3)],
            [("a", "", 3), ("o", "", 3), ("e", "", 3)],
        ],
        "pt": [
            [("coes", "cao", 2), ("soes", "sao", 2), ("oes", "ao", 2), ("aes", "ao", 2),
             ("mente", "", 4), ("ns", "m", 3), ("eis", "el", 2), ("ais", "al", 2),
             ("es", "", 3), ("s", "", 3)],
            [("ao", "", 3), ("a", "", 3), ("o", "", 3), ("e", "", 3)],
        ],
        "fr": [
            [("eaux", "eau", 2), ("aux", "al", 3), ("s", "", 3), ("x", "", 3)],
            [("ement", "", 4), ("trice", "teur", 2), ("euse", "eu", 3), ("elle", "el", 3),
             ("enne", "en", 3), ("ive", "if", 3), ("e", "", 3)],
        ],
    ]

    /// «es-ES», «pt_BR», «FR» → «es», «pt», «fr».
    static func languageKey(_ language: String) -> String { String(language.lowercased().prefix { $0 != "-" && $0 != "_" }) }

    /// The language's steps as UTF-8 bytes, made once: `stem` runs for every distinct word of a guide.
    private let byteSteps: [[(suffix: [UInt8], replacement: [UInt8], minStem: Int)]]

    init(language: String) {
        let steps = LightStemmer.table[LightStemmer.languageKey(language)] ?? []
        byteSteps = steps.map { step in step.map { (Array($0.suffix.utf8), Array($0.replacement.utf8), $0.minStem) } }
    }

    /// Stems one folded word (see `TextFolding`) in place, on its UTF-8 bytes. Lengths count
    /// Unicode scalars, as the JS counts code points; the table's suffixes are ASCII, a byte per
    /// scalar, so they are matched and replaced on the bytes.
    func stem(_ word: inout [UInt8]) {
        var length = TextFolding.scalarCount(word)
        guard length >= LightStemmer.minLength else { return }
        for step in byteSteps {
            for rule in step where word.last == rule.suffix.last && length - rule.suffix.count >= rule.minStem
                && word.suffix(rule.suffix.count).elementsEqual(rule.suffix) {
                word.replaceSubrange((word.count - rule.suffix.count)..., with: rule.replacement)
                length += rule.replacement.count - rule.suffix.count
                break
            }
        }
    }
}
