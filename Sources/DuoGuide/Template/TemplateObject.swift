/// The fields of a `TemplateValue.object`: names and values in the order they were first set.
/// Setting a name that is already there replaces its value in place; the order is not observable
/// (rendering only looks names up, and equality ignores it, as a dictionary's does).
///
/// `{{a.b}}` searches the frames from the innermost outwards, mostly past other names, so names of
/// different UTF-8 lengths are told apart before any string comparison: names are identifiers, and
/// spellings Unicode calls equivalent but of other lengths ("é", "e" and an accent) are other names.
public struct TemplateObject: Sendable {
    /// Pairs, not a struct: a dictionary literal's pairs become the fields without a copy.
    private(set) var fields: [(String, TemplateValue)] = []

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
            case (nil, let value?):
                fields.append((name, value))
            case (nil, nil):
                break
            }
        }
    }

    private func position(of name: String) -> Int? {
        fields.firstIndex { Self.isSameName($0.0, name) }
    }

    private static func isSameName(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
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
            if let first = (0 ..< i).first(where: { Self.isSameName(fields[$0].0, fields[i].0) }) {
                fields[first].1 = fields.remove(at: i).1
            } else {
                i += 1
            }
        }
    }
}
