/// The fields of a `TemplateValue.object`: names and values kept in the order they were first set,
/// found by a scan over `TemplateKey` tags instead of by hashing (see `TemplateKey`). The order is
/// not observable: rendering only looks names up, and equality ignores it, as a dictionary's does.
/// Setting a name that is already there replaces its value in place.
///
/// An object of many fields (the site strings have dozens, and every `{{t.name}}` of every page
/// looks in them) also keeps a table from tags to field indices: a scan found such a name after
/// comparing half the fields, about 35, the table after one or two.
public struct TemplateObject: Sendable {
    struct Field: Sendable {
        let key: TemplateKey
        var value: TemplateValue
    }

    private(set) var fields: [Field]
    /// Empty below `TagTable.minimumFields` fields; otherwise the index of every field by its tag.
    private var table = TagTable()

    public init() {
        fields = []
    }

    /// The same fields as `dictionary`.
    public init(_ dictionary: [String: TemplateValue]) {
        fields = dictionary.map { Field(key: TemplateKey($0.key), value: $0.value) }
        table.rebuild(for: fields)
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
            case (let i?, let value?):
                fields[i].value = value
            case (let i?, nil):
                fields.remove(at: i)
                table.rebuild(for: fields)  // the indices after `i` moved
            case (nil, let value?):
                fields.append(Field(key: key, value: value))
                // Checked here, not in a call: nearly every object stays below the table's size.
                if fields.count >= TagTable.minimumFields { table.add(fields.count - 1, of: fields) }
            case (nil, nil):
                break
            }
        }
    }

    @inline(__always)
    private func index(of key: TemplateKey) -> Int? {
        guard key.isASCII else { return comparingNames(for: key) }
        if !table.isEmpty { return table.index(of: key, in: fields) }
        return fields.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].key.tag == key.tag && buffer[i].key.isSameASCII(asSameTagged: key) {
                return i
            }
            return nil
        }
    }

    /// Where the value of the field a probe stands for (see `TemplateKey.Probe`) is, for the
    /// renderer to read in place instead of copying it out (a copy retains the value's string,
    /// list or object). The address is valid while this object's fields are neither changed nor
    /// freed: the renderer holds its context, and only reads it, for as long as it uses one.
    ///
    /// The fields are searched through their storage's address, taken once: a search inside
    /// `withUnsafeBufferPointer`, or by the array's subscript, made the compiler copy the whole
    /// object (two retains and two releases) around it.
    @inline(__always)
    func valueAddress(of probe: TemplateKey.Probe) -> UnsafePointer<TemplateValue>? {
        let stored = storedFields
        if !table.isEmpty {
            guard let i = table.index(of: probe, in: stored) else { return nil }
            return Self.valueAddress(at: i, in: stored)
        }
        for i in stored.indices where probe.matches(stored[i].key) {
            return Self.valueAddress(at: i, in: stored)
        }
        return nil
    }

    /// Where the value of the field `key` is, as `valueAddress(of:)` for a probe (for names that
    /// have none: long or not ASCII).
    func valueAddress(of key: TemplateKey) -> UnsafePointer<TemplateValue>? {
        guard let i = index(of: key) else { return nil }
        return Self.valueAddress(at: i, in: storedFields)
    }

    /// The fields where the array keeps them; valid while the array is neither changed nor freed.
    @inline(__always)
    private var storedFields: UnsafeBufferPointer<Field> {
        fields.withUnsafeBufferPointer { $0 }
    }

    @inline(__always)
    private static func valueAddress(at i: Int, in fields: UnsafeBufferPointer<Field>) -> UnsafePointer<TemplateValue> {
        (UnsafeRawPointer(fields.baseAddress! + i) + valueOffset).assumingMemoryBound(to: TemplateValue.self)
    }

    /// Where a field's value is inside the field. Computed where it is used (the compiler folds it
    /// to a constant): a stored `static let` is initialized lazily, and the check for that, a call
    /// the compiler cannot see into, made it copy the object being searched around it.
    @inline(__always)
    private static var valueOffset: Int { MemoryLayout<Field>.offset(of: \Field.value)! }

    /// The index of a name with other bytes than ASCII, found by comparing Strings.
    private func comparingNames(for key: TemplateKey) -> Int? {
        fields.firstIndex { $0.key.name == key.name }
    }
}

