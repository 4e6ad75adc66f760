import Foundation

/// File names and fragment ids derived from text. Whatever the input (slashes, `..`, NUL, emoji,
/// very long titles), the result is made only of `a-z`, `0-9` and `-`, is never empty and never
/// longer than `maximumLength`, so it is always a safe single path component.
public enum Slug {
    public static let maximumLength = 64

    public static func make(_ text: String, fallback: String = "section") -> String {
        isSlug(text) ? text : folding(text, fallback: fallback)
    }

    /// The general case of `make`: accents and case folded away, every other run of characters
    /// one dash.
    static func folding(_ text: String, fallback: String) -> String {
        // ASCII has no diacritics: lowercasing is all the folding it needs, without a round trip
        // through NSString (symbol keys and most headings are ASCII).
        // Accented Latin letters fold the same without it (`LatinFolding`).
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased()
            : LatinFolding.folded(text) ?? text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        // The slug is ASCII, one Character per byte: made as bytes, its length their count (not a
        // walk over a growing string for every character added).
        var out: [UInt8] = []
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingDash && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                out.append(UInt8(scalar.value))
                if out.count >= maximumLength { break }
            } else {
                pendingDash = true
            }
        }
        while out.last == UInt8(ascii: "-") { out.removeLast() }
        return out.isEmpty ? fallback : String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` is already its own slug (chapter ids, symbol slugs): pages ask for those
    /// thousands of times, and the answer needs no Foundation folding.
    static func isSlug(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumLength,
              first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let alphanumeric = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard alphanumeric || (byte == UInt8(ascii: "-") && previous != UInt8(ascii: "-")) else { return false }
            previous = byte
        }
        return true
    }
}

/// Hands out unique slugs within one page: the second «API» heading becomes «api-2».
public struct SlugAllocator {
    private var used: [String: Int] = [:]

    public init(reserved: [String] = []) {
        for r in reserved { used[r] = 1 }
    }

    public mutating func allocate(_ text: String) -> String {
        let base = Slug.make(text)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var n = count + 1
        while used["\(base)-\(n)"] != nil { n += 1 }
        used[base] = n
        used["\(base)-\(n)"] = 1
        return "\(base)-\(n)"
    }
}
