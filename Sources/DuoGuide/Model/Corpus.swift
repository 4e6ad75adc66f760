/// The compiled guide: every document parsed and linked, the symbol table, and the diagnostics.
/// This is what the renderer and the exporters read; nothing in it points back to the source text.
public struct Corpus: Sendable {
    public var manifest: Manifest
    public var vocabularies: [String: Vocabulary]
    public var documents: [Document]
    /// Sorted by key (case-insensitive), so every listing of symbols is stable.
    public var symbols: [Symbol]
    public var quizChoices: [String: QuizChoice]
    public var diagnostics: [Diagnostic]
    /// The symbols the link stage found in each prose text, so rendering does not scan it again.
    var proseSymbols = ProseSymbols()
    /// Translated chapters whose original changed since the translation record was written:
    /// translation id → chapter ids (their pages say so).
    public var possiblyOutOfDate: [String: Set<String>] = [:]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func guide(language: String) -> Document? {
        documents.first { $0.kind == .guide && $0.language == language }
    }

    public func articles(language: String) -> [Document] {
        documents.filter { $0.kind == .article && $0.language == language }
    }

    /// Symbols are sorted by key, so a binary search finds one without an index to keep in step.
    public func symbol(key: String) -> Symbol? {
        let order: (String) -> (String, String) = { ($0.lowercased(), $0) }
        var low = 0, high = symbols.count
        let target = order(key)
        while low < high {
            let mid = (low + high) / 2
            if order(symbols[mid].key) < target { low = mid + 1 } else { high = mid }
        }
        return low < symbols.count && symbols[low].key == key ? symbols[low] : nil
    }
}

/// A question's options, all from the guide's text, and which one its answer names (keyed by
/// "<language>/<question id>"): its alternatives, yes and no, numbers, or the members of a set.
public struct QuizChoice: Hashable, Sendable {
    public var options: [String]
    public var correct: Int
}
