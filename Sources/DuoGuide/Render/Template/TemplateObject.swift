/// The fields of a `TemplateValue.object`: names and values kept in the order they were first set,
/// found by a scan over `TemplateKey` tags instead of by hashing (see `TemplateKey`). The order is
/// not observable: rendering only looks names up, and equality ignores it, as a dictionary's does.
/// Setting a name that is already there replaces its value in place.
public struct TemplateObject: Sendable {
    struct Field: Sendable {
        let key: TemplateKey
        var value: TemplateValue
    }

    private(set) var fields: [Field]

    public init() {
        fields = []
    }

    /// The same fields as `dictionary`.
    public init(_ dictionary: [String: TemplateValue]) {
        fields = dictionary.map { Field(key: TemplateKey($0.key), value: $0.value) }
    }

    public var count: Int { fields.count }

    public var isEmpty: Bool { fields.isEmpty }

    /// The names, in the order they were first set.
    public var names: [String] { fields.map(\.key.name) }

    /// The values, in the order their names were first set.
    public var values: [TemplateValue] { fields.map(\.value) }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        fields.reserveCapacity(minimumCapacity)
    }

    /// Setting `nil` removes the field, as in a dictionary.
    public subscript(name: String) -> TemplateValue? {
        get { self[TemplateKey(name)] }
        set { self[TemplateKey(name)] = newValue }
    }

    subscript(key: TemplateKey) -> TemplateValue? {
        get {
            guard let i = index(of: key) else { return nil }
            return fields[i].value
        }
        set {
            let i = index(of: key)
            switch (i, newValue) {
            case (let i?, let value?): fields[i].value = value
            case (let i?, nil): fields.remove(at: i)
            case (nil, let value?): fields.append(Field(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    @inline(__always)
    private func index(of key: TemplateKey) -> Int? {
        guard key.isASCII else { return comparingNames(for: key) }
        return fields.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].key.tag == key.tag && buffer[i].key.isSameASCII(asSameTagged: key) {
                return i
            }
            return nil
        }
    }

    /// The index of a name with other bytes than ASCII, found by comparing Strings.
    private func comparingNames(for key: TemplateKey) -> Int? {
        fields.firstIndex { $0.key.name == key.name }
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, so a literal never traps (as `Dictionary(_:uniquingKeysWith:)` would).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = []
        fields.reserveCapacity(elements.count)
        for (name, value) in elements {
            self[TemplateKey(name)] = value
        }
    }
}

extension TemplateObject: Equatable {
    /// The same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.key] == $0.value }
    }
}

extension TemplateObject {
    /// Sets every field of `other` here; its values win.
    mutating func merge(_ other: TemplateObject) {
        for field in other.fields {
            self[field.key] = field.value
        }
    }
}

extension TemplateValue {
    /// The field `key` of an object; nil when there is no such field or the value is not an object.
    /// Read in place: the object's fields are not copied out of the value to be searched.
    func field(_ key: TemplateKey) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
