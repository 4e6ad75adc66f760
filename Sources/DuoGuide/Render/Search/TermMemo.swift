extension SearchIndexBuilder {
    /// What a token contributes, remembered by the token's text: the same words recur thousands of
    /// times in a guide, and folding and stemming one is the costly part. Terms are numbered in
    /// order of first use, so tallies and postings index arrays by term number; a token's terms
    /// are a range of `termPool`, so looking one up copies no array.
    struct TermMemo {
        struct Token {
            var looksLikeSymbol: Bool
            /// Ranges of `termPool`: the term numbers when the token is read as a plain word, and
            /// as a symbol name (a symbol's title, or body text that looks like one), which adds one.
            var wordTerms: Range<Int>
            var symbolTerms: Range<Int>
        }

        let stemmer: LightStemmer
        /// Tokens by their UTF-8 bytes, read in place from their text: no string is cut or
        /// normalised per token, and for the NFC text of the guide (`Load/` normalises it) equal
        /// tokens have equal bytes.
        private var tokenNumbers = ByteStringNumbers()
        private var tokens: [Token] = []
        /// Terms by their folded bytes: folding leaves no combining mark, so canonically
        /// equivalent spellings of a term have the same bytes.
        private var termNumbers = ByteStringNumbers()
        /// Terms' folded bytes by number.
        private(set) var terms: [[UInt8]] = []
        private(set) var termPool: [Int] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        /// The token at `bytes` of `utf8`, the UTF-8 bytes of `text`.
        mutating func token(in text: String, _ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> Token {
            let (seen, isNew) = tokenNumbers.number(of: utf8, bytes)
            guard isNew else { return tokens[seen] }
            let utf8View = text.utf8, from = utf8View.index(utf8View.startIndex, offsetBy: bytes.lowerBound)
            let token = String(Substring(utf8View[from..<utf8View.index(from, offsetBy: bytes.count)]))
            let start = termPool.count
            var wordEnd: Int?
            SearchIndexBuilder.forEachTerm(of: token, stemmer: stemmer) { term, isName in
                let termNumber = number(term)
                if isName { wordEnd = termPool.count }
                if !termPool[start...].contains(termNumber) { termPool.append(termNumber) }
            }
            tokens.append(Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(token),
                                wordTerms: start..<(wordEnd ?? termPool.count), symbolTerms: start..<termPool.count))
            return tokens[seen]
        }

        private mutating func number(_ term: [UInt8]) -> Int {
            let (number, isNew) = termNumbers.number(of: term.span, term.indices)
            if isNew { terms.append(term) }
            return number
        }
    }
}
