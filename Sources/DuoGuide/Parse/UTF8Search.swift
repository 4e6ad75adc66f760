#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A text prepared for many `contains` questions with ASCII needles, answered on UTF-8 bytes
/// wherever that gives exactly Foundation's answer. Foundation's `String.contains(_:)` compares by
/// canonical equivalence through CFStringFind and was the slowest part of parsing code samples.
///
/// For a printable-ASCII needle the two agree when every scalar of the text is a `PlainScalar`:
/// none is canonically equivalent to ASCII (as U+212A KELVIN SIGN is to «K»), so every Foundation
/// match is a byte match; none extends a grapheme cluster (as combining marks do), so no byte
/// match ends inside a cluster, where Foundation refuses it. Any other text takes Foundation's path.
struct UTF8Search {
    let text: String
    private let byBytes: Bool

    init(_ text: String) {
        self.text = text
        self.byBytes = text.unicodeScalars.allSatisfy { PlainScalar.isPlain($0.value) }
    }

    /// `text.contains(needle)` as Foundation answers it.
    func contains(_ needle: String) -> Bool {
        if byBytes, needle.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
           let found = text.utf8.withContiguousStorageIfAvailable({ haystack in
               needle.utf8.withContiguousStorageIfAvailable { Self.find($0, in: haystack) }
           }) ?? nil {
            return found
        }
        return text.contains(needle)
    }

    /// Naive search, with memchr to skip to each candidate first byte: the needles are short API
    /// names, so nothing cleverer pays for itself.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        // Foundation finds the empty string nowhere.
        guard !needle.isEmpty, needle.count <= haystack.count,
              let h = haystack.baseAddress, let n = needle.baseAddress else { return false }
        let first = Int32(n.pointee)
        let lastStart = haystack.count - needle.count
        var start = 0
        while start <= lastStart {
            guard let hit = memchr(h + start, first, lastStart - start + 1) else { return false }
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - h
            if memcmp(h + offset, n, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }
}
