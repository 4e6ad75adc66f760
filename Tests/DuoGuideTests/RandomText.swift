/// Random text for the oracle tests: words of the real guides mixed with the characters that take
/// the slow paths (accents, combining marks, no-break spaces, emoji, CR, letters that fold to
/// something other than ASCII) and the separators and punctuation the front end cuts on.
struct RandomText {
    var generator: SeededGenerator
    let words: [String]

    static let oddities = [
        "\u{301}", "e\u{301}", "\u{A0}", "\r", "\r\n", "\n", "\t", "👩‍💻", "🇪🇸", "ß", "Æ", "æ", "Ø", "İ", "ı", "ﬁ",
        "Œ", "ÿ", "Ÿ", "²", "½", "٣", "\u{600}", "\u{200B}", "\u{FEFF}", "Ⅻ", "ǅ", "Ω", "σς", "ÇA", "Ñ",
    ]
    static let punctuation = [
        " ", " ", " ", " ", ".", ". ", "..", ",", ";", ":", "?", "¿", "!", "¡", "«", "»", "\"", "(", ")",
        "[", "]", "{", "}", "-", "_", "/", "\\", "•", "…", "=", "'", "#", "@", "$0", "900", "27.1",
    ]
    static let letters = Array("aeiouáéíóúàâêôãõçñüAEIOUÁÉÍÓÚÀÂÊÔÃÕÇÑÜbcdfgrstvxyzBCDFGRSTVXYZ")

    init(seed: UInt64, words: [String]) {
        generator = SeededGenerator(seed: seed)
        self.words = words.isEmpty ? ["palabra"] : words
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

    /// One word: a real one, a made-up one, an odd character, or a real one with an odd character in it.
    mutating func word() -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5: return words.randomElement(using: &generator)!
        case 5..<7:
            let length = Int.random(in: 1...9, using: &generator)
            return String((0..<length).map { _ in Self.letters.randomElement(using: &generator)! })
        case 7: return Self.oddities.randomElement(using: &generator)!
        default:
            var w = Array(words.randomElement(using: &generator)!)
            let odd = Array(Self.oddities.randomElement(using: &generator)!)
            w.insert(contentsOf: odd, at: Int.random(in: 0...w.count, using: &generator))
            return String(w)
        }
    }

    /// A run of words and punctuation, `maximum` pieces at most.
    mutating func text(maximum: Int = 30) -> String {
        var out = ""
        for _ in 0..<Int.random(in: 0...maximum, using: &generator) {
            out += chance(0.6) ? word() : Self.punctuation.randomElement(using: &generator)!
            if chance(0.7) { out += " " }
        }
        return out
    }
}
