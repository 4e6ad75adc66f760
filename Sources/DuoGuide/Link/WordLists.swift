/// `SymbolScanner`'s two word lists, `notSymbols` and the keywords, as `ASCIIWordTable`s: nearly
/// every word the scanner asks about is ASCII, and a `Set<String>` hashed each with SipHash. One
/// shared, immutable object, so copying a scanner (every renderer holds one) retains one reference,
/// not each of the tables' arrays.
final class WordLists: Sendable {
    let notSymbols: Set<String>
    private let notSymbolTable: ASCIIWordTable<Void>
    private let keywordTable: ASCIIWordTable<Void>

    init(notSymbols: Set<String>) {
        self.notSymbols = notSymbols
        notSymbolTable = ASCIIWordTable(Dictionary(uniqueKeysWithValues: notSymbols.map { ($0, ()) }))
        keywordTable = ASCIIWordTable(Dictionary(uniqueKeysWithValues: SymbolScanner.keywords.map { ($0, ()) }))
    }

    /// `notSymbols.contains(word)`.
    func isNotSymbol(_ word: String) -> Bool {
        Self.containsASCII(word, in: notSymbolTable) ?? notSymbols.contains(word)
    }

    /// `SymbolScanner.keywords.contains(word)`.
    func isKeyword(_ word: String) -> Bool {
        Self.containsASCII(word, in: keywordTable) ?? SymbolScanner.keywords.contains(word)
    }

    /// Whether the table holds `word`, if `word` is ASCII; nil for any other word.
    private static func containsASCII(_ word: String, in table: ASCIIWordTable<Void>) -> Bool? {
        return word.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 } ? table.value(forASCII: bytes) != nil : nil }
    }
}
