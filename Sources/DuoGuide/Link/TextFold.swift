import Foundation

/// Case and accent folding for comparing words across spellings: «Posición» = «posicion».
enum TextFold {
    static func fold(_ s: String) -> String {
        // ASCII has no diacritics to fold: lowercasing it is the whole job, without a round trip
        // through NSString (the hot path of the quiz pages' passage finder).
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return s.lowercased() }
        return s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
