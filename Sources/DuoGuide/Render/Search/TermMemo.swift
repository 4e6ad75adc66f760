extension SearchIndexBuilder {
    /// What a token contributes, remembered by the token's text: the same words recur thousands of
    /// times in a guide, and folding and stemming one is the costly part, so each distinct token
    /// is folded, stemmed and its terms numbered once, and every later occurrence is one table
    /// lookup. Terms are numbered in order of first use, so postings index arrays by term number;
    /// a token's terms are a range of `termPool`, so looking one up copies no array.
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
        /// The terms' folded bytes end to end, in order of number: one array until they are
        /// written, not one per term; `terms[n]` is where term `n` is in it.
        private(set) var termBytes: [UInt8] = [], terms: [Range<Int>] = []
        private(set) var termPool: [Int] = []
        /// A new token folded, and one of its words stemmed: room reused from token to token.
        private var folded: [UInt8] = [], stem: [UInt8] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        /// The numbers of the terms that `include` takes, sorted by their bytes (as
        /// `JSONValue.sortedObject` sorts keys): by their first eight bytes packed into one number,
        /// then by the rest. Folded terms have no zero byte, so a term packs smaller than any
        /// longer term it begins.
        func termsInByteOrder(where include: (Int) -> Bool) -> [Int] {
            func head(_ term: Int) -> UInt64 {
                let first = termBytes[terms[term]].prefix(8)
                return first.reduce(0) { $0 << 8 | UInt64($1) } << (8 * (8 - first.count))
            }
            return terms.indices.filter(include).map { (head: head($0), term: $0) }.sorted { a, b in
                a.head != b.head ? a.head < b.head : termBytes[terms[a.term]].lexicographicallyPrecedes(termBytes[terms[b.term]])
            }.map(\.term)
        }

        /// The token at `bytes` of `text`, of `key`. Its terms: each folded word stemmed, then the
        /// whole folded name unstemmed («NavigationSplitView» → «navigationsplitview»), indexed for a
        /// symbol so prefixes of the name find it; each once, and none shorter than two characters.
        mutating func token(in text: borrowing UTF8Span, _ bytes: Range<Int>, key: ByteStringNumbers.Key) -> Token {
            let (seen, isNew) = tokenNumbers.number(of: text.span, bytes, key: key)
            guard isNew else { return tokens[seen] }
            let start = termPool.count, space = UInt8(ascii: " ")
            folded.removeAll(keepingCapacity: true)
            TextFolding.fold(text, bytes, into: &folded)
            var wordStart = 0
            while wordStart < folded.count {
                let wordEnd = folded[wordStart...].firstIndex(of: space) ?? folded.count
                stem.removeAll(keepingCapacity: true)
                stem.append(contentsOf: folded[wordStart..<wordEnd])
                stemmer.stem(&stem)
                add(stem, from: start)
                wordStart = wordEnd + 1
            }
            let wordEnd = termPool.count
            // The name, its words run together: for one word that no rule changed, the stem.
            if stem != folded {
                folded.removeAll { $0 == space }
                add(folded, from: start)
            }
            tokens.append(Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(text, bytes),
                                wordTerms: start..<wordEnd, symbolTerms: start..<termPool.count))
            return tokens[seen]
        }

        /// Numbers `term` and adds it to the terms of the token from `start` unless they have it.
        private mutating func add(_ term: [UInt8], from start: Int) {
            guard TextFolding.scalarCount(term) >= 2 else { return }
            let (number, isNew) = termNumbers.number(of: term.span, term.indices)
            if isNew { terms.append(termBytes.count..<(termBytes.count + term.count)); termBytes += term }
            if !termPool[start...].contains(number) { termPool.append(number) }
        }
    }
}
