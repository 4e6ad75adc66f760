/// Counts (), [] and {} in Swift code, ignoring string literals and comments, so a sample can be
/// checked for balance across the blank-line-separated paragraphs it spans.
struct BraceBalance: Equatable {
    var depth = 0
    /// The first line and column where a closer had no opener.
    var firstUnderflow: (line: Int, column: Int)?
    /// Openers not yet closed, innermost last: the character and where it was.
    var open: [(char: Character, line: Int, column: Int)] = []

    static func == (a: BraceBalance, b: BraceBalance) -> Bool { a.depth == b.depth }

    var isBalanced: Bool { open.isEmpty && firstUnderflow == nil }

    mutating func scan(line text: String, lineNumber: Int) {
        var inString = false
        var previous: UInt8? = UInt8(ascii: " ")
        var column = 0
        var escaped = false
        // Compared by ASCII value: a Character is one of these marks exactly when its value is.
        for ch in text {
            column += 1
            let value = ch.asciiValue
            if inString {
                if escaped { escaped = false } else if value == UInt8(ascii: "\\") { escaped = true } else if value == UInt8(ascii: "\"") { inString = false }
                previous = value
                continue
            }
            if value == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { break }  // line comment: the rest is prose
            switch value {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append((ch, lineNumber, column))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if open.isEmpty {
                    if firstUnderflow == nil { firstUnderflow = (lineNumber, column) }
                } else {
                    open.removeLast()
                }
            default: break
            }
            previous = value
        }
        depth = open.count
    }
}
