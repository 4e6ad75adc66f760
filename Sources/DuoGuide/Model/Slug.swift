import Foundation

/// File names and fragment ids derived from text. Whatever the input (slashes, `..`, NUL, emoji,
/// very long titles), the result is made only of `a-z`, `0-9` and `-`, is never empty and never
/// longer than `maximumLength`, so it is always a safe single path component.
public enum Slug {
    public static let maximumLength = 64

    public static func make(_ text: String, fallback: String = "section") -> String {
        // ASCII has no diacritics: lowercasing is all the folding it needs, without a round trip
        // through NSString (symbol keys and most headings are ASCII).
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased()
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var out = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
                if out.count >= maximumLength { break }
            } else {
                pendingDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? fallback : out
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
