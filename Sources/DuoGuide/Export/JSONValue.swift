/// A JSON value with ordered object keys, so exported files read in the documented field order and
/// are byte-identical from one build to the next.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An object whose keys are sorted by their UTF-8 bytes: deterministic output from a dictionary.
    public static func sortedObject(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, members[$0]!) })
    }

    public static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    public static func optional(_ n: Int?) -> JSONValue { n.map(JSONValue.int) ?? .null }

    /// Serialises; `pretty` indents by two spaces. Output is safe inside an HTML `<script>` element:
    /// `<`, `>`, `&`, U+2028 and U+2029 are written as \u escapes.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Runs that need no escape are appended whole; only the bytes below are looked at one by one.
        let bytes = s.utf8
        var run = bytes.startIndex
        var i = run
        while i != bytes.endIndex {
            let byte = bytes[i]
            let escape: String?
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x3C: escape = "\\u003c"
            case 0x3E: escape = "\\u003e"
            case 0x26: escape = "\\u0026"
            case 0x00..<0x20:
                let hex = String(byte, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end a line inside a JavaScript string.
                let next = bytes.index(after: i)
                if next != bytes.endIndex, bytes[next] == 0x80 {
                    let third = bytes.index(after: next)
                    if third != bytes.endIndex, bytes[third] == 0xA8 || bytes[third] == 0xA9 {
                        out += s[run..<i]
                        out += bytes[third] == 0xA8 ? "\\u2028" : "\\u2029"
                        i = bytes.index(after: third)
                        run = i
                        continue
                    }
                }
                escape = nil
            default: escape = nil
            }
            if let escape {
                out += s[run..<i]
                out += escape
                run = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        out += s[run..<bytes.endIndex]
        out += "\""
    }
}
