/// Where a symbol goes in the API index: under the first letter of its key, uppercased ("#" when
/// it has none), and within the letter by the key's letters and digits, lowercased.
enum APIIndexOrder {
    static func letter(of key: String) -> String {
        key.first { $0.isLetter }.map { String($0).uppercased() } ?? "#"
    }

    static func sortKey(of key: String) -> String {
        key.filter { $0.isLetter || $0.isNumber }.lowercased()
    }
}
