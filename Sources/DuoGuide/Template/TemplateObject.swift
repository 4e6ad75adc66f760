/// The fields of a `TemplateValue.object`: names and values in the order they were first set.
/// Setting a name that is already there replaces its value in place; the order is not observable
/// (rendering only looks names up, and equality ignores it, as a dictionary's does).
public struct TemplateObject: Sendable {
    /// Pairs, not a struct: a dictionary literal's pairs become the fields without a copy.
    private(set) var fields: [(String, TemplateValue)] = []
    /// The key of each field's name (`TemplateName`), in the same order.
    private var keys: [Int] = []

    public init() {}

    /// Fields in name order, not the dictionary's (seeded per process): every build scans `t` alike.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.sorted { $0.key < $1.key })
    }

    public var count: Int { fields.count }

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
                keys.remove(at: i)
            } else if let newValue {
                fields.append((name.text, newValue))
                keys.append(name.key)
            }
        }
    }

    /// The renderer's lookup: a template's names are keyed once, when it is loaded.
    subscript(name: TemplateName) -> TemplateValue? {
        position(of: name).map { fields[$0].1 }
    }

    /// Names of the same key are the same name when they are the same string of the same length.
    private func position(of name: TemplateName) -> Int? {
        keys.indices.first {
            keys[$0] == name.key && fields[$0].0.utf8.count == name.text.utf8.count && fields[$0].0 == name.text
        }
    }
}

/// A field name with its key. `{{a.b}}` searches the frames from the innermost outwards, mostly
/// past other names, so names are told apart by their keys before any string comparison.
///
/// Names are identifiers: the same name is the same string (`==`, Unicode equivalence) of the same
/// UTF-8 length, so "é" and "e" with an accent are other names. The key is an ASCII name's hash
/// and any other name's length: names with other keys are other names, as an ASCII string is
/// equivalent to no other string of its length.
struct TemplateName: Sendable, Equatable {
    let text: String
    let key: Int

    init(_ text: String) {
        self.text = text
        key = Self.key(of: text)
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

extension TemplateObject: Equatable {
    /// The same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.0] == $0.1 }
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, so a literal never traps (as `Dictionary(uniqueKeysWithValues:)` would).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    init(_ elements: [(String, TemplateValue)]) {
        fields = elements
        keys.reserveCapacity(elements.count)
        for i in elements.indices {
            let key = TemplateName.key(of: elements[i].0)
            guard !keys.contains(key) else {
                // A later duplicate's value goes to the first one's place, as setting it would.
                (fields, keys) = ([], [])
                for (name, value) in elements { self[name] = value }
                return
            }
            keys.append(key)
        }
    }
}
