extension String {
    /// Without its leading " " Characters.
    func trimmingLeadingSpaces() -> String {
        String(drop(while: { $0 == " " }))
    }

    /// Without its leading and trailing " " Characters (a space that a combining mark joins is not
    /// one, so it stays, as `trimmingCharacters(in: .whitespaces)` would not keep it).
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
