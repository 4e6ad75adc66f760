/// The fields of a `TemplateValue.object`: names and values in the order they were first set.
/// Setting a name that is already there replaces its value in place; the order is not observable
/// (rendering only looks names up, and equality ignores it, as a dictionary's does).
///
/// Objects are small and looked up many times per page (every `{{a.b}}` searches the frames from
/// the innermost outwards), so a field is found by comparing names, which for the short ASCII
/// names of templates is cheaper than hashing one. An object of many fields (the site strings,
/// read by every `{{t.name}}`) also keeps an index by name.
public struct TemplateObject: Sendable {
    /// Names and values. Pairs, not a struct: a dictionary literal's pairs become the fields
    /// as they are, without a copy of every value.
    private(set) var fields: [(String, TemplateValue)] = []
    /// Each field's position by name; nil below `indexedCount` fields.
    private var index: [String: Int]?

    /// From this many fields on, a lookup by hash costs less than comparing names one by one.
    private static let indexedCount = 16

    public init() {}

    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.map { ($0.key, $0.value) })
    }

    public var count: Int { fields.count }

    /// Setting `nil` removes the field, as in a dictionary.
    public subscript(name: String) -> TemplateValue? {
        get { position(of: name).map { fields[$0].1 } }
        set {
            switch (position(of: name), newValue) {
            case (let i?, let value?):
                fields[i].1 = value
            case (let i?, nil):
                fields.remove(at: i)
                reindex()
            case (nil, let value?):
                fields.append((name, value))
                if index != nil {
                    index![name] = fields.count - 1
                } else if fields.count >= Self.indexedCount {
                    reindex()
                }
            case (nil, nil):
                break
            }
        }
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return fields.firstIndex { $0.0 == name }
    }

    private mutating func reindex() {
        index = fields.count < Self.indexedCount ? nil
            : Dictionary(fields.indices.map { (fields[$0].0, $0) }) { first, _ in first }
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
        // A later duplicate's value goes to the first one's place.
        var i = 1
        while i < fields.count {
            if let first = (0 ..< i).first(where: { fields[$0].0 == fields[i].0 }) {
                fields[first].1 = fields.remove(at: i).1
            } else {
                i += 1
            }
        }
        reindex()
    }
}
