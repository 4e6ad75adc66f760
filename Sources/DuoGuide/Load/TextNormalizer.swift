import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text. Every later stage relies on it: text is NFC, so a
/// scalar or byte comparison is a comparison of Characters.
enum TextNormalizer {
    static func lines(of text: String) -> [String] {
        var text = text[...]
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        // Line ends are cut on UTF-8: LF and CR are single bytes that no other scalar contains.
        let utf8 = text.utf8
        var lines: [String] = []
        var start = utf8.startIndex
        var i = start
        while i < utf8.endIndex {
            let byte = utf8[i]
            guard byte == 0x0A || byte == 0x0D else {
                i = utf8.index(after: i)
                continue
            }
            lines.append(normalizeLine(text[start..<i]))
            i = utf8.index(after: i)
            if byte == 0x0D, i < utf8.endIndex, utf8[i] == 0x0A { i = utf8.index(after: i) }
            start = i
        }
        lines.append(normalizeLine(text[start...]))
        return lines
    }

    /// One line, without its line end: in NFC (NFD «ó» is two scalars and would defeat every
    /// phrase match; NFC never joins across a line end), tabs as four spaces, no-break and
    /// zero-width spaces as spaces or nothing, and no trailing spaces. A line of plain scalars
    /// (nearly every line) is its own NFC and skips Foundation's normalisation.
    static func normalizeLine(_ line: Substring) -> String {
        if hasNothingToReplace(line) {
            var end = line.endIndex
            while end > line.startIndex, line.utf8[line.utf8.index(before: end)] == 0x20 { end = line.utf8.index(before: end) }
            return String(line[..<end])
        }
        let text = String(line)
        let nfc = PlainScalar.isPlain(text) ? text : text.precomposedStringWithCanonicalMapping
        // Built as UTF-8 bytes: appending scalars to a String one at a time costs far more.
        var out: [UInt8] = []
        out.reserveCapacity(nfc.utf8.count + 8)
        for scalar in nfc.unicodeScalars {
            switch scalar {
            case "\t": out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
            case "\u{00A0}", "\u{202F}", "\u{2007}": out.append(UInt8(ascii: " "))
            case "\u{FEFF}", "\u{200B}": continue
            default: out.append(contentsOf: scalar.utf8)
            }
        }
        while out.last == UInt8(ascii: " ") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the line is NFC with no tab and no no-break space (nearly every line), told from
    /// its bytes in one pass: a byte below 0xCC encodes a scalar below U+0300, all of them plain
    /// (`PlainScalar`), or continues one; a no-break space is C2 A0.
    static func hasNothingToReplace(_ line: Substring) -> Bool {
        var previous: UInt8 = 0
        for byte in line.utf8 {
            if byte >= 0xCC || byte == 0x09 || (previous == 0xC2 && byte == 0xA0) { return false }
            previous = byte
        }
        return true
    }
}
