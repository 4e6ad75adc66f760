/// Splits code identifiers into words: `interfaceOrientation` → «interface», «Orientation»;
/// `UIView.ReservedRegion` → «UIView», «Reserved», «Region».
enum CamelCase {
    static func words(_ chars: [Unicode.Scalar]) -> [String] {
        var words: [String] = []
        var start = 0  // where the current word began
        var previous: Unicode.Scalar?
        for (i, ch) in chars.enumerated() {
            if !(ch.isLetter || ch.isNumber) {
                if start < i { words.append(String(scalars: chars[start..<i])) }
                start = i + 1
                previous = nil
                continue
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber, start < i {
                words.append(String(scalars: chars[start..<i]))
                start = i
            }
            previous = ch
        }
        if start < chars.count { words.append(String(scalars: chars[start...])) }
        return words
    }
}
