/// Header fields in the order they were received or added. Names compare case-insensitively
/// (RFC 9110 §5.1); the original spelling is kept for serialisation.
struct HTTPHeaders: Sequence {
    private(set) var fields: [(name: String, value: String)] = []

    var count: Int { fields.count }

    mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// The first value of `name`, or nil.
    subscript(name: String) -> String? {
        values(name).first
    }

    /// Every value of `name`, in order; repeated fields matter for Host and Content-Length checks.
    func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The comma-separated tokens of every `name` field, lowercased (for Connection, If-None-Match…).
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingHTTPWhitespace().lowercased() }
            .filter { !$0.isEmpty }
    }

    func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}

/// `["Content-Type": "text/html"]`: the fields in the order written.
extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral fields: (String, String)...) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }
}

extension StringProtocol {
    /// Trims the optional whitespace HTTP allows around field values: spaces and tabs only.
    func trimmingHTTPWhitespace() -> String {
        let isOWS: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isOWS($0) }),
              let last = lastIndex(where: { !isOWS($0) }) else { return "" }
        return String(self[first...last])
    }
}
