import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text. Every later stage relies on it: text is NFC, so a
/// scalar or byte comparison is a comparison of Characters.
enum TextNormalizer {
    static func lines(of text: String) -> [String] {
        // Line ends are cut on UTF-8: LF and CR are single bytes that no other scalar contains.
        // The bytes are read from one array: stepping a String's UTF-8 view index by index
        // costs several times more per byte.
        var bytes = Array(text.utf8)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // U+FEFF
        var lines: [String] = []
        var start = bytes.startIndex
        var i = start
        while i < bytes.endIndex {
            let byte = bytes[i]
            guard byte == 0x0A || byte == 0x0D else {
                i += 1
                continue
            }
            lines.append(normalizeLine(bytes[start..<i]))
            i += 1
            if byte == 0x0D, i < bytes.endIndex, bytes[i] == 0x0A { i += 1 }
            start = i
        }
        lines.append(normalizeLine(bytes[start...]))
        return lines
    }

    /// One line (valid UTF-8), without its line end: tabs as four spaces, no-break and zero-width
    /// spaces as spaces or nothing, no trailing spaces, and in NFC (NFD «ó» is two scalars and would
    /// defeat every phrase match; NFC never joins across a line end). The replacements come first:
    /// a zero-width space between a letter and its accent must not keep them apart in NFC, as it
    /// does not on the author's screen. A line of plain scalars other than tab and no-break space
    /// (nearly every line) is its own NFC with nothing to replace, and skips all of that.
    static func normalizeLine(_ line: ArraySlice<UInt8>) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == 0x20 { end -= 1 }
        let trimmed = String(decoding: line[..<end], as: UTF8.self)
        // Told from the bytes when they are all below 0xCC (scalars below U+0300, all plain).
        if line.allSatisfy({ $0 < 0xCC && $0 != 0x09 && $0 != 0xA0 })
            || trimmed.unicodeScalars.allSatisfy({ $0 != "\t" && $0 != "\u{A0}" && PlainScalar.isPlain($0.value) }) { return trimmed }
        // Built as UTF-8 bytes: appending scalars to a String one at a time costs far more.
        var out: [UInt8] = []
        out.reserveCapacity(line.count + 8)
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\t": out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
            case "\u{00A0}", "\u{202F}", "\u{2007}": out.append(UInt8(ascii: " "))
            case "\u{FEFF}", "\u{200B}": continue
            default: UTF8.encode(scalar) { out.append($0) }
            }
        }
        while out.last == UInt8(ascii: " ") { out.removeLast() }
        let text = String(decoding: out, as: UTF8.self)
        return PlainScalar.isPlain(text) ? text : text.precomposedStringWithCanonicalMapping
    }
}
