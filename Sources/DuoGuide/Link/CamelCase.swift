/// Splits code identifiers into words: `interfaceOrientation` → «interface», «Orientation»;
/// `UIView.ReservedRegion` → «UIView», «Reserved», «Region».
enum CamelCase {
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for ch in identifier {
            if !(ch.isLetter || ch.isNumber) {
                if !current.isEmpty { words.append(current); current = "" }
                previous = nil
                continue
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
