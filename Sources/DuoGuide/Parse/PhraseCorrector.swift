/// Finds text that nearly spells one of the locale's fixed phrases (see `NearMiss`) and gives the
/// text as it would read with the phrase spelled right, so the parser reads it as intended after
/// naming the mistake once.
struct PhraseCorrector {
    let phrases: Vocabulary.ParserPhrases

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
        var leads: [(DiagnosticMessages.Phrase, String)] = []
        if context != .article, context != .intro, situation.expectsObjective {
            leads += phrases.objectiveLeads.map { (.objectiveLead, $0) }
        }
        if context == .caseStudy { leads.append((.caseStudyAnswersLead, phrases.caseStudyAnswersLead)) }
        leads += phrases.notYetLeads.map { (.notYetLead, $0) }
        leads.append((.source, phrases.source + ":"))
        if let (index, written) = NearMiss.leadingWords(of: line, nearly: leads.map(\.1)) {
            return correction(leads[index].0, written: written, intended: leads[index].1, in: line)
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
        let labels: [(DiagnosticMessages.Phrase, String, String)] = [
            (.whenNotToUse, phrases.whenNotToUse, phrases.whenToUse),
            (.whenToUse, phrases.whenToUse, phrases.whenNotToUse),
        ]
        for (kind, label, other) in labels where LeadPhrase.findLabel(label, in: text) == nil {
            guard let written = nearLabel(label, other: other, in: text),
                  let range = text.range(of: written) else { continue }
            let column = line.range(of: written).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
            corrections.append(Correction(phrase: kind, written: written, intended: label, column: column,
                                          corrected: text.replacingCharacters(in: range, with: label)))
            text = text.replacingCharacters(in: range, with: label)
        }
        return (text, corrections)
    }

    /// The words before a colon of `text` that nearly spell `label` and are not `other` exactly.
    private func nearLabel(_ label: String, other: String, in text: String) -> String? {
        let labelWords = label.split(separator: " ").count
        // The colon is ASCII, so found by its byte: walking a Substring's Characters costs far more.
        for colon in text.utf8.indices where text.utf8[colon] == UInt8(ascii: ":") {
            var before = text[..<colon]
            while before.last == " " { before = before[..<before.index(before: before.endIndex)] }
            if before.hasSuffix(other) { continue }
            let starts = lastWordStarts(in: before, count: labelWords + 1)
            for count in [labelWords, labelWords - 1, labelWords + 1] where count >= 1 && count <= starts.count {
                let candidate = before[starts[starts.count - count]...]
                if NearMiss.matches(candidate, label) { return String(candidate) }
            }
        }
        return nil
    }

    /// The start of each of the last `count` words of `text` (all of them when it has fewer), in
    /// order. Words are cut at spaces, so also at sentence stops («… lista. Cuando»); only the last
    /// few are read, whatever the length of the text before them.
    private func lastWordStarts(in text: Substring, count: Int) -> [String.Index] {
        var starts: [String.Index] = []
        var end = text.endIndex
        while starts.count < count, let last = text[..<end].lastIndex(where: { $0 != " " }) {
            end = text[..<last].lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex
            starts.append(end)
        }
        return starts.reversed()
    }

    /// A near miss at the start of `line`, where every phrase asked about is written.
    private func correction(_ kind: DiagnosticMessages.Phrase, written: String, intended: String, in line: String) -> Correction {
        Correction(phrase: kind, written: written, intended: intended, column: 1, corrected: intended + line.dropFirst(written.count))
    }
}
