import Foundation

/// Brings source text to one canonical form so that cosmetic differences never change the model:
/// a byte-order mark, CRLF or CR line ends, Unicode NFD, no-break spaces, tabs and trailing spaces
/// all give the same lines as the clean text.
enum TextNormalizer {
    static func lines(of text: String) -> [String] {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // NFC first: NFD «ó» is two scalars and would defeat every phrase match.
        text = text.precomposedStringWithCanonicalMapping
        text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(normalizeLine)
    }

    static func normalizeLine(_ line: Substring) -> String {
        var out = ""
        out.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": out += "    "
            case "\u{00A0}", "\u{202F}", "\u{2007}": out += " "
            case "\u{FEFF}", "\u{200B}": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        while let last = out.last, last == " " { out.removeLast() }
        return out
    }
}
