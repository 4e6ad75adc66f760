/// The UTF-8 bytes of a text made of plain scalars (`PlainScalar`), for asking the questions the
/// parser asks of Characters without finding grapheme boundaries. In such text every scalar is its
/// own Character, and an ASCII character's byte appears only as that character; so «does it start
/// with `let `», «is the last character a period», «does it contain ` = `» are byte comparisons,
/// and «is the first character uppercase» is a question about the first scalar.
struct PlainBytes {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the bytes of `text` when it is plain; nil when it is not (the caller then
    /// asks Characters).
    static func of<R>(_ text: String, _ body: (PlainBytes) -> R) -> R? {
        guard UTF8Search.isPlain(text) else { return nil }
        return text.withUTF8Bytes { body(PlainBytes(bytes: $0)) }
    }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }
    var firstByte: UInt8? { bytes.first }
    var lastByte: UInt8? { bytes.last }

    func hasPrefix(_ prefix: [UInt8]) -> Bool {
        prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[$0] == prefix[$0] }
    }

    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        let offset = bytes.count - suffix.count
        return offset >= 0 && suffix.indices.allSatisfy { bytes[offset + $0] == suffix[$0] }
    }

    func contains(_ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { UTF8Search.find($0, in: bytes, backwards: false) != nil }
    }

    /// Without its leading spaces.
    func droppingLeadingSpaces() -> PlainBytes {
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        return PlainBytes(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Without its leading and trailing spaces.
    func trimmingSpaces() -> PlainBytes {
        let rest = droppingLeadingSpaces().bytes
        var end = rest.count
        while end > 0, rest[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return PlainBytes(bytes: UnsafeBufferPointer(rebasing: rest[..<end]))
    }

    var firstScalar: Unicode.Scalar? { scalars.first { _ in true } }

    var lastScalar: Unicode.Scalar? {
        guard var start = bytes.indices.last else { return nil }
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return PlainBytes(bytes: UnsafeBufferPointer(rebasing: bytes[start...])).firstScalar
    }

    /// The scalars, which here are the Characters.
    var scalars: Scalars { Scalars(bytes: bytes) }

    struct Scalars: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Unicode.Scalar? {
            guard offset < bytes.count else { return nil }
            let (value, length) = TextNormalizer.decodeScalar(at: offset, in: bytes)
            offset += length
            return Unicode.Scalar(value)
        }
    }
}