/// Where each field of a large object is, by its tag: open addressing with linear probing over a
/// power-of-two count of slots, at least twice the fields, each the index of a field or -1.
/// Only ASCII lookups use it (the others compare names); equal names have equal tags, so a name
/// that is there is found by its tag's probe sequence.
private struct TagTable: Sendable {
    /// Below this a scan over the tags costs about what hashing one does.
    static let minimumFields = 16

    private var slots: [Int32] = []

    var isEmpty: Bool { slots.isEmpty }

    /// Indexes `fields` from scratch; empties the table when they are few.
    mutating func rebuild(for fields: [TemplateObject.Field]) {
        guard fields.count >= Self.minimumFields else {
            slots = []
            return
        }
        var count = 64
        while count < 2 * fields.count { count *= 2 }
        slots = [Int32](repeating: -1, count: count)
        for i in fields.indices { insert(i, tag: fields[i].key.tag) }
    }

    /// Indexes field `i`, just appended to `fields` (which are at least `minimumFields`).
    mutating func add(_ i: Int, of fields: [TemplateObject.Field]) {
        if slots.isEmpty || 2 * fields.count > slots.count {
            rebuild(for: fields)
        } else {
            insert(i, tag: fields[i].key.tag)
        }
    }

    private mutating func insert(_ i: Int, tag: UInt64) {
        let mask = slots.count - 1
        var s = Self.start(of: tag, mask: mask)
        while slots[s] >= 0 { s = (s + 1) & mask }
        slots[s] = Int32(i)
    }

    /// The index of the field named `key` (an ASCII key), or nil.
    @inline(__always)
    func index(of key: TemplateKey, in fields: [TemplateObject.Field]) -> Int? {
        fields.withUnsafeBufferPointer { fields in
            firstIndex(tag: key.tag, in: fields) { $0.tag == key.tag && $0.isSameASCII(asSameTagged: key) }
        }
    }

    /// The index of the field a probe stands for, or nil.
    @inline(__always)
    func index(of probe: TemplateKey.Probe, in fields: UnsafeBufferPointer<TemplateObject.Field>) -> Int? {
        firstIndex(tag: probe.tag, in: fields) { probe.matches($0) }
    }

    /// Walks the slots from `tag`'s start until an empty one (not there) or a field whose key
    /// `matches`. Always inlined, so each caller gets its own loop with its test in place.
    @inline(__always)
    private func firstIndex(tag: UInt64, in fields: UnsafeBufferPointer<TemplateObject.Field>,
                            where matches: (TemplateKey) -> Bool) -> Int? {
        // The slots' address taken once, for the reason `TemplateObject.valueAddress(of:)` gives.
        let slots = self.slots.withUnsafeBufferPointer { $0 }
        let mask = slots.count - 1
        var s = Self.start(of: tag, mask: mask)
        while true {
            let i = Int(slots[s])
            if i < 0 { return nil }
            if matches(fields[i].key) { return i }
            s = (s + 1) & mask
        }
    }

    /// The first slot to try: the tag's bits mixed by a multiplication, the top ones taken.
    @inline(__always)
    private static func start(of tag: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, so a literal never traps (as `Dictionary(_:uniquingKeysWith:)` would).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var elements = elements
        self.init(movingOutOf: &elements)
    }

    /// The fields of a literal's elements, which are moved here, not copied: pages build their
    /// contexts from literals, and a copy retained each value only for the literal's array to
    /// release it when it went away (two atomic operations per field of every page). Each
    /// element is left as an empty name and null, which hold nothing to release.
    init(movingOutOf elements: inout [(String, TemplateValue)]) {
        fields = []
        fields.reserveCapacity(elements.count)
        elements.withUnsafeMutableBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for i in elements.indices {
                let (name, value) = (first + i).move()
                (first + i).initialize(to: ("", .null))
                self[TemplateKey(name)] = value
            }
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
