/// Leading and trailing " " Characters removed, as `drop(while:)` and `last` on Characters would
/// remove them, but found on UTF-8 bytes: the parser trims thousands of lines and fields, and
/// walking Characters (grapheme breaking at every step) was most of what trimming cost.
///
/// A space byte is a " " Character unless a neighbour joins it into a larger one: a mark after it
/// (any scalar from U+0300 on may be one) or a prepended scalar before it (all of them beyond ASCII).
/// Where such a neighbour may touch the spaces being removed, Characters decide, as before.
extension String {
    func trimmingLeadingSpaces() -> String {
        let bytes = utf8
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
        if start == bytes.startIndex { return self }
        if start < bytes.endIndex, bytes[start] >= 0xCC { return String(drop(while: { $0 == " " })) }
        return String(self[start...])
    }

    func trimmingSpaces() -> String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == UInt8(ascii: " ") { end = bytes.index(before: end) }
        if start == bytes.startIndex, end == bytes.endIndex { return self }
        let markAfterLeading = start > bytes.startIndex && start < bytes.endIndex && bytes[start] >= 0xCC
        let wideBeforeTrailing = end < bytes.endIndex && end > bytes.startIndex && bytes[bytes.index(before: end)] >= 0x80
        if markAfterLeading || wideBeforeTrailing { return trimmingSpacesByCharacter() }
        return String(self[start..<end])
    }

    /// The definition, on Characters.
    private func trimmingSpacesByCharacter() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
