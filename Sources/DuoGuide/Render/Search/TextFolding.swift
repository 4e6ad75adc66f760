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
    static let ligatures: [Unicode.Scalar: String] = ["œ": "oe", "æ": "ae", "ß": "ss", "ø": "o"]

    /// Calls `body` with each folded word of `s` in order (the folded text split at its spaces),
    /// as UTF-8 bytes in one buffer that `body` may change (the index stems it there).
    ///
    /// Folds scalar by scalar. The steps above, applied to the whole text, give the same: NFKD
    /// decomposes each scalar on its own and then only reorders runs of scalars with a nonzero
    /// combining class, which are all combining marks (folding drops them), and `lowercased()`
    /// maps each scalar on its own.
    static func forEachWord(in s: String, _ body: (inout [UInt8]) -> Void) {
        var word: [UInt8] = []
        word.reserveCapacity(s.utf8.count)
        func endWord() {
            guard !word.isEmpty else { return }
            body(&word)
            word.removeAll(keepingCapacity: true)
        }
        for scalar in s.unicodeScalars {
            if scalar.isASCII {
                // ASCII has nothing to decompose: letters lowercased, letters and digits kept.
                let byte = UInt8(scalar.value)
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
                default: endWord()
                }
                continue
            }
            for byte in folding(of: scalar) {
                if byte == UInt8(ascii: " ") { endWord() } else { word.append(byte) }
            }
        }
        endWord()
    }

    /// A folded word's length in Unicode scalars, as the JS counts code points: its UTF-8 bytes
    /// less the continuation bytes.
    static func scalarCount(_ word: [UInt8]) -> Int {
        word.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// What one scalar folds to, as UTF-8: its letters and digits, with a space for each separator.
    static func folding(of scalar: Unicode.Scalar) -> [UInt8] {
        if latinLetters.contains(scalar.value) { return latinFoldings[Int(scalar.value - latinLetters.lowerBound)] }
        return decomposedFolding(of: scalar)
    }

    private static func decomposedFolding(of scalar: Unicode.Scalar) -> [UInt8] {
        var out: [UInt8] = []
        for part in String(scalar).decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            switch role(of: part) {
            case .mark: continue
            case .letterOrDigit: out += (ligatures[part] ?? String(part)).utf8
            case .separator: out.append(UInt8(ascii: " "))
            }
        }
        return out
    }

    /// The accented letters of the guides' languages, folded once per process: decomposing one
    /// through Foundation costs far more than reading the answer.
    private static let latinLetters: Range<UInt32> = 0xC0..<0x180
    private static let latinFoldings: [[UInt8]] = latinLetters.map { decomposedFolding(of: Unicode.Scalar($0)!) }

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
}
