import Foundation

/// Case and accent folding of single words, for comparing them across spellings: «Posición» =
/// «posicion». (Search folds whole texts into words with its own rules: `TextFolding`.)
enum WordFold {
    static func fold(_ s: String) -> String {
        // ASCII and the accented Latin letters fold byte by byte, without a round trip through NSString.
        LatinFolding.folded(s) ?? s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
