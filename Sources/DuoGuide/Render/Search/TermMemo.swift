extension SearchIndexBuilder {
    /// What a token contributes, remembered by the token's text: the same words recur thousands of
    /// times in a guide, and folding and stemming one is the costly part. Terms are numbered in
    /// order of first use, so tallies and postings index arrays by term number.
    struct TermMemo {
        struct Token {
            var looksLikeSymbol: Bool
            /// The term numbers when the token is read as a symbol name (a title of kind symbol, or
            /// body text that looks like one) and as a plain word.
            var symbolTerms: [Int]
            var wordTerms: [Int]
        }

        let stemmer: LightStemmer
        /// By bytes: canonically equivalent spellings of a token may differ in `looksLikeSymbol`.
        private var tokens: [UTF8Key: Token] = [:]
        /// By `String` equality: canonically equivalent spellings of a term are one term, written
        /// as it was first met.
        private var numbers: [String: Int] = [:]
        /// Term names by number.
        private(set) var names: [String] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        var termCount: Int { names.count }

        mutating func token(_ text: Substring) -> Token {
            let key = UTF8Key(text)
            if let known = tokens[key] { return known }
            let token = String(text)
            let terms = SearchIndexBuilder.terms(of: token, stemmer: stemmer)
            let made = Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(token),
                             symbolTerms: terms.symbol.map { number($0) }, wordTerms: terms.word.map { number($0) })
            tokens[key] = made
            return made
        }

        private mutating func number(_ term: String) -> Int {
            if let known = numbers[term] { return known }
            numbers[term] = names.count
            names.append(term)
            return names.count - 1
        }
    }
}
