import Foundation

/// Case and accent folding for comparing words across spellings: «Posición» = «posicion».
enum TextFold {
    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
