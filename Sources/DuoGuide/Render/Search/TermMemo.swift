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

        /// A token as a range of its text's UTF-8 bytes, compared by those bytes: no string is cut
        /// or normalised per token, and for the NFC text of the guide (`Load/` normalises it)
        /// equal tokens have equal bytes. The first sixteen bytes are packed into two words when
        /// the key is made; most tokens are shorter, so a lookup hashes and compares two words
        /// and reads the texts again only for a longer token.
        private struct Key: Hashable {
            let text: String
            let bytes: Range<Int>
            private var head: UInt64 = 0, tail: UInt64 = 0

            init(text: String, bytes: Range<Int>) {
                self.text = text
                self.bytes = bytes
                let utf8 = text.utf8.span
                for i in bytes.prefix(16) {
                    let n = i - bytes.lowerBound
                    if n < 8 { head |= UInt64(utf8[i]) &<< (8 * n) } else { tail |= UInt64(utf8[i]) &<< (8 * n - 64) }
                }
            }

            static func == (a: Key, b: Key) -> Bool {
                guard a.head == b.head, a.tail == b.tail, a.bytes.count == b.bytes.count else { return false }
                guard a.bytes.count > 16 else { return true }
                let x = a.text.utf8.span, y = b.text.utf8.span
                var j = b.bytes.lowerBound
                for i in a.bytes {
                    if x[i] != y[j] { return false }
                    j += 1
                }
                return true
            }

            /// One word: two tokens of up to sixteen bytes hash alike only when their words XOR
            /// alike, which is rare, and `==` tells them apart.
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

        /// The token at `bytes` (UTF-8 offsets) of `text`.
        mutating func token(in text: String, _ bytes: Range<Int>) -> Token {
            let key = Key(text: text, bytes: bytes)
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
