/// Splits code identifiers into words: `interfaceOrientation` → «interface», «Orientation»;
/// `UIView.ReservedRegion` → «UIView», «Reserved», «Region». Words are slices of the UTF-8.
enum CamelCase {
    static func words(_ utf8: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var words: [ArraySlice<UInt8>] = []
        var start = utf8.startIndex  // where the current word began
        var previous: Unicode.Scalar?
        utf8.forEachScalar { ch, i in
            if !(ch.isLetter || ch.isNumber) {
                if start < i { words.append(utf8[start..<i]) }
                start = i + UTF8.width(ch)
                previous = nil
                return
            }
            if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber, start < i {
                words.append(utf8[start..<i])
                start = i
            }
            previous = ch
        }
        if start < utf8.endIndex { words.append(utf8[start...]) }
        return words
    }
}
