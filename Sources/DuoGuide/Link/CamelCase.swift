/// Splits code identifiers into words: `interfaceOrientation` → «interface», «Orientation»;
/// `UIView.ReservedRegion` → «UIView», «Reserved», «Region».
enum CamelCase {
    static func words(_ identifier: String) -> [String] {
        UTF8Search.isPlain(identifier) ? words(Unicode.Scalar.array(of: identifier)) : words(Array(identifier))
    }

    /// The identifier as Characters or, when plain, as scalars (`ScannedCharacter`).
    static func words<C: ScannedCharacter>(_ chars: [C]) -> [String] {
        var words: [String] = []
        var start = 0  // where the current word began
        var previous: C?
        for (i, ch) in chars.enumerated() {
            if !(ch.isLetter || ch.isNumber) {
                if start < i { words.append(C.string(chars[start..<i])) }
                start = i + 1
                previous = nil
                continue
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber, start < i {
                words.append(C.string(chars[start..<i]))
                start = i
            }
            previous = ch
        }
        if start < chars.count { words.append(C.string(chars[start...])) }
        return words
    }
}
