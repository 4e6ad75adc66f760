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

        /// A token by its UTF-8 bytes, read in place from its text: no string is cut or normalised
        /// per token, and for the NFC text of the guide (`Load/` normalises it) equal tokens have
        /// equal bytes. The first sixteen bytes are packed into two words, and only a longer
        /// token keeps the rest, so most lookups hash and compare words and retain nothing.
        private struct Key: Hashable {
            private var head: UInt64 = 0, tail: UInt64 = 0, count: Int, rest: [UInt8]?

            init(_ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) {
                count = bytes.count
                for i in bytes.prefix(8).reversed() { head = head &<< 8 | UInt64(utf8[i]) }
                for i in bytes.dropFirst(8).prefix(8).reversed() { tail = tail &<< 8 | UInt64(utf8[i]) }
                if count > 16 { rest = bytes.dropFirst(16).map { utf8[$0] } }
            }

            /// One word: two tokens hash alike only when their words XOR alike (rare; `==` tells
            /// them apart) or share their first sixteen bytes.
            func hash(into hasher: inout Hasher) {
                hasher.combine(head ^ tail)
            }
        }

        let stemmer: LightStemmer
        private var tokens = [Key: Token](minimumCapacity: 2048)
        /// By `String` equality: canonically equivalent spellings of a term are one term, written
        /// as it was first met.
        private var numbers = [String: Int](minimumCapacity: 2048)
        /// Term names by number.
        private(set) var names: [String] = []
        private(set) var termPool: [Int] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        /// The token at `bytes` of `utf8`, the UTF-8 bytes of `text`.
        mutating func token(in text: String, _ utf8: borrowing Span<UInt8>, _ bytes: Range<Int>) -> Token {
            let key = Key(utf8, bytes)
            if let known = tokens[key] { return known }
            let token = String(decoding: text.utf8.dropFirst(bytes.lowerBound).prefix(bytes.count), as: UTF8.self)
            let terms = SearchIndexBuilder.terms(of: token, stemmer: stemmer)
            let start = termPool.count
            for term in terms.word { termPool.append(number(term)) }
            if let name = terms.name { termPool.append(number(name)) }
            let made = Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(token),
                             wordTerms: start..<start + terms.word.count, symbolTerms: start..<termPool.count)
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
