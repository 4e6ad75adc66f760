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

    /// Appends the folding of the text at `bytes` of `text` to `folded`: its words as UTF-8, one
    /// space between two.
    ///
    /// Folds scalar by scalar. The steps above, applied to the whole text, give the same: NFKD
    /// decomposes each scalar on its own and then only reorders runs of scalars with a nonzero
    /// combining class, which are all combining marks (folding drops them), and `lowercased()`
    /// maps each scalar on its own.
    static func fold(_ text: borrowing UTF8Span, _ bytes: Range<Int>, into folded: inout [UInt8]) {
        let start = folded.count, space = UInt8(ascii: " ")
        forEachScalar(of: text, bytes) { scalar, _ in
            // ASCII has nothing to decompose: letters lowercased, letters and digits kept.
            let byte = UInt8(truncatingIfNeeded: scalar.value)
            switch scalar {
            case "A"..."Z": folded.append(byte + 0x20)
            case "a"..."z", "0"..."9": folded.append(byte)
            case _ where scalar.isASCII: if folded.count > start && folded.last != space { folded.append(space) }
            default:
                for byte in folding(of: scalar) where byte != space || (folded.count > start && folded.last != space) {
                    folded.append(byte)
                }
            }
        }
        if folded.count > start && folded.last == space { folded.removeLast() }
    }

    /// Calls `body` with each scalar of the text at `bytes` of `text`, a range that starts and
    /// ends between scalars, and the offset it starts at. An ASCII byte is its own scalar: only
    /// the others are decoded.
    static func forEachScalar(of text: borrowing UTF8Span, _ bytes: Range<Int>, _ body: (Unicode.Scalar, Int) -> Void) {
        let utf8 = text.span
        var scalars = text.makeUnicodeScalarIterator()
        var offset = bytes.lowerBound
        while offset < bytes.upperBound {
            if utf8[offset] < 0x80 {
                body(Unicode.Scalar(utf8[offset]), offset)
                offset += 1
            } else {
                scalars.reset(toUnchecked: offset)
                body(scalars.next()!, offset)
                offset = scalars.currentCodeUnitOffset
            }
        }
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

    /// Latin-1's letters (the guides' accented letters but French «œ») folded once per process, each
    /// to its base letter in `LatinFolding`'s table if it has one: Foundation costs far more.
    private static let latinLetters: Range<UInt32> = 0xC0..<0x100
    private static let latinFoldings: [[UInt8]] = latinLetters.map { v in LatinFolding.base(ofLatin1: UInt8(v - 0x40)).map { [$0] } ?? decomposedFolding(of: Unicode.Scalar(v)!) }

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
