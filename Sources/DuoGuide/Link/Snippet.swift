/// A short excerpt of prose around a position, cut at word boundaries, for backlinks and search.
enum Snippet {
    static let radius = 70

    static func around(_ range: Range<Int>, in text: String) -> String {
        around(range, in: Array(text))
    }

    /// The same, for text already split into characters: a paragraph with thousands of mentions is
    /// split once, and each excerpt costs only its own length.
    static func around<C: ScannedCharacter>(_ range: Range<Int>, in chars: [C]) -> String {
        guard chars.count > 2 * radius + range.count else { return C.string(chars[...]) }
        var start = max(0, range.lowerBound - radius)
        var end = min(chars.count, range.upperBound + radius)
        while start > 0, chars[start - 1] != " " { start -= 1 }
        while end < chars.count, chars[end] != " " { end += 1 }
        let body = C.string(chars[start..<end]).trimmingSpaces()
        return (start > 0 ? "… " : "") + body + (end < chars.count ? " …" : "")
    }
}
