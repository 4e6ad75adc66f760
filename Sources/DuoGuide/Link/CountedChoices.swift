/// Choices for questions that count. «¿Cuántas interfaces hay que hacer…?» offers the numbers of
/// interfaces its chapter states («…no seis interfaces») and the answer's («una sola interfaz»);
/// «De las tres columnas…, ¿la barra de cuál…?» offers the three columns its chapter names («la
/// columna lateral y la columna de contenido») and the answer's. Nothing is offered unless the text
/// gives every option.
extension ChoiceExtractor {
    /// The words of `text` (runs of letters, digits and inner periods), each as the UTF-8 offsets
    /// where it is written, which an option can be cut from, and folded. One pass over the scalars
    /// (see `ScalarText`), each word folded from its bytes (`WordFold.utf8`).
    static func writtenWords(_ text: String) -> [(utf8: Range<Int>, folded: String)] {
        let bytes = Array(text.utf8)
        var words: [(utf8: Range<Int>, folded: String)] = []
        words.reserveCapacity((bytes.count + 1) / 2)  // room for words of one letter and a separator
        // The current word: from its first letter or digit to its last, periods between.
        var start: Int?, end = 0, offset = 0
        func endWord() {
            guard let first = start else { return }
            words.append((first..<end, String(decoding: WordFold.utf8(bytes[first..<end]), as: UTF8.self)))
            start = nil
        }
        for scalar in text.unicodeScalars {
            if scalar.isLetter || scalar.isNumber {
                start = start ?? offset
                end = offset + UTF8.width(scalar)
            } else if scalar != "." {
                endWord()
            }
            offset += UTF8.width(scalar)
        }
        endWord()
        return words
    }

    func number(_ word: String) -> Int? { Int(word) ?? numberValues[word] }

    func isContent(_ word: String) -> Bool { !stopwords.contains(word) && word.count >= 3 }

    /// Numbers for «how many N», the members of a set for «of the three N, which».
    func countedChoice(question: String, answer: String, chapter: Chapter) -> QuizChoice? {
        guard question.unicodeScalars.lazy.filter({ $0 == "?" }).count == 1 else { return nil }
        let words = foldedWords(question)
        if let ask = words.firstIndex(where: howMany.contains) {
            return words[(ask + 1)...].first(where: isContent).flatMap { numberChoice(unit: $0, answer: answer, chapter: chapter) }
        }
        guard words.contains(where: which.contains),
              let n = words.indices.dropLast().first(where: { (number(words[$0]) ?? 0) >= 3 && isContent(words[$0 + 1]) })
        else { return nil }
        return memberChoice(count: number(words[n])!, unit: words[n + 1], answer: answer, chapter: chapter)
    }

    /// The numbers `text` states of `unit`, in digits or words at most two words before it («seis
    /// interfaces», «una sola interfaz»).
    func numbers(of unit: String, in text: String) -> Set<Int> {
        let words = foldedWords(text)
        return Set(words.indices.filter { matches(words[$0], unit) }.compactMap { i in
            words[max(0, i - 2)..<i].reversed().lazy.compactMap(number).first
        })
    }

    /// The number the answer states, among the others the chapter states of the same unit, in order.
    func numberChoice(unit: String, answer: String, chapter: Chapter) -> QuizChoice? {
        let stated = numbers(of: unit, in: answer)
        guard stated.count == 1, let right = stated.first else { return nil }
        let options = Self.prose(of: chapter).reduce(stated) { $0.union(numbers(of: unit, in: $1)) }.sorted()
        guard options.count > 1 else { return nil }
        return QuizChoice(options: options.map(String.init), correct: options.firstIndex(of: right)!)
    }

    /// The members of the set `unit` names in `text`: the unit and the words after it up to the
    /// first that carries meaning («columna de detalle», «colonne latérale»), as written.
    func members(of unit: String, in text: String) -> [Range<String.Index>] {
        let words = Self.writtenWords(text)
        return words.indices.filter { matches(words[$0].folded, unit) }.compactMap { i in
            words[(i + 1)...].prefix(3).first(where: { isContent($0.folded) }).flatMap {
                matches($0.folded, unit) ? nil : text.utf8.index(text.startIndex, offsetBy: words[i].utf8.lowerBound)..<text.utf8.index(text.startIndex, offsetBy: $0.utf8.upperBound)
            }
        }
    }

    /// The member named in the answer's last clause (a first one may set the scene: «En una columna
    /// dividida, solo la barra de la columna de detalle…») and the others, from the first list of
    /// members in the chapter that completes the set, in alphabetical order.
    func memberChoice(count: Int, unit: String, answer: String, chapter: Chapter) -> QuizChoice? {
        let clause = answer.components(separatedBy: ", ").last!
        let named = members(of: unit, in: clause).map { String(clause[$0]) }
        guard named.count == 1 else { return nil }
        for sentence in Self.prose(of: chapter).flatMap(SentenceSplitter.split) {
            let found = members(of: unit, in: sentence)
            var lists: [[String]] = []
            for (k, member) in found.enumerated() {
                // Members with only articles and a joiner between them («… y la …») form a list.
                let gap = k > 0 ? foldedWords(String(sentence[found[k - 1].upperBound..<member.lowerBound])) : []
                if gap.contains(where: listJoiners.contains), gap.allSatisfy({ stopwords.contains($0) || listJoiners.contains($0) }) {
                    lists[lists.count - 1].append(String(sentence[member]))
                } else {
                    lists.append([String(sentence[member])])
                }
            }
            for list in lists where list.count > 1 {
                var seen: Set<String> = []
                let options = (named + list).filter { seen.insert(WordFold.fold($0)).inserted }.sorted { WordFold.fold($0) < WordFold.fold($1) }
                if options.count == count { return QuizChoice(options: options, correct: options.firstIndex(of: named[0])!) }
            }
        }
        return nil
    }

    /// A chapter's title and the prose of its blocks, where the numbers and sets a question counts
    /// are named.
    static func prose(of chapter: Chapter) -> [String] {
        var texts = [chapter.title]
        for block in chapter.blocks {
            ProseVisitor.visit(block, chapter: chapter) { if case .prose(let text, _) = $1 { texts.append(text) } }
        }
        return texts
    }
}
