/// The passage of the chapter an answer comes from: the heading, entry or paragraph sharing the
/// most words with the question and its answer.
struct PassageFinder {
    let aligner: CheckpointAligner

    /// Gives every question of a guide the anchor of its passage (the linker's last step for
    /// answers), remembering words in `words` (the answer linker's, with the same aligner), whose
    /// `said[c][k]` is what question k of chapter c and its answer say.
    func link(_ document: inout Document, said: [[CheckpointAligner.Features]], words: inout WordMemo) {
        for c in document.chapters.indices where !document.chapters[c].checkpoints.isEmpty {
            let candidates = passages(in: document.chapters[c], words: &words)
            for k in document.chapters[c].checkpoints.indices {
                let q = document.chapters[c].checkpoints[k]
                var target = said[c][k]
                target.alternatives = aligner.offered(aligner.choices.alternatives(in: q.question + " " + q.answer), words: &words)
                // The first passage sharing the most, if it shares anything (`max` keeps the first of equals).
                let scored = candidates.map { (score: aligner.similarity($0.features, target), anchor: $0.anchor) }.filter { $0.score > 0 }
                document.chapters[c].checkpoints[k].passageAnchor = scored.max { $0.score < $1.score }?.anchor ?? "top"
            }
        }
    }

    /// A chapter's candidate passages with their features, computed once for all its questions.
    func passages(in chapter: Chapter, words: inout WordMemo) -> [(anchor: String, features: CheckpointAligner.Features)] {
        var out: [(anchor: String, features: CheckpointAligner.Features)] = []
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
            out.append((anchor, aligner.features(text, words: &words)))
        }
        return out
    }
}
