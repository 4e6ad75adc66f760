/// The bytes of a page while it is rendered: appending a run is a capacity check and a copy.
/// `Array.append(contentsOf:)` took about a hundred instructions per run, and a page is a few
/// hundred runs of template text and values; at the end its buffer becomes the file's (`FileBytes`).
/// Not copyable, so that it can free its storage in `deinit` and is passed `inout` (a class cost a
/// retain and release per call).
/// The storage is a `ByteBlock`, grown by `realloc` (a print page of a guide a thousand times the
/// real one grows through blocks of 32, 64, 128 and 256 MiB).
struct PageBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = ByteBlock.resized(nil, to: self.capacity)
    }

    deinit {
        ByteBlock.free(base)
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

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = ByteBlock.resized(base, to: newCapacity)
        capacity = newCapacity
    }

    /// The bytes appended so far.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes appended, in this buffer: it becomes the file's, uncopied.
    consuming func fileBytes() -> FileBytes {
        let bytes = FileBytes(adopting: base, count: count)
        discard self
        return bytes
    }
}
