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
        if UTF8Search.isPlain(text) {
            scanPlain(line: text, lineNumber: lineNumber)
        } else {
            scanCharacters(line: text, lineNumber: lineNumber)
        }
        depth = open.count
    }

    /// Plain text has one scalar per Character and every character this looks for is ASCII, whose
    /// byte appears in UTF-8 only as itself: the same walk on bytes, a column per scalar. The
    /// bytes are read in place (the String's UTF-8 iterator cost several times more per byte).
    private mutating func scanPlain(line text: String, lineNumber: Int) {
        text.withUTF8Bytes { scanPlain(bytes: $0, lineNumber: lineNumber) }
    }

    private mutating func scanPlain(bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int) {
        var inString = false
        var previous = UInt8(ascii: " ")
        var column = 0
        var escaped = false
        for byte in bytes where byte & 0xC0 != 0x80 {
            column += 1
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                previous = byte
                continue
            }
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { break }  // line comment: the rest is prose
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append((Character(Unicode.Scalar(byte)), lineNumber, column))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if open.isEmpty {
                    if firstUnderflow == nil { firstUnderflow = (lineNumber, column) }
                } else {
                    open.removeLast()
                }
            default: break
            }
            previous = byte
        }
    }

    /// The scan by its definition, on Characters: for text that is not plain (and the oracle of
    /// `scanPlain` in the tests). Leaves `depth` to the caller.
    mutating func scanCharacters(line text: String, lineNumber: Int) {
        var inString = false
        var previous: Character = " "
        var column = 0
        var escaped = false
        for ch in text {
            column += 1
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                previous = ch
                continue
            }
            if ch == "/" && previous == "/" { break }  // line comment: the rest is prose
            switch ch {
            case "\"": inString = true
            case "(", "[", "{": open.append((ch, lineNumber, column))
            case ")", "]", "}":
                if open.isEmpty {
                    if firstUnderflow == nil { firstUnderflow = (lineNumber, column) }
                } else {
                    open.removeLast()
                }
            default: break
            }
            previous = ch
        }
    }
}
