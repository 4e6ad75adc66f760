import Foundation

/// Case and accent folding of single words, for comparing them across spellings: «Posición» =
/// «posicion». (Search folds whole texts into words with its own rules: `TextFolding`.)
enum WordFold {
    static func fold(_ s: String) -> String {
        // ASCII has no diacritics to fold: lowercasing it is the whole job, without a round trip
        // through NSString (the hot path of the quiz pages' passage finder).
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            // Already lowercase (stems fold folded words again): the same string, not a new one.
            return s.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) ? s.lowercased() : s
        }
        // Accented Latin letters fold to lowercase ASCII, which `lowercased()` leaves as it is.
        if let folded = LatinFolding.folded(s) { return folded }
        return s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
