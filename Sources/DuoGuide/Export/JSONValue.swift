/// A JSON value with ordered object keys, so exported files read in the documented field order and
/// are byte-identical from one build to the next.
public indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// An object whose keys are sorted by their UTF-8 bytes: deterministic output from a dictionary.
    public static func sortedObject(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, members[$0]!) })
    }

    public static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    public static func optional(_ n: Int?) -> JSONValue { n.map(JSONValue.int) ?? .null }

    /// Serialises; `pretty` indents by two spaces. Output is safe inside an HTML `<script>` element:
    /// `<`, `>`, `&`, U+2028 and U+2029 are written as \u escapes (see `JSONBytes`).
    public func serialized(pretty: Bool = false) -> String {
        var out = JSONBytes()
        out.value(self, pretty: pretty)
        return out.string
    }
}
