import Foundation

/// The bytes of a page, or of another output file (`JSONBytes` writes into one), while it is made:
/// appending a run is a capacity check and a copy. `Array.append(contentsOf:)` took about a
/// hundred instructions per run, and a page is a few hundred runs of template text and values; at
/// the end its buffer becomes the file's (`FileBytes`).
/// Not copyable, so that it can free its storage in `deinit` and is passed `inout` (a class cost a
/// retain and release per call).
/// The storage comes from the C allocator, grown by `realloc`, so it can become a `FileBytes`.
struct PageBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = PageBytes.resized(nil, to: self.capacity)
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
        base = PageBytes.resized(base, to: newCapacity)
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

    /// The bytes appended, in this buffer: it becomes the file's, uncopied.
    consuming func fileBytes() -> FileBytes {
        let bytes = FileBytes(adopting: base, count: count)
        discard self
        return bytes
    }
}
