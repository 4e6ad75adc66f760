/// The fields of a `TemplateValue.object`, by name. A wrapper over a dictionary rather than the
/// dictionary itself so that a literal can let a later duplicate win instead of trapping.
public struct TemplateObject: Sendable, Equatable {
    private(set) var fields: [String: TemplateValue]

    public init() {
        fields = [:]
    }

    public init(_ dictionary: [String: TemplateValue]) {
        fields = dictionary
    }

    public var count: Int { fields.count }

    public var isEmpty: Bool { fields.isEmpty }

    public var names: [String] { Array(fields.keys) }

    public var values: [TemplateValue] { Array(fields.values) }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        fields.reserveCapacity(minimumCapacity)
    }

    /// Setting `nil` removes the field, as in a dictionary.
    public subscript(name: String) -> TemplateValue? {
        get { fields[name] }
        set { fields[name] = newValue }
    }

    /// Sets every field of `other` here; its values win.
    mutating func merge(_ other: TemplateObject) {
        fields.merge(other.fields) { _, new in new }
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, so a literal never traps (as `Dictionary(uniqueKeysWithValues:)` would).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    init(_ elements: [(String, TemplateValue)]) {
        fields = Dictionary(elements) { _, later in later }
    }
}
