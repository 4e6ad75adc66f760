/// Where a symbol goes in the API index: under the first letter of its key, uppercased ("#" when
/// it has none), and within the letter by the key's letters and digits, lowercased.
///
/// The definitions are on Characters (`isLetter`, `isNumber`, case mapping), a Unicode property
/// lookup per character of every key. Keys are Swift names, nearly always ASCII, and in ASCII text
/// every byte is a Character (CR LF, the one pair that joins, is neither a letter nor a digit),
/// the letters are A–Z and a–z and the digits 0–9: such keys are classified on their bytes. The
/// definitions are kept in the tests (APIIndexOrderTests), which hold the two equal.
enum APIIndexOrder {
    /// `key.first { $0.isLetter }.map { String($0).uppercased() } ?? "#"`
    static func letter(of key: String) -> String {
        guard isASCII(key) else { return key.first { $0.isLetter }.map { String($0).uppercased() } ?? "#" }
        guard let byte = key.utf8.first(where: isASCIILetter) else { return "#" }
        return String(Unicode.Scalar(byte & ~0x20))  // clearing 0x20 uppercases a letter
    }

    /// `key.filter { $0.isLetter || $0.isNumber }.lowercased()`
    static func sortKey(of key: String) -> String {
        guard isASCII(key) else { return key.filter { $0.isLetter || $0.isNumber }.lowercased() }
        let kept = key.utf8.lazy
            .filter { isASCIILetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
            .map { isASCIILetter($0) ? $0 | 0x20 : $0 }  // setting 0x20 lowercases a letter
        return String(decoding: Array(kept), as: UTF8.self)
    }

    private static func isASCII(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
