/// The passage of the chapter an answer comes from: the heading, entry or paragraph sharing the
/// most words with the question and its answer.
struct PassageFinder {
    /// Gives every question of a guide the anchor of its passage (the linker's last step for answers).
    func link(_ document: inout Document) {
        var memo = WordMemo()
        link(&document, memo: &memo)
    }

    /// The same, remembering words in `memo` (the answer linker's, when it used the same aligner).
    func link(_ document: inout Document, memo: inout WordMemo) {
        for c in document.chapters.indices where !document.chapters[c].checkpoints.isEmpty {
            let candidates = passages(in: document.chapters[c], memo: &memo)
            for q in document.chapters[c].checkpoints.indices {
                document.chapters[c].checkpoints[q].passageAnchor = anchor(for: document.chapters[c].checkpoints[q], among: candidates,
                                                                           memo: &memo)
            }
        }
    }

    let aligner: CheckpointAligner

    init(phrases: Vocabulary.ParserPhrases) { aligner = CheckpointAligner(phrases: phrases) }

    init(aligner: CheckpointAligner) { self.aligner = aligner }

    /// A chapter's candidate passages with their features, computed once for all its questions.
    struct Passage {
        var anchor: String
        var features: CheckpointAligner.Features
    }

    func passages(in chapter: Chapter, memo: inout WordMemo) -> [Passage] {
        var out: [Passage] = []
        for block in chapter.blocks {
            let (text, anchor): (String, String)
            switch block {
            case .paragraph(let p), .caption(let p): (text, anchor) = (p.text, "L\(p.line)")
            case .entry(let e): (text, anchor) = ([e.title, e.description, e.whenToUse ?? "", e.whenNotToUse ?? ""].joined(separator: " "), e.anchor)
            case .bulletList(let items), .numberedList(let items):
                guard let first = items.first else { continue }
                (text, anchor) = (items.map(\.text).joined(separator: " "), "L\(first.line)")
            default: continue
            }
            // Only the question's alternatives count in `similarity`, so a passage's are not extracted.
            out.append(Passage(anchor: anchor, features: aligner.features(text, alternatives: false, memo: &memo)))
        }
        return out
    }

    func anchor(for q: Checkpoint, among passages: [Passage], memo: inout WordMemo) -> String {
        let target = aligner.features(q.question + " " + q.answer, memo: &memo)
        var best = (score: 0.0, anchor: "top")
        for passage in passages {
            let score = aligner.similarity(passage.features, target)
            if score > best.score { best = (score, passage.anchor) }
        }
        return best.anchor
    }
}
