import Foundation

/// Case and accent folding of single words, for comparing them across spellings: «Posición» =
/// «posicion». (Search folds whole texts into words with its own rules: `TextFolding`.)
enum WordFold {
    static func fold(_ s: String) -> String {
        // Lowercase ASCII has nothing to fold: the same string (most words, and stems folded
        // again); other ASCII only lowercases, with no array; other text folds byte by byte when
        // it is ASCII and accented Latin letters, without a round trip through NSString.
        // Foundation's fold decomposes a few letters of NFC text (Telugu «ై», Chakma two-part
        // vowels) after some neighbours: recomposed, equal folds have equal bytes.
        if s.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") || $0 < UInt8(ascii: "A") }) { return s }
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return s.lowercased() }
        return LatinFolding.folded(s) ?? s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased().nfc
    }

    /// `fold` of the UTF-8 `word`: no String is made for a word of ASCII and accented Latin
    /// letters (most new words of a text), and a word with nothing to fold is its own fold.
    static func utf8(_ word: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard word.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) else { return word }
        return (LatinFolding.folded(utf8: word) ?? Array(fold(String(decoding: word, as: UTF8.self)).utf8))[...]
    }
}
