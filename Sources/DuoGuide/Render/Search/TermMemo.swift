extension SearchIndexBuilder {
    /// What a token contributes, remembered by the token's bytes: the same words recur thousands of
    /// times in a guide. Terms are numbered in order of first use, so tallies and postings index
    /// arrays by term number; a token's terms are a range of `termPool`, so looking one up copies
    /// no array and retains nothing.
    struct TermMemo {
        struct Token {
            var looksLikeSymbol: Bool
            /// Ranges of `termPool`: the term numbers when the token is read as a symbol name (a
            /// title of kind symbol, or body text that looks like one) and as a plain word.
            var symbolTerms: Range<Int>
            var wordTerms: Range<Int>
        }

        let stemmer: LightStemmer
        private var tokens: ByteStrings
        private var known: [Token] = []
        private(set) var termPool: [Int] = []
        /// Term names by number.
        private(set) var names: ByteStrings
        /// Numbers of the terms that are not ASCII, by `String` equality: terms used to be numbered
        /// by `String`, so canonically equivalent spellings share one (bytes alone would not).
        /// ASCII terms need no such entry: after `TextFolding`'s compatibility decomposition no
        /// other spelling is equivalent to them.
        private var unicodeNames: [String: Int] = [:]
        /// By scalar value from `LetterFold.range`'s start, nil for a letter without one (or not
        /// yet asked: see `letterAsked`): asked once per letter, not per token.
        private var letterFolds = [LetterFold?](repeating: nil, count: LetterFold.range.count)
        private var letterAsked = [Bool](repeating: false, count: LetterFold.range.count)

        /// `textLength`: how many bytes of text will be read, to size the tables of tokens and terms
        /// up front. A guide has about one distinct token, and one term, per 32 bytes of its text
        /// (~2,900 in a language of the real guide); more only costs the tables a rehash.
        /// Up to `expectedTermLimit`: a vocabulary grows far slower than its text (Heaps' law), and
        /// sized by the text alone the tables of a guide a thousand times the real one were
        /// 256 MB per language, zero-filled for ~14,000 terms (8 % of that build's page faults).
        init(stemmer: LightStemmer, textLength: Int = 0) {
            self.stemmer = stemmer
            let expected = min(textLength / 32, TermMemo.expectedTermLimit)
            tokens = ByteStrings(expectedCount: expected)
            names = ByteStrings(expectedCount: expected)
        }

        static let expectedTermLimit = 1 << 15

        var termCount: Int { names.count }

        mutating func token(_ bytes: UnsafeBufferPointer<UInt8>) -> Token {
            // One byte is one ASCII letter or digit («y», «a», «1»: one token in twelve): shorter
            // than any term, and no symbol name. Not worth a lookup.
            if bytes.count == 1 { return Token(looksLikeSymbol: false, symbolTerms: 0..<0, wordTerms: 0..<0) }
            let (n, isNew) = tokens.intern(bytes)
            if !isNew { return known[n] }
            let made = latinToken(bytes) ?? unicodeToken(String(decoding: bytes, as: UTF8.self))
            known.append(made)
            return made
        }

        /// `terms(of:stemmer:)` and `looksLikeSymbol` on the bytes of a token made of ASCII letters
        /// and digits and of letters with a `LetterFold` (most tokens of a guide): such a token folds
        /// to a single ASCII word, its letters folded one by one, so its plain-word terms are that
        /// word's stem (if two letters or longer), and as a symbol it adds the word itself when
        /// stemming changed it. Nil for any other token, or a stemmer without byte rules.
        private mutating func latinToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Token? {
            // The folded word and then its stem, side by side in one buffer on the stack, not in
            // arrays: appending to an array checked its uniqueness and capacity byte by byte. A
            // folded word is no longer than its token (see `LetterFold.ascii`); a stem that does not
            // fit in the room left sends the token the general way.
            let room = 2 * bytes.count + 16
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
                guard let folded = fold(bytes, into: buffer) else { return nil }
                let word = UnsafeBufferPointer(rebasing: buffer[..<folded.count])
                let stemArea = UnsafeMutableBufferPointer(rebasing: buffer[folded.count...])
                for k in word.indices { stemArea[k] = word[k] }
                var stemCount = folded.count
                guard stemmer.stem(asciiWord: stemArea, count: &stemCount) else { return nil }
                let stem = UnsafeBufferPointer(rebasing: stemArea[..<stemCount])
                return token(word: word, stem: stem, looksLikeSymbol: folded.looksLikeSymbol)
            }
        }

        /// A token's word folded into the start of `out`, letter by letter, and what `looksLikeSymbol`
        /// needs to know of its letters; nil when a byte is not ASCII nor starts a `LetterFold` letter.
        private mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, looksLikeSymbol: Bool)? {
            var count = 0
            var scalars = 0, hasLowercase = false, hasInnerUppercase = false
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                let isLowercase: Bool, isUppercase: Bool
                if byte < 0x80 {
                    isLowercase = byte >= 0x61 && byte <= 0x7A
                    isUppercase = byte >= 0x41 && byte <= 0x5A
                    out[count] = isUppercase ? byte + 0x20 : byte
                    count += 1
                    i += 1
                } else if byte & 0xE0 == 0xC0, let letter = letterFold(UInt32(byte & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)) {
                    isLowercase = letter.isLowercase
                    isUppercase = letter.isUppercase
                    for b in letter.ascii {
                        out[count] = b
                        count += 1
                    }
                    i += 2
                } else {
                    return nil
                }
                hasLowercase = hasLowercase || isLowercase
                hasInnerUppercase = hasInnerUppercase || (isUppercase && scalars > 0)
                scalars += 1
            }
            // `looksLikeSymbol`: three scalars or more, a lowercase one, an uppercase one after the first.
            return (count, scalars >= 3 && hasLowercase && hasInnerUppercase)
        }

        /// The token whose folded word is `word` and its stem `stem`, its terms numbered.
        private mutating func token(word: UnsafeBufferPointer<UInt8>, stem: UnsafeBufferPointer<UInt8>, looksLikeSymbol: Bool) -> Token {
            let wordStart = termPool.count
            let stemNumber = stem.count >= 2 ? names.intern(stem).number : nil
            if let stemNumber { termPool.append(stemNumber) }
            let wordTerms = wordStart..<termPool.count
            var symbolTerms = wordTerms
            let stemOrder = TermMemo.byteOrder(stem, word)
            if word.count >= 2 && stemOrder != 0 {
                // Sorted as `terms(of:stemmer:)` sorts them (for ASCII, `String` order is byte order).
                let symbolStart = termPool.count
                let wordNumber = names.intern(word).number
                if let stemNumber {
                    termPool.append(stemOrder < 0 ? stemNumber : wordNumber)
                    termPool.append(stemOrder < 0 ? wordNumber : stemNumber)
                } else {
                    termPool.append(wordNumber)
                }
                symbolTerms = symbolStart..<termPool.count
            }
            return Token(looksLikeSymbol: looksLikeSymbol, symbolTerms: symbolTerms, wordTerms: wordTerms)
        }

        /// Negative, zero or positive as `a` sorts before, with or after `b` by bytes. (The standard
        /// `elementsEqual` and `lexicographicallyPrecedes` went through iterators: two hundred
        /// instructions for a short word.)
        private static func byteOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
            for k in 0..<min(a.count, b.count) where a[k] != b[k] { return Int(a[k]) - Int(b[k]) }
            return a.count - b.count
        }

        private mutating func letterFold(_ value: UInt32) -> LetterFold? {
            guard LetterFold.range.contains(value) else { return nil }
            let at = Int(value - LetterFold.range.lowerBound)
            if letterAsked[at] { return letterFolds[at] }
            let made = Unicode.Scalar(value).flatMap(LetterFold.init)
            letterFolds[at] = made
            letterAsked[at] = true
            return made
        }

        private mutating func unicodeToken(_ text: String) -> Token {
            let terms = SearchIndexBuilder.terms(of: text, stemmer: stemmer)
            let symbolStart = termPool.count
            for term in terms.symbol { termPool.append(number(term)) }
            let wordStart = termPool.count
            for term in terms.word { termPool.append(number(term)) }
            return Token(looksLikeSymbol: SearchIndexBuilder.looksLikeSymbol(text),
                         symbolTerms: symbolStart..<wordStart, wordTerms: wordStart..<termPool.count)
        }

        private mutating func number(_ term: String) -> Int {
            guard !term.utf8.allSatisfy({ $0 < 0x80 }) else { return names.intern(term).number }
            if let known = unicodeNames[term] { return known }
            let n = names.intern(term).number
            unicodeNames[term] = n
            return n
        }
    }
}
