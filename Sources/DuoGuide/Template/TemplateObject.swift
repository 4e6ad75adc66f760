/// The fields of a `TemplateValue.object`: names and values in the order they were first set.
/// Setting a name that is already there replaces its value in place; the order is not observable
/// (rendering only looks names up, and equality ignores it, as a dictionary's does).
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Pairs, not a struct: a dictionary literal's pairs become the fields without a copy.
    private(set) var fields: [(String, TemplateValue)] = []
    /// Most objects are small and looked up a few times: they compare names, keying none. One of more
    /// than `keyedCount` fields (a page's, the layout's, `t`) is looked up often: a hash table of its
    /// names' keys (`TemplateName`), slot `s` a key at `2s` and its field's index + 1 at `2s + 1`.
    private var table: [Int] = []
    static let keyedCount = 8

    public init() {}

    /// Later duplicates win, so a literal never traps (as `Dictionary(uniqueKeysWithValues:)` would).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    init(_ elements: [(String, TemplateValue)]) {
        fields = elements
        // A later duplicate's value goes to the first one's place, as setting it would.
        if !makeTable() { (fields, table) = ([], []); elements.forEach { self[$0.0] = $0.1 } }
    }

    /// Fields in name order, not the dictionary's (seeded per process): every build keys `t` alike.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key })
    }

    public var count: Int { fields.count }

    /// The same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.0] == $0.1 }
    }

    /// Setting `nil` removes the field, as in a dictionary.
    public subscript(name: String) -> TemplateValue? {
        get { self[TemplateName(name)] }
        set {
            let name = TemplateName(name)
            let i = position(of: name)
            if let i, let newValue {
                fields[i].1 = newValue
            } else if let i {
                fields.remove(at: i)
                _ = makeTable()
            } else if let newValue {
                fields.append((name.text, newValue))
                guard fields.count > Self.keyedCount else { return }
                _ = table.isEmpty || 4 * fields.count > table.count ? makeTable() : insert(fields.count - 1, key: name.key)
            }
        }
    }

    /// The renderer's lookup: a template's names are keyed once, when it is loaded.
    subscript(name: TemplateName) -> TemplateValue? {
        position(of: name).map { fields[$0].1 }
    }

    private func position(of name: TemplateName) -> Int? {
        guard !table.isEmpty else { return fields.indices.first { name.names(fields[$0].0) } }
        let mask = table.count / 2 - 1
        var slot = name.key & mask
        while table[2 * slot + 1] != 0 {
            let i = table[2 * slot + 1] - 1
            if table[2 * slot] == name.key && name.names(fields[i].0) { return i }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The table of a large object's fields, or none for a small one; false when two fields
    /// have the same name.
    private mutating func makeTable() -> Bool {
        table = []
        guard fields.count > Self.keyedCount else {
            for i in fields.indices {
                let name = fields[i].0, length = name.utf8.count
                for j in 0 ..< i where fields[j].0.utf8.count == length && fields[j].0 == name { return false }
            }
            return true
        }
        table = Array(repeating: 0, count: 4 << (Int.bitWidth - (fields.count - 1).leadingZeroBitCount))
        return fields.indices.allSatisfy { insert($0, key: TemplateName.key(of: fields[$0].0)) }
    }

    /// Puts field `i` in the table; false when a field of its name is there already.
    private mutating func insert(_ i: Int, key: Int) -> Bool {
        let mask = table.count / 2 - 1, name = TemplateName(fields[i].0, key: key)
        var slot = key & mask
        while table[2 * slot + 1] != 0 {
            if table[2 * slot] == key && name.names(fields[table[2 * slot + 1] - 1].0) { return false }
            slot = (slot + 1) & mask
        }
        (table[2 * slot], table[2 * slot + 1]) = (key, i + 1)
        return true
    }
}

/// A field name with its key, for a large object's table. Names are identifiers: the same name is
/// the same string (`==`, Unicode equivalence) of the same UTF-8 length, so "é" and "e" with an
/// accent are other names. The key is an ASCII name's hash and any other name's length: names of
/// other keys are other names, as an ASCII string is equivalent to no other string of its length.
struct TemplateName: Sendable, Equatable {
    let text: String
    let key: Int
    let length: Int

    init(_ text: String, key: Int? = nil) {
        (self.text, self.key, length) = (text, key ?? Self.key(of: text), text.utf8.count)
    }

    /// Whether `text` is this name (the same string of the same length).
    func names(_ text: String) -> Bool {
        text.utf8.count == length && text == self.text
    }

    static func key(of text: String) -> Int {
        text.withContiguousUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return bytes.count }
            var hash = FNV1a()
            hash.combine(bytes: bytes)
            return Int(truncatingIfNeeded: hash.value)
        }
    }
}
