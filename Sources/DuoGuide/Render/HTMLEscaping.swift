/// Escaping for text that lands in HTML, in element content and in quoted attribute values alike.
/// Every stage that produces markup goes through this one function, so there is one place to audit.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`; safe for element content and for single- or double-quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        // Fast path: most text has nothing to escape.
        if !text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
