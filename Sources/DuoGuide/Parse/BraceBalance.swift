/// Counts (), [] and {} in Swift code, ignoring string literals and comments, so a sample can be
/// checked for balance across the blank-line-separated paragraphs it spans.
struct BraceBalance {
    var depth: Int { open.count }
    /// The first line and column where a closer had no opener.
    var firstUnderflow: (line: Int, column: Int)?
    /// Openers not yet closed, innermost last: the character and where it was.
    var open: [(char: Character, line: Int, column: Int)] = []

    mutating func scan(line text: String, lineNumber: Int) {
        var inString = false, escaped = false, column = 0
        var previous: Unicode.Scalar = " "
        // Read as scalars (the text is NFC, where a bracket, quote or slash is a Character of its
        // own), so columns count scalars.
        for ch in text.unicodeScalars {
            column += 1
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                previous = ch
                continue
            }
            if ch == "/" && previous == "/" { break }  // line comment: the rest is prose
            switch ch {
            case "\"": inString = true
            case "(", "[", "{": open.append((Character(ch), lineNumber, column))
            case ")", "]", "}":
                if open.isEmpty { firstUnderflow = firstUnderflow ?? (lineNumber, column) } else { open.removeLast() }
            default: break
            }
            previous = ch
        }
    }
}
