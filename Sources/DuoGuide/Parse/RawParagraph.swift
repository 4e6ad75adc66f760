/// A run of non-blank lines between blank lines, with the source line of its first line.
/// This is the unit every later decision in the parser works on.
struct RawParagraph: Hashable {
    var startLine: Int
    var lines: [String]

    var endLine: Int { startLine + lines.count - 1 }
    var isSingleLine: Bool { lines.count == 1 }
    var text: String { isSingleLine ? lines[0] : lines.joined(separator: " ") }
    var firstLine: String { lines[0] }

    /// Splits normalised lines into paragraphs. Any number of blank lines separates two paragraphs,
    /// so doubled blank lines never change the result.
    static func split(_ lines: [String]) -> [RawParagraph] {
        var result: [RawParagraph] = []
        var current: RawParagraph?
        for (offset, line) in lines.enumerated() {
            // Only spaces: every byte is 0x20, which is then every Character (a space that a mark
            // follows is another Character, and its bytes are not all 0x20).
            if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                if let c = current { result.append(c); current = nil }
            } else if current == nil {
                current = RawParagraph(startLine: offset + 1, lines: [line])
            } else {
                current!.lines.append(line)
            }
        }
        if let c = current { result.append(c) }
        return result
    }
}
