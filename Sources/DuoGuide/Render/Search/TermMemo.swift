extension SearchIndexBuilder {
    /// What a token contributes, remembered by the token's text: the same words recur thousands of
    /// times in a guide, and folding and stemming one is the costly part. Terms are numbered in
    /// order of first use, so tallies and postings index arrays by term number; a token's terms
    /// are a range of `termPool`, so looking one up copies no array.
    struct TermMemo {
        struct Token {
            var looksLikeSymbol: Bool
            /// Ranges of `termPool`: the term numbers when the token is read as a symbol name (a
            /// title of kind symbol, or body text that looks like one) and as a plain word.
            var symbolTerms: Range<Int>
            var wordTerms: Range<Int>
        }

        let stemmer: LightStemmer
        /// By `String` equality, which for the NFC text of the guide (`Load/` normalises it) is
        /// equality of bytes; a short token is a small string, made and hashed without allocating.
        private var tokens: [String: Token] = [:]
        /// By `String` equality: canonically equivalent spellings of a term are one term, written
        /// as it was first met.
        private var numbers: [String: Int] = [:]
        /// Term names by number.
        private(set) var names: [String] = []
        private(set) var termPool: [Int] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        mutating func token(_ text: Substring) -> Token {
            let token = String(text)
            if let known = tokens[token] { return known }
            let terms = SearchIndexBuilder.terms(of: token, stemmer: stemmer)
            let symbolStart = termPool.count
            for term in terms.symbol { termPool.append(number(term)) }
            let wordStart = termPool.count
            for term in terms.word { termPool.append(number(term)) }
            let made = Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(token),
                             symbolTerms: symbolStart..<wordStart, wordTerms: wordStart..<termPool.count)
            tokens[token] = made
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
