/// Answers written in another order than their questions would be cut and published against the
/// wrong questions without a word: the aligner only ever cuts in the written order. This compares
/// the best cut in the written order with the best cut in every other order of the questions,
/// and warns when another order fits much better.
enum AnswerOrderCheck {
    /// Orders are tried exhaustively; beyond this many questions the check is skipped.
    static let maximumQuestions = 6

    /// The order that fits much better than the written one (question indices, one per group of
    /// sentences in paragraph order), or nil. `score[i][j]` is what sentence i shares with
    /// question j (as `CheckpointAligner.cut` reads it).
    static func betterOrder(_ score: [[Double]]) -> [Int]? {
        let m = score.count, n = score.first?.count ?? 0
        guard n > 1, n <= maximumQuestions, m >= n else { return nil }
        // The best total of a cut whose group j answers question `order[j]`, group after group:
        // `best[i]` is that of the first i sentences, `top` the best start of the next group so
        // far, and `shared[j][i]` what sentences 0..<i share with question j. Similarities are
        // whole numbers, so totals are exact in any order of sums and need no tie-breaking penalty.
        let shared = (0..<n).map { j in score.reduce(into: [0.0]) { $0.append($0.last! + $1[j]) } }
        let bestTotal = { (order: [Int]) in order.reduce(into: [0] + Array(repeating: -Double.infinity, count: m)) { best, j in
            var top = -Double.infinity
            for i in 0...m { (best[i], top) = (top + shared[j][i], max(top, best[i] - shared[j][i])) }
        }[m] }
        let written = bestTotal(Array(0..<n))
        var best = (total: written, order: Array(0..<n))
        // Every other order, in lexicographic order: the next one swaps the element before the
        // longest decreasing tail with the smallest larger element of the tail, then reverses it.
        var order = Array(0..<n)
        while let i = order.indices.dropLast().last(where: { order[$0] < order[$0 + 1] }) {
            order.swapAt(i, order.lastIndex { $0 > order[i] }!)
            order[(i + 1)...].reverse()
            let total = bestTotal(order)
            if total > best.total { best = (total, order) }
        }
        // «Much better»: clearly more shared meaning, not a tie broken by one word.
        guard best.total >= written * 1.5, best.total >= written + 3 else { return nil }
        return best.order
    }
}
