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
        private var tokens = ByteStrings()
        private var known: [Token] = []
        private(set) var termPool: [Int] = []
        /// Term names by number.
        private(set) var names = ByteStrings()
        /// Numbers of the terms that are not ASCII, by `String` equality: terms used to be numbered
        /// by `String`, so canonically equivalent spellings share one (bytes alone would not).
        /// ASCII terms need no such entry: after `TextFolding`'s compatibility decomposition no
        /// other spelling is equivalent to them.
        private var unicodeNames: [String: Int] = [:]
        /// By scalar value from `LetterFold.range`'s start, nil for a letter without one (or not
        /// yet asked: see `letterAsked`): asked once per letter, not per token.
        private var letterFolds = [LetterFold?](repeating: nil, count: LetterFold.range.count)
        private var letterAsked = [Bool](repeating: false, count: LetterFold.range.count)
        /// A new token's folded word and its stem, reused from token to token: two arrays made
        /// and freed per distinct word were a fifth of reading them.
        private var wordScratch: [UInt8] = []
        private var stemScratch: [UInt8] = []

        init(stemmer: LightStemmer) {
            self.stemmer = stemmer
        }

        var termCount: Int { names.count }

        mutating func token(_ bytes: UnsafeBufferPointer<UInt8>) -> Token {
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
            var word = wordScratch, stem = stemScratch
            wordScratch = []
            stemScratch = []
            defer {
                wordScratch = word
                stemScratch = stem
            }
            word.removeAll(keepingCapacity: true)
            var scalars = 0, hasLowercase = false, hasInnerUppercase = false
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                let isLowercase: Bool, isUppercase: Bool
                if byte < 0x80 {
                    isLowercase = byte >= 0x61 && byte <= 0x7A
                    isUppercase = byte >= 0x41 && byte <= 0x5A
                    word.append(isUppercase ? byte + 0x20 : byte)
                    i += 1
                } else if byte & 0xE0 == 0xC0, let letter = letterFold(UInt32(byte & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)) {
                    isLowercase = letter.isLowercase
                    isUppercase = letter.isUppercase
                    word += letter.ascii
                    i += 2
                } else {
                    return nil
                }
                hasLowercase = hasLowercase || isLowercase
                hasInnerUppercase = hasInnerUppercase || (isUppercase && scalars > 0)
                scalars += 1
            }
            stem.removeAll(keepingCapacity: true)
            stem.append(contentsOf: word)
            guard stemmer.stem(asciiWord: &stem) else { return nil }
            let wordStart = termPool.count
            if stem.count >= 2 { termPool.append(number(ascii: stem)) }
            let wordTerms = wordStart..<termPool.count
            var symbolTerms = wordTerms
            if stem != word && word.count >= 2 {
                // Sorted as `terms(of:stemmer:)` sorts them (for ASCII, `String` order is byte order).
                let symbolStart = termPool.count
                if stem.count < 2 {
                    termPool.append(number(ascii: word))
                } else if stem.lexicographicallyPrecedes(word) {
                    termPool.append(number(ascii: stem))
                    termPool.append(number(ascii: word))
                } else {
                    termPool.append(number(ascii: word))
                    termPool.append(number(ascii: stem))
                }
                symbolTerms = symbolStart..<termPool.count
            }
            // `looksLikeSymbol`: three scalars or more, a lowercase one, an uppercase one after the first.
            return Token(looksLikeSymbol: scalars >= 3 && hasLowercase && hasInnerUppercase,
                         symbolTerms: symbolTerms, wordTerms: wordTerms)
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

        private mutating func number(ascii term: [UInt8]) -> Int {
            term.withUnsafeBufferPointer { names.intern($0).number }
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
