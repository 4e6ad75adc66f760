/// What `SymbolScanner`, `Snippet` and `CamelCase` ask of a character, so they can walk either Characters or
/// Unicode scalars. Text of `PlainScalar`s (nearly all text) has exactly one scalar per Character,
/// so it is walked as scalars: the same positions and the same answers, without finding grapheme
/// boundaries and, for ASCII, without a Unicode property lookup. Other text is walked as Characters.
protocol ScannedCharacter: Equatable, ExpressibleByUnicodeScalarLiteral {
    var isASCII: Bool { get }
    var asciiValue: UInt8? { get }
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    var isUppercase: Bool { get }
    var isLowercase: Bool { get }
    static func string(_ characters: ArraySlice<Self>) -> String
}

extension Character: ScannedCharacter {
    static func string(_ characters: ArraySlice<Character>) -> String { String(characters) }
}

/// Character's answers for the Character made of this one scalar.
extension Unicode.Scalar: ScannedCharacter {
    var asciiValue: UInt8? { isASCII ? UInt8(value) : nil }
    var isLetter: Bool { isASCII ? isASCIILetter : value < 0x100 ? Latin1Properties.table[Int(value)].isLetter : Character(self).isLetter }
    var isNumber: Bool { isASCII ? ("0"..."9").contains(self) : value < 0x100 ? Latin1Properties.table[Int(value)].isNumber : Character(self).isNumber }
    var isUppercase: Bool { isASCII ? ("A"..."Z").contains(self) : value < 0x100 ? Latin1Properties.table[Int(value)].isUppercase : Character(self).isUppercase }
    var isLowercase: Bool { isASCII ? ("a"..."z").contains(self) : value < 0x100 ? Latin1Properties.table[Int(value)].isLowercase : Character(self).isLowercase }
    private var isASCIILetter: Bool { ("A"..."Z").contains(self) || ("a"..."z").contains(self) }

    /// `Array(text.unicodeScalars)` in one pass: the array's size is bounded by the byte count
    /// instead of counted first, which walked the text twice.
    static func array(of text: String) -> [Unicode.Scalar] {
        return text.withUTF8Bytes { bytes in
            // Decoded straight into the array's storage (appending scalar by scalar was most of
            // the cost), ASCII without decoding.
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { scalars, count in
                var i = 0
                count = 0
                while i < bytes.count {
                    let byte = bytes[i]
                    if byte < 0x80 {
                        scalars[count] = Unicode.Scalar(byte)
                        i += 1
                    } else {
                        let (value, length) = TextNormalizer.decodeScalar(at: i, in: bytes)
                        scalars[count] = Unicode.Scalar(value)!
                        i += length
                    }
                    count += 1
                }
            }
        }
    }

    static func string(_ characters: ArraySlice<Unicode.Scalar>) -> String {
        // Encoded straight into the string's storage (appending to a UnicodeScalarView one scalar
        // at a time was a tenth of the symbol scan). Asked for exactly the bytes it needs: a name
        // of up to 15 bytes (most) then becomes a small string, with nothing allocated.
        var byteCount = 0
        for scalar in characters { byteCount += UTF8.width(scalar) }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var count = 0
            for scalar in characters {
                if scalar.value < 0x80 {
                    buffer[count] = UInt8(truncatingIfNeeded: scalar.value)
                    count += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        buffer[count] = byte
                        count += 1
                    }
                }
            }
            return count
        }
    }
}

/// Character's properties of the Latin-1 scalars, asked of Character once each: «ó», «ñ», «ç»
/// follow in prose by the thousand, and each answer was a Unicode property lookup.
enum Latin1Properties {
    struct Properties {
        var isLetter: Bool
        var isNumber: Bool
        var isUppercase: Bool
        var isLowercase: Bool
    }

    static let table: [Properties] = (0..<0x100).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        return Properties(isLetter: character.isLetter, isNumber: character.isNumber,
                          isUppercase: character.isUppercase, isLowercase: character.isLowercase)
    }
}
