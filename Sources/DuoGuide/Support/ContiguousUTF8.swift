extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes where the string keeps them, or with a copy when
    /// it does not keep them contiguously (a bridged string). Reading a native string's bytes in
    /// place avoids decoding its UTF-8 view one index at a time on hot paths (memo keys, escaping).
    /// The buffer is valid only inside `body`.
    func withContiguousUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
