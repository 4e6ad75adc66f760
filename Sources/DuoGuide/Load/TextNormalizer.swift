import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text. Every later stage relies on it: text is NFC, so a
/// scalar or byte comparison is a comparison of Characters.
enum TextNormalizer {
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var afterCR = false
        for scalar in scalars {
            if scalar == "\n", afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(normalizeLine(line))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        lines.append(normalizeLine(line))
        return lines
    }

    /// One line, without its line end: in NFC (NFD «ó» is two scalars and would defeat every
    /// phrase match; NFC never joins across a line end), tabs as four spaces, no-break and
    /// zero-width spaces as spaces or nothing, and no trailing spaces. A line of plain scalars
    /// (nearly every line) is its own NFC and skips Foundation's normalisation.
    static func normalizeLine(_ line: String.UnicodeScalarView) -> String {
        let nfc = line.allSatisfy { PlainScalar.isPlain($0.value) }
            ? line : String(line).precomposedStringWithCanonicalMapping.unicodeScalars
        var out = String.UnicodeScalarView()
        for scalar in nfc {
            switch scalar {
            case "\t": out.append(contentsOf: "    ".unicodeScalars)
            case "\u{00A0}", "\u{202F}", "\u{2007}": out.append(" ")
            case "\u{FEFF}", "\u{200B}": continue
            default: out.append(scalar)
            }
        }
        while out.last == " " { out.removeLast() }
        return String(out)
    }
}
