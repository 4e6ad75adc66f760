/// Words and what they stand for, looked up by the bytes of an ASCII word: the aligner asks of
/// every new prose word whether it is a stopword and what the glossary gives for it, and a `Set`
/// or `Dictionary` of Strings hashed each word with SipHash to answer.
///
/// An ASCII word equals (`==`, canonical equivalence) an ASCII key exactly when their bytes are
/// equal. A key beyond ASCII could still equal an ASCII word (`K` is the Kelvin sign's canonical
/// form), so such keys are kept as Strings and asked as before.
struct ASCIIWordTable<Value> {
    private var spellings = SpellingTable()
    private var values: [Value] = []
    private var others: [String: Value] = [:]

    init(_ entries: [String: Value]) {
        for (word, value) in entries {
            word.withUTF8Bytes { bytes in
                if bytes.allSatisfy({ $0 < 0x80 }) {
                    spellings.insert(bytes, value: Int32(values.count))
                    values.append(value)
                } else {
                    others[String(decoding: bytes, as: UTF8.self)] = value
                }
            }
        }
    }

    /// The value of the ASCII word spelled `word`.
    func value(forASCII word: UnsafeBufferPointer<UInt8>) -> Value? {
        if let index = spellings.value(for: word) { return values[Int(index)] }
        return others.isEmpty ? nil : others[String(decoding: word, as: UTF8.self)]
    }
}
