extension String {
    /// Without its leading " " Characters. A line that does not start with a space byte cannot
    /// start with a space Character, and is returned as it is, without a copy.
    func trimmingLeadingSpaces() -> String {
        guard utf8.first == UInt8(ascii: " ") else { return self }
        return String(drop(while: { $0 == " " }))
    }

    /// Without its leading and trailing " " Characters, cut on UTF-8: a space byte is a space
    /// Character unless the scalar after it joins it (a combining mark: « \u{301}» is one
    /// Character, which stays, as `trimmingCharacters(in: .whitespaces)` would not keep it) or,
    /// at the end, the scalar before it (a prepended mark). Only a neighbour beyond ASCII can.
    func trimmingSpaces() -> String {
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        while end > start, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        if start > utf8.startIndex, start < end, utf8[start] >= 0x80, Self.joins(" ", unicodeScalars[start]) { start = utf8.index(before: start) }
        if end < utf8.endIndex, end > start, utf8[utf8.index(before: end)] >= 0x80, Self.joins(unicodeScalars[unicodeScalars.index(before: end)], " ") {
            end = utf8.index(after: end)
        }
        return start == utf8.startIndex && end == utf8.endIndex ? self : String(self[start..<end])
    }

    /// Whether `a` and `b` are one Character together.
    private static func joins(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool { (String(a) + String(b)).count == 1 }
}
