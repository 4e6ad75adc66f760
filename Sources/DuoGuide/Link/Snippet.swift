/// A short excerpt of prose around a position, cut at word boundaries, for backlinks and search.
enum Snippet {
    static let radius = 70

    /// The characters an excerpt is cut from (before its spaces are trimmed), or nil when it is
    /// the whole text.
    private static func window(_ range: Range<Int>, in chars: [Unicode.Scalar]) -> (Int, Int)? {
        guard chars.count > 2 * radius + range.count else { return nil }
        var start = max(0, range.lowerBound - radius)
        var end = min(chars.count, range.upperBound + radius)
        while start > 0, chars[start - 1] != " " { start -= 1 }
        while end < chars.count, chars[end] != " " { end += 1 }
        return (start, end)
    }

    /// The excerpt around `tokens[k]` (every token of `whole`, in order) with the UTF-8 ranges, in the
    /// excerpt, of the tokens it holds: the text was scanned already, so the excerpt need not be
    /// scanned again for the symbol pages. `utf8Offsets` has one more entry: the text's length.
    ///
    /// Scanning the excerpt finds the same tokens (SnippetTests holds them equal on the guides):
    /// no token holds a space and an excerpt ends at spaces, so none is cut, and a token's
    /// scan looks one character back, a space on both sides of the cut. Should a token cross
    /// the cut anyway, or the excerpt's length not add up, the ranges are nil and it is scanned.
    static func around(token k: Int, of tokens: [SymbolScanner.Token], in whole: String, chars: [Unicode.Scalar],
                       utf8Offsets: [Int]) -> (text: String, symbols: [Range<Int>]?) {
        let range = tokens[k].range
        guard let (start, end) = window(range, in: chars) else {
            return (whole, tokens.map { utf8Offsets[$0.range.lowerBound]..<utf8Offsets[$0.range.upperBound] })
        }
        // Cut out of the text: a paragraph with thousands of mentions is split once, each excerpt
        // costs its length.
        let utf8 = whole.utf8
        let span = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[start])..<utf8.index(utf8.startIndex, offsetBy: utf8Offsets[end])
        let text = (start > 0 ? "… " : "") + String(whole[span]).trimmingSpaces() + (end < chars.count ? " …" : "")
        // The body without its spaces, as `trimmingSpaces` leaves it.
        var bodyStart = start, bodyEnd = end
        while bodyStart < bodyEnd, chars[bodyStart] == " " { bodyStart += 1 }
        while bodyEnd > bodyStart, chars[bodyEnd - 1] == " " { bodyEnd -= 1 }
        let lead = start > 0 ? 4 : 0  // "… " is E2 80 A6 20
        let trail = end < chars.count ? 4 : 0
        guard lead + utf8Offsets[bodyEnd] - utf8Offsets[bodyStart] + trail == text.utf8.count else { return (text, nil) }
        var first = k, last = k
        while first > 0, tokens[first - 1].range.lowerBound >= bodyStart { first -= 1 }
        while last + 1 < tokens.count, tokens[last + 1].range.upperBound <= bodyEnd { last += 1 }
        let cut = (first > 0 && tokens[first - 1].range.upperBound > bodyStart)
            || (last + 1 < tokens.count && tokens[last + 1].range.lowerBound < bodyEnd)
            || range.lowerBound < bodyStart || range.upperBound > bodyEnd
        guard !cut else { return (text, nil) }
        let shift = lead - utf8Offsets[bodyStart]
        return (text, tokens[first...last].map { (utf8Offsets[$0.range.lowerBound] + shift)..<(utf8Offsets[$0.range.upperBound] + shift) })
    }

    /// Where each of `widths` (UTF-8 lengths of characters) starts, and then their total.
    static func utf8Offsets<S: Sequence<Int>>(_ widths: S) -> [Int] {
        var offsets = [0]
        for width in widths { offsets.append(offsets.last! + width) }
        return offsets
    }
}
