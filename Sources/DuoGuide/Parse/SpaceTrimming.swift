extension String {
    /// Without its leading " " Characters. A line that does not start with a space byte cannot
    /// start with a space Character, and is returned as it is, without a copy.
    func trimmingLeadingSpaces() -> String {
        guard utf8.first == UInt8(ascii: " ") else { return self }
        return String(drop(while: { $0 == " " }))
    }

    /// Without its leading and trailing " " Characters (a space that a combining mark joins is not
    /// one, so it stays, as `trimmingCharacters(in: .whitespaces)` would not keep it). Text with no
    /// space byte at either end has nothing to trim.
    func trimmingSpaces() -> String {
        guard utf8.first == UInt8(ascii: " ") || utf8.last == UInt8(ascii: " ") else { return self }
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        // Not `dropLast()`: on a Substring it counts every Character to find the end.
        while s.last == " " { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }
}
