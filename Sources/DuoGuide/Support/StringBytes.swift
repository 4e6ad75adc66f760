extension String {
    /// `body` over the string's UTF-8, read where it is. `withUTF8` needs a mutable string, and
    /// the copy made for it (`var s = s`) retained and released the string's storage at every
    /// call, on strings both rendering threads share; a native string is contiguous, so a copy is
    /// only made for one that is not (a bridged string).
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = self
        return try contiguous.withUTF8(body)
    }
}
