import Foundation

/// How one accented Latin letter folds for search, for folding a word letter by letter instead of
/// through Foundation's decomposition of the whole word (a few microseconds per distinct word).
///
/// That gives `TextFolding.fold`'s answer for a word of ASCII letters, digits and such letters:
/// compatibility decomposition and Swift's lowercasing both map scalar by scalar (the only
/// contextual lowercase mapping, final sigma, is Greek), canonical reordering only moves combining
/// marks, which folding drops, and a letter qualifies only when its decomposition holds nothing
/// that would end a word. Only letters that fold to ASCII qualify, so the folded word is ASCII and
/// `LightStemmer` stems its bytes. (`SearchTests` checks every letter of the range against
/// `TextFolding`.)
struct LetterFold {
    /// The letter folded: «é» → «e», «Ñ» → «n», «Œ» → «oe», «ß» → «ss»; one or two bytes.
    let ascii: [UInt8]
    let isLowercase: Bool
    let isUppercase: Bool

    /// Latin-1 Supplement and Latin Extended-A and -B: the accented letters of the guides' languages.
    static let range: ClosedRange<UInt32> = 0xC0...0x24F

    /// Nil for a scalar outside `range` or one that does not fold as above («ł», «ð», «×»).
    init?(_ scalar: Unicode.Scalar) {
        guard LetterFold.range.contains(scalar.value), TextFolding.role(of: scalar) == .letterOrDigit else { return nil }
        let alone = String(Character(scalar))
        let decomposed = alone.decomposedStringWithCompatibilityMapping.lowercased()
        guard decomposed.unicodeScalars.allSatisfy({ TextFolding.role(of: $0) != .separator }) else { return nil }
        let folded = Array(TextFolding.fold(alone).utf8)
        // No longer than the letter's own two bytes, so a folded word fits where its token did.
        guard !folded.isEmpty, folded.count <= 2, folded.allSatisfy({ $0 < 0x80 }) else { return nil }
        ascii = folded
        isLowercase = scalar.properties.isLowercase
        isUppercase = scalar.properties.isUppercase
    }
}
