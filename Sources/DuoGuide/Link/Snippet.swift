/// A short excerpt of prose around a position, cut at word boundaries, for backlinks and search.
enum Snippet {
    static let radius = 70

    /// The excerpt around `tokens[k]` (every token of `whole`, in order) with the UTF-8 ranges, in the
    /// excerpt, of the tokens it holds: the text was scanned already, so the excerpt need not be
    /// scanned again for the symbol pages. `utf8` is the text's UTF-8, of `scalarCount` scalars:
    /// the radius counts scalars, each starting at a byte that does not continue one.
    ///
    /// Scanning the excerpt finds the same tokens (SnippetTests holds them equal on the guides):
    /// no token holds a space and an excerpt ends at spaces, so none is cut, and a token's
    /// scan looks one character back, a space on both sides of the cut. Should a token cross
    /// the cut anyway, or the excerpt's length not add up, the ranges are nil and it is scanned.
    static func around<Bytes: RandomAccessCollection<UInt8>>(token k: Int, of tokens: [SymbolScanner.Token], in whole: String,
                                                             utf8 bytes: Bytes, scalarCount: Int) -> (text: String, symbols: [Range<Int>]?)
    where Bytes.Index == Int {
        let range = tokens[k].range
        // A token is ASCII: its bytes are its scalars.
        guard scalarCount > 2 * radius + range.count else { return (whole, tokens.map(\.range)) }
        let space = UInt8(ascii: " ")
        var start = range.lowerBound, end = range.upperBound
        for _ in 0..<radius where start > 0 { start = bytes[..<start].lastIndex { $0 & 0xC0 != 0x80 }! }
        for _ in 0..<radius where end < bytes.count { end = bytes[(end + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count }
        while start > 0, bytes[start - 1] != space { start -= 1 }
        while end < bytes.count, bytes[end] != space { end += 1 }
        // Cut out of the text: a paragraph with thousands of mentions is split once, each excerpt
        // costs its length.
        let utf8 = whole.utf8
        let span = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
        let text = (start > 0 ? "… " : "") + String(whole[span]).trimmingSpaces() + (end < bytes.count ? " …" : "")
        // The body without its spaces, as `trimmingSpaces` leaves it.
        var bodyStart = start, bodyEnd = end
        while bodyStart < bodyEnd, bytes[bodyStart] == space { bodyStart += 1 }
        while bodyEnd > bodyStart, bytes[bodyEnd - 1] == space { bodyEnd -= 1 }
        let (lead, trail) = (start > 0 ? 4 : 0, end < bytes.count ? 4 : 0)  // "… " is E2 80 A6 20
        guard lead + bodyEnd - bodyStart + trail == text.utf8.count else { return (text, nil) }
        var first = k, last = k
        while first > 0, tokens[first - 1].range.lowerBound >= bodyStart { first -= 1 }
        while last + 1 < tokens.count, tokens[last + 1].range.upperBound <= bodyEnd { last += 1 }
        let cut = (first > 0 && tokens[first - 1].range.upperBound > bodyStart)
            || (last + 1 < tokens.count && tokens[last + 1].range.lowerBound < bodyEnd)
            || range.lowerBound < bodyStart || range.upperBound > bodyEnd
        guard !cut else { return (text, nil) }
        let shift = lead - bodyStart
        return (text, tokens[first...last].map { ($0.range.lowerBound + shift)..<($0.range.upperBound + shift) })
    }
}
