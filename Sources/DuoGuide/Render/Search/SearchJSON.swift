/// A minimal JSON value with a deterministic, script-safe serialisation for files loaded through
/// `<script>`: object keys sorted by UTF-8 bytes, no insignificant whitespace, and `<`, `>`, `&`,
/// U+2028 and U+2029 written as `\u` escapes so no string can close the script element
/// (`</script`) or break a JavaScript line.
indirect enum SearchJSON: Equatable {
    case string(String)
    case int(Int)
    case array([SearchJSON])
    case object([String: SearchJSON])

    func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .string(let s):
            SearchJSON.writeString(s, to: &out)
        case .int(let n):
            out += String(n)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                if i > 0 { out += "," }
                SearchJSON.writeString(key, to: &out)
                out += ":"
                members[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
