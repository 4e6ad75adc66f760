extension SymbolScanner {
    /// False only when the scan cannot find a token in `text`, told from its bytes: a token needs
    /// `@`, `#`, `\` or `_`, a period before a letter (`.split`, `UIView.Region`), a letter or
    /// digit right before `(` (a call) or before a capital (`isActive`, `ZStack`: a word with
    /// one capital, its first letter, is prose). Identifier characters are ASCII Characters of
    /// one byte each, so a token's bytes are next to each other as its Characters are. Most
    /// sentences have none of these, and the render stage asks about every text it shows.
    static func mayHoldToken(_ text: String) -> Bool {
        return text.withUTF8Bytes { bytes in
            var afterIdentifier = false  // the previous byte is a letter, digit or `_`
            var afterPeriod = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "_"):
                    return true
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if afterIdentifier || afterPeriod { return true }
                    afterIdentifier = true
                    afterPeriod = false
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    if afterPeriod { return true }
                    afterIdentifier = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    afterIdentifier = true
                    afterPeriod = false
                case UInt8(ascii: "("):
                    if afterIdentifier { return true }
                    afterIdentifier = false
                    afterPeriod = false
                case UInt8(ascii: "."):
                    afterIdentifier = false
                    afterPeriod = true
                default:
                    afterIdentifier = false
                    afterPeriod = false
                }
            }
            return false
        }
    }
}
