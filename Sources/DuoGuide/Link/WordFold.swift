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
}
