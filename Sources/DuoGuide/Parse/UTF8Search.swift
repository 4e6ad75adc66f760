#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Substring search on UTF-8 bytes where it gives exactly the answer of Foundation's
/// `String.contains(_:)`, which compares by canonical equivalence through CFStringFind and is
/// by far the slowest part of parsing code samples.
///
/// For an ASCII needle the two agree whenever the text has no scalar at or above U+0300:
/// - no scalar below U+0300 is canonically equivalent to ASCII (the singletons that are,
///   such as U+212A KELVIN SIGN, lie above), so a Foundation match is a byte match;
/// - no scalar below U+0300 extends a grapheme cluster (combining marks start at U+0300), so a
///   byte match never ends inside a cluster, which is where Foundation would refuse it.
/// Any other text takes Foundation's path.
enum UTF8Search {
    /// `text.contains(needle)` as Foundation answers it.
    static func contains(_ text: String, _ needle: String) -> Bool {
        let byBytes = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle -> Bool? in
                guard needle.allSatisfy({ $0 < 0x80 }), isBelowCombiningMarks(haystack) else { return nil }
                return find(needle, in: haystack)
            } ?? nil
        } ?? nil
        return byBytes ?? text.contains(needle)
    }

    /// Whether every scalar of `bytes` is below U+0300: no lead byte at or above 0xCC.
    /// (U+0300 is encoded CC 80; continuation bytes are 0x80–0xBF.)
    static func isBelowCombiningMarks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0xCC }
    }

    /// Naive search, with memchr to skip to each candidate first byte: the needles are short API
    /// names, so nothing cleverer pays for itself.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        // Foundation finds the empty string nowhere.
        guard !needle.isEmpty, needle.count <= haystack.count,
              let h = haystack.baseAddress, let n = needle.baseAddress else { return false }
        let first = Int32(n.pointee)
        var start = 0
        let lastStart = haystack.count - needle.count
        while start <= lastStart {
            guard let hit = memchr(h + start, first, lastStart - start + 1) else { return false }
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - h
            if memcmp(h + offset, n, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }
}
