/// Header fields in the order they were received or added. Names compare case-insensitively
/// (RFC 9110 §5.1); the original spelling is kept for serialisation.
struct HTTPHeaders: Sequence {
    private(set) var fields: [(name: String, value: String)] = []

    init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    var count: Int { fields.count }

    mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Replaces every field called `name` with a single one.
    mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    mutating func remove(_ name: String) {
        fields.removeAll { Self.sameName($0.name, name) }
    }

    /// The first value of `name`, or nil.
    subscript(name: String) -> String? {
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value of `name`, in order; repeated fields matter for Host and Content-Length checks.
    func values(_ name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
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

    private static func sameName(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
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
