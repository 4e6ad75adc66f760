import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text. Every later stage relies on it: text is NFC, so a
/// scalar or byte comparison is a comparison of Characters.
enum TextNormalizer {
    /// The normalised lines of a file's bytes; nil when they are not text (invalid UTF-8 or a NUL
    /// byte). Each byte is read once: the pass that finds the line ends also tells the lines that
    /// need normalising (a tab, a no-break space, a scalar from U+0300 up that is not plain) from
    /// the rest (nearly every line), which become Strings straight from their bytes.
    static func lines(of bytes: [UInt8]) -> [String]? {
        var lines: [String] = []
        let span = bytes.span
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // U+FEFF
        var plain = true
        // The end of the bytes ends the last line, as a CR would.
        for i in start...bytes.count {
            switch i < bytes.count ? bytes[i] : 0x0D {
            case 0x00: return nil
            case 0x0A where i > 0 && bytes[i - 1] == 0x0D: start = i + 1  // CR LF: the CR ended the line
            case 0x0A, 0x0D:
                // A plain line only loses its trailing spaces.
                var end = i
                while end > start, bytes[end - 1] == 0x20 { end -= 1 }
                guard let text = try? UTF8Span(validating: span.extracting(start..<end)) else { return nil }
                lines.append(plain ? String(copying: text) : normalize(String(copying: text)))
                start = i + 1
                plain = true
            case 0x09: plain = false
            case 0xA0 where i > 0 && bytes[i - 1] == 0xC2: plain = false  // U+00A0 (0xC2 never continues a scalar)
            case 0xCC...: plain = plain && isPlainScalar(at: i, in: bytes)  // a scalar from U+0300 up starts
            default: break
            }
        }
        return lines
    }

    private static func isPlainScalar(at i: Int, in bytes: [UInt8]) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var rest = bytes[i...].makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &rest) else { return false }
        return PlainScalar.isPlain(UTF8.decode(encoded).value)
    }

    /// Tabs as four spaces, no-break and zero-width spaces as spaces or nothing, no trailing
    /// spaces, and in NFC (NFD «ó» is two scalars and would defeat every phrase match; NFC never
    /// joins across a line end). The replacements come first: a zero-width space between a letter
    /// and its accent must not keep them apart in NFC, as it does not on the author's screen.
    static func normalize(_ line: String) -> String {
        // Built as UTF-8 bytes: appending scalars to a String one at a time costs far more.
        var out: [UInt8] = []
        out.reserveCapacity(line.utf8.count + 8)
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
            case "\u{00A0}", "\u{202F}", "\u{2007}": out.append(UInt8(ascii: " "))
            case "\u{FEFF}", "\u{200B}": continue
            default: UTF8.encode(scalar) { out.append($0) }
            }
        }
        while out.last == UInt8(ascii: " ") { out.removeLast() }
        return String(decoding: out, as: UTF8.self).nfc
    }
}
