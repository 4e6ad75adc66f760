/// A numbered checkpoint question with the answer sentences the aligner gave it.
public struct Checkpoint: Hashable, Sendable {
    /// Same in every language and across builds: «chapter-4-q2», «case-study-q1».
    public var id: String
    public var number: Int
    public var line: Int
    public var question: String
    /// The aligned answer sentences, in source order.
    public var answerSentences: [String] = []
    /// Line of the answers paragraph the sentences came from (0 until aligned).
    public var answerLine = 0
    /// Fragment id, in the chapter page, of the passage the answer comes from (set by the linker).
    public var passageAnchor: String?

    /// The answer as one string: the aligned sentences joined by single spaces.
    public var answer: String { answerSentences.joined(separator: " ") }
}
