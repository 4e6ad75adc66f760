import Foundation  // realloc, free

/// A growable run of bytes written in place: `JSONBytes` spells numbers straight into the room it
/// asks for, which an array cannot lend out past one closure. Not copyable, so that it can free
/// its storage in `deinit`; it is passed `inout`.
struct PageBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = Self.resized(nil, to: self.capacity)
    }

    deinit {
        free(base)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes of fixed markup.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Room for `extra` more bytes after those appended, written in place by the caller (JSON
    /// numbers are spelled straight into it); `commit` then counts the ones written.
    @inline(__always)
    mutating func room(for extra: Int) -> UnsafeMutableBufferPointer<UInt8> {
        if count + extra > capacity { grow(toHold: count + extra) }
        return UnsafeMutableBufferPointer(start: base + count, count: extra)
    }

    /// Counts `written` bytes put at the start of the last `room(for:)`.
    @inline(__always)
    mutating func commit(_ written: Int) {
        count += written
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = Self.resized(base, to: newCapacity)
        capacity = newCapacity
    }

    private static func resized(_ block: UnsafeMutablePointer<UInt8>?, to size: Int) -> UnsafeMutablePointer<UInt8> {
        guard let moved = realloc(block, size) else { fatalError("out of memory for a buffer of \(size) bytes") }
        return moved.assumingMemoryBound(to: UInt8.self)
    }

    /// The bytes appended so far.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The text appended so far.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The bytes appended.
    consuming func fileBytes() -> [UInt8] {
        array
    }

    private static func resized(_ block: UnsafeMutablePointer<UInt8>?, to size: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(block, size) else { fatalError("out of memory") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }
}
