/// Scalars that Unicode normalisation and grapheme clustering leave alone, so text made only of
/// them can be handled byte by byte with the same result as Foundation's Unicode-aware calls:
/// - each is its own NFC form and never composes with a neighbour (ccc 0, no canonical
///   decomposition, or already precomposed Latin; nothing here is the second half of a pair);
/// - none extends a grapheme cluster or is canonically equivalent to ASCII, so a byte match of
///   an ASCII needle is a Foundation match and the other way round;
/// - CR is left out: CR LF is one cluster, and Foundation treats CR before a combining mark
///   in its own way.
/// The ranges are the ones the sources use; each scalar in them was checked against Foundation.
enum PlainScalar {
    static func isPlain(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0D: return false
        case 0..<0x300: return true                            // Latin and symbols; combining marks start at U+0300
        case 0x2010...0x2027, 0x2030...0x205E: return true     // dashes, quotes, bullets, ellipsis (no format characters)
        case 0x2190...0x2199: return true                      // arrows; the struck-through ones after them decompose
        case 0x3000...0x3029, 0x3030...0x303F: return true     // CJK punctuation without the tone marks U+302A–U+302F
        case 0x4E00...0x9FFF: return true                      // CJK ideographs
        case 0xFF01...0xFF5E: return true                      // fullwidth forms of ASCII
        default: return false
        }
    }

    /// Whether every scalar of `text` is plain: then every scalar is a Character of its own.
    static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isPlain($0.value) }
    }
}
