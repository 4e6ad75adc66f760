/// Finds text that nearly spells one of the locale's fixed phrases (see `NearMiss`) and gives the
/// text as it would read with the phrase spelled right, so the parser reads it as intended after
/// naming the mistake once. Made once per document: the phrases asked about for every paragraph
/// are folded here, once.
struct PhraseCorrector {
    let phrases: Vocabulary.ParserPhrases
    /// The phrases that may open a paragraph, in the order they are tried, by whether an objective
    /// is expected and whether the paragraph is in the case study.
    private let leads: [[[(DiagnosticMessages.Phrase, NearMiss.Phrase)]]]

    init(phrases: Vocabulary.ParserPhrases) {
        self.phrases = phrases
        let objective = phrases.objectiveLeads.map { (DiagnosticMessages.Phrase.objectiveLead, NearMiss.Phrase($0)) }
        let caseStudy = [(DiagnosticMessages.Phrase.caseStudyAnswersLead, NearMiss.Phrase(phrases.caseStudyAnswersLead))]
        let rest = phrases.notYetLeads.map { (DiagnosticMessages.Phrase.notYetLead, NearMiss.Phrase($0)) }
            + [(.source, NearMiss.Phrase(phrases.source + ":"))]
        leads = [[rest, caseStudy + rest], [objective + rest, objective + caseStudy + rest]]
    }

    /// One near miss: what was written, where in its line, and the phrase it stands for.
    struct Correction {
        var phrase: DiagnosticMessages.Phrase
        var written: String
        var intended: String
        /// 1-based, in Characters of the source line.
        var column: Int
        /// The source line (or paragraph text) with `written` replaced by `intended`.
        var corrected: String
    }

    /// Where the paragraph stands, for the phrases that only count in one place.
    struct Situation {
        var context: SectionParser.Context
        var expectsObjective: Bool
        var inAnswers: Bool
        var nextIsQuestion: Bool
    }

    /// «Capitulo 5 · …», «Apendice · …»: a section header whose word is nearly right.
    func header(_ line: String) -> Correction? {
        guard let sepRange = line.characterRange(of: phrases.titleSeparator),
              !String(line[sepRange.upperBound...]).trimmingSpaces().isEmpty else { return nil }
        let head = line[..<sepRange.lowerBound]
        if let lastSpace = head.lastIndex(of: " "),
           head[head.index(after: lastSpace)...].allSatisfy({ $0.isASCII && $0.isNumber }),
           head.index(after: lastSpace) < head.endIndex,
           NearMiss.matches(head[..<lastSpace], phrases.chapter) {
            return correction(.chapter, written: String(head[..<lastSpace]), intended: phrases.chapter, in: line)
        }
        if NearMiss.matches(head, phrases.appendix) {
            return correction(.appendix, written: String(head), intended: phrases.appendix, in: line)
        }
        if NearMiss.matches(head, phrases.caseStudy) {
            return correction(.caseStudy, written: String(head), intended: phrases.caseStudy, in: line)
        }
        return nil
    }

    /// A paragraph the exact phrases did not claim, read again for a near miss at its start.
    func paragraph(_ p: RawParagraph, _ situation: Situation) -> Correction? {
        let line = p.firstLine
        let context = situation.context
        if p.isSingleLine {
            if context == .chapter || context == .caseStudy, situation.nextIsQuestion,
               let heading = phrases.checkpointHeadings.first(where: { NearMiss.matches(line, $0) }) {
                return correction(.checkpointHeading, written: line, intended: heading, in: line)
            }
            if context == .appendix, NearMiss.matches(line, phrases.answersHeading) {
                return correction(.answersHeading, written: line, intended: phrases.answersHeading, in: line)
            }
        }
        let leads = leads[context != .article && context != .intro && situation.expectsObjective ? 1 : 0][context == .caseStudy ? 1 : 0]
        if let (index, written) = NearMiss.leadingWords(of: line, nearly: leads.map(\.1)) {
            return correction(leads[index].0, written: written, intended: leads[index].1.text, in: line)
        }
        if context == .appendix, situation.inAnswers {
            // «Capitulo 4. …» opening a chapter's answers.
            let words = line.split(separator: " ", maxSplits: 2)
            if words.count >= 2, words[1].hasSuffix("."), words[1].dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
               words[1].count > 1, NearMiss.matches(words[0], phrases.chapter) {
                return correction(.chapterAnswersLead, written: String(words[0]), intended: phrases.chapter, in: line)
            }
        }
        return nil
    }

    /// A bullet entry's labels nearly spelled («Cuando no usarlo:»): the text with them spelled
    /// right, and one correction per label. `line` is the entry's source line, for columns.
    func entryLabels(_ text: String, line: String) -> (text: String, corrections: [Correction]) {
        var text = text
        var corrections: [Correction] = []
        let (use, avoid) = (NearMiss.Phrase(phrases.whenToUse), NearMiss.Phrase(phrases.whenNotToUse))
        let labels = [(DiagnosticMessages.Phrase.whenNotToUse, avoid, use), (.whenToUse, use, avoid)]
        for (kind, label, other) in labels where LeadPhrase.findLabel(label.text, in: text) == nil {
            guard let written = nearLabel(label, other: other.text, in: text),
                  let range = text.range(of: written) else { continue }
            let column = line.range(of: written).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
            corrections.append(Correction(phrase: kind, written: written, intended: label.text, column: column,
                                          corrected: text.replacingCharacters(in: range, with: label.text)))
            text = text.replacingCharacters(in: range, with: label.text)
        }
        return (text, corrections)
    }

    /// The words before a colon of `text` that nearly spell `label` and are not `other` exactly.
    private func nearLabel(_ label: NearMiss.Phrase, other: String, in text: String) -> String? {
        // The colon is ASCII, so found by its byte: walking a Substring's Characters costs far more.
        for colon in text.utf8.indices where text.utf8[colon] == UInt8(ascii: ":") {
            var before = text[..<colon]
            while before.last == " " { before = before[..<before.index(before: before.endIndex)] }
            if before.hasSuffix(other) { continue }
            // Its last words, cut at space bytes as a paragraph's first words are («… lista. Cuando»).
            let starts = before.utf8.split(separator: UInt8(ascii: " ")).suffix(label.words + 1).map(\.startIndex)
            for count in [label.words, label.words - 1, label.words + 1] where count >= 1 && count <= starts.count {
                let candidate = before[starts[starts.count - count]...]
                if NearMiss.matches(candidate, label) { return String(candidate) }
            }
        }
        return nil
    }

    /// A near miss at the start of `line`, where every phrase asked about is written.
    private func correction(_ kind: DiagnosticMessages.Phrase, written: String, intended: String, in line: String) -> Correction {
        Correction(phrase: kind, written: written, intended: intended, column: 1, corrected: intended + line.dropFirst(written.count))
    }
}
