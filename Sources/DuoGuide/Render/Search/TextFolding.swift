import Foundation

/// Folds text for search: compatibility decomposition (NFKD), lowercase, combining marks dropped,
/// a few ligatures spelled out, and every run of characters that is not a letter or a digit
/// collapsed to one space. «Posición» → «posicion», «ação» → «acao», «œuvre» → «oeuvre».
///
/// `Templates/assets/search.js` implements the same steps (`normalize('NFKD')`, `toLowerCase()`,
/// strip `\p{M}`, the same ligature table, `[^\p{L}\p{N}]+` → space); keep the two in step.
enum TextFolding {
    /// Letters that canonical/compatibility decomposition leaves whole, spelled out. Mirrored in
    /// search.js.
    static func ligature(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "œ": return "oe"
        case "æ": return "ae"
        case "ß": return "ss"
        case "ø": return "o"
        default: return nil
        }
    }

    static func fold(_ s: String) -> String {
        // ASCII has nothing to decompose: lowercase letters and digits, one space between runs.
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(s) }
        let decomposed = s.decomposedStringWithCompatibilityMapping.lowercased()
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decomposed.unicodeScalars {
            switch role(of: scalar) {
            case .mark:
                continue
            case .letterOrDigit:
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                if let spelled = ligature(scalar) {
                    out.append(contentsOf: spelled.unicodeScalars)
                } else {
                    out.append(scalar)
                }
            case .separator:
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// What a scalar of decomposed, lowercased text is to folding.
    enum Role {
        /// Dropped: a combining mark.
        case mark
        /// Kept: a letter or a digit (any `\p{L}` or `\p{N}`).
        case letterOrDigit
        /// Anything else: words end there.
        case separator
    }

    static func role(of scalar: Unicode.Scalar) -> Role {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return .letterOrDigit
        default:
            return .separator
        }
    }

    private static func foldASCII(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        var pendingSpace = false
        for byte in s.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingSpace && !out.isEmpty { out.append(0x20) }
                pendingSpace = false
                out.append(lower)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The folded words of `s`, in order.
    static func words(_ s: String) -> [String] {
        let folded = fold(s)
        // Most tokens fold to one word: without a space byte no character is a space, so the
        // split by characters below would give the whole text.
        if !folded.utf8.contains(0x20) { return folded.isEmpty ? [] : [folded] }
        return folded.split(separator: " ").map(String.init)
    }
}
