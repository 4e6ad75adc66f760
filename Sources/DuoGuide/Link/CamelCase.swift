/// Splits code identifiers into words: `interfaceOrientation` → «interface», «Orientation»;
/// `UIView.ReservedRegion` → «UIView», «Reserved», «Region».
enum CamelCase {
    static func words(_ identifier: String) -> [String] {
        words(Array(identifier))
    }

    static func words(_ chars: [Character]) -> [String] {
        var words: [String] = []
        var start = 0  // where the current word began
        var previous: Character?
        for (i, ch) in chars.enumerated() {
            if !(ch.isLetter || ch.isNumber) {
                if start < i { words.append(String(chars[start..<i])) }
                start = i + 1
                previous = nil
                continue
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber, start < i {
                words.append(String(chars[start..<i]))
                start = i
            }
            previous = ch
        }
        if start < chars.count { words.append(String(chars[start...])) }
        return words
    }
}
