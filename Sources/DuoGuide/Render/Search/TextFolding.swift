import Foundation

/// Folds text for search: compatibility decomposition (NFKD), lowercase, combining marks dropped,
/// a few ligatures spelled out, and every run of characters that is not a letter or a digit
/// collapsed to one space. «Posición» → «posicion», «ação» → «acao», «œuvre» → «oeuvre».
///
/// `Templates/assets/search.js` implements the same steps (`normalize('NFKD')`, `toLowerCase()`,
/// strip `\p{M}`, the same ligature table, `[^\p{L}\p{N}]+` → space); keep the two in step.
enum TextFolding {
    /// Letters that canonical/compatibility decomposition leaves whole. Mirrored in search.js.
    static let ligatures: [Unicode.Scalar: String] = ["œ": "oe", "æ": "ae", "ß": "ss", "ø": "o"]

    static func fold(_ s: String) -> String {
        let decomposed = s.decomposedStringWithCompatibilityMapping.lowercased()
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decomposed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                if let spelled = ligatures[scalar] {
                    out.append(contentsOf: spelled.unicodeScalars)
                } else {
                    out.append(scalar)
                }
            default:
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// The folded words of `s`, in order.
    static func words(_ s: String) -> [String] {
        fold(s).split(separator: " ").map(String.init)
    }
}
