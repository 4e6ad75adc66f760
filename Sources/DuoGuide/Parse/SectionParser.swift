/// Turns the paragraphs of one section (a chapter, the appendix, the case study, an article body or
/// a guide's introduction) into blocks. One method per kind of block; the order of the checks in
/// `parseBlock` is the order of precedence.
struct SectionParser {
    enum Context { case chapter, appendix, caseStudy, article, intro }

    let file: SourceFile
    let phrases: Vocabulary.ParserPhrases
    /// The document's, which folds the phrases it looks for once.
    let corrector: PhraseCorrector
    let context: Context
    var log: DiagnosticLog
    private(set) var blocks: [Block] = []
    private(set) var objective: String?
    private(set) var questions: [Checkpoint] = []
    private var anchors: SlugAllocator
    private var inAnswers = false
    private var entryCount = 0
    /// The last paragraph `isCode` judged, by start line, and the verdict: `parseCode` asks again
    /// about the paragraph `parseBlock` just asked about, and `parseBlock` about the one that
    /// ended a sample.
    private var lastCodeVerdict: (startLine: Int, isCode: Bool)?
    let sectionID: String

    /// Fragment ids the page template uses itself; headings never take them.
    static let reservedAnchors = ["main", "top", "objective", "quiz", "content", "toc", "search"]

    init(file: SourceFile, corrector: PhraseCorrector, context: Context, sectionID: String, log: DiagnosticLog) {
        self.file = file
        self.phrases = corrector.phrases
        self.corrector = corrector
        self.context = context
        self.sectionID = sectionID
        self.log = log
        self.anchors = SlugAllocator(reserved: Self.reservedAnchors)
    }

    mutating func parse(_ paragraphs: [RawParagraph]) {
        var reader = ParagraphReader(paragraphs)
        while reader.current != nil { parseBlock(&reader) }
    }

    private mutating func parseBlock(_ reader: inout ParagraphReader) {
        guard let p = reader.current else { return }
        let first = p.firstLine
        // The paragraph's lines joined once: the lead phrases below each ask for the whole text.
        let text = p.text

        if context != .article, context != .intro, objective == nil, blocks.isEmpty,
           let rest = phrases.objectiveLeads.lazy.compactMap({ LeadPhrase.strip($0, from: text) }).first {
            objective = rest
            _ = reader.read()
            return
        }
        if p.isSingleLine, phrases.checkpointHeadings.contains(first), context == .chapter || context == .caseStudy {
            _ = reader.read()
            parseCheckpoints(heading: p, &reader)
            return
        }
        if p.isSingleLine, context == .appendix, first == phrases.answersHeading {
            inAnswers = true
            appendHeading(p)
            _ = reader.read()
            return
        }
        if context == .appendix, inAnswers, let (number, rest) = chapterAnswerLead(text) {
            blocks.append(.answers(chapterID: "chapter-\(number)", Paragraph(line: p.startLine, text: rest, lead: "\(phrases.chapter) \(number).")))
            _ = reader.read()
            return
        }
        if context == .caseStudy, let rest = LeadPhrase.strip(phrases.caseStudyAnswersLead, from: text) {
            blocks.append(.answers(chapterID: sectionID, Paragraph(line: p.startLine, text: rest, lead: phrases.caseStudyAnswersLead)))
            _ = reader.read()
            return
        }
        if let (lead, rest) = phrases.notYetLeads.lazy.compactMap({ l in LeadPhrase.strip(l, from: text).map { (l, $0) } }).first {
            blocks.append(.notYet(Paragraph(line: p.startLine, text: rest, lead: lead)))
            _ = reader.read()
            return
        }
        if let rest = LeadPhrase.stripLabel(phrases.source, from: text) {
            blocks.append(.source(Paragraph(line: p.startLine, text: rest, lead: phrases.source)))
            _ = reader.read()
            return
        }
        if first.hasCharacterPrefix("•") {
            parseBullets(&reader)
            return
        }
        if NumberedItem.parse(first) != nil {
            parseNumberedList(&reader)
            return
        }
        if isCode(p) {
            parseCode(&reader)
            return
        }
        if let corrected = nearMiss(p, next: reader.next) {
            // Named once, then read as the phrase it nearly is, so nothing downstream trips on it.
            reader.replaceCurrent(with: corrected)
            parseBlock(&reader)
            return
        }
        _ = reader.read()
        if p.isSingleLine, first.hasSuffix(":") {
            blocks.append(.caption(Paragraph(line: p.startLine, text: first)))
        } else if p.isSingleLine, let heading = HeadingDetector.headingText(first, context: context) {
            appendHeading(RawParagraph(startLine: p.startLine, lines: [heading]))
        } else {
            blocks.append(.paragraph(Paragraph(line: p.startLine, text: text)))
        }
    }

    /// The paragraph with a nearly spelled phrase at its start spelled right, after a warning.
    private mutating func nearMiss(_ p: RawParagraph, next: RawParagraph?) -> RawParagraph? {
        let situation = PhraseCorrector.Situation(
            context: context, expectsObjective: objective == nil && blocks.isEmpty, inAnswers: inAnswers,
            nextIsQuestion: next.map { $0.isSingleLine && NumberedItem.parse($0.firstLine) != nil } ?? false)
        guard let c = corrector.paragraph(p, situation), c.corrected != p.firstLine else { return nil }
        log.warning(file.location(line: p.startLine, column: c.column), DiagnosticMessages.nearMiss(c.written, c.phrase),
                    notes: [.help(DiagnosticMessages.didYouMean(c.intended))])
        var corrected = p
        corrected.lines[0] = c.corrected
        return corrected
    }

    /// An entry's text with nearly spelled labels spelled right, after a warning for each; and a
    /// warning when it has one label and not the other, whose text would otherwise go to the wrong box.
    private mutating func entry(_ item: Paragraph, anchor: String) -> Entry {
        var entry = EntryParser.parse(item.text, line: item.line, anchor: anchor, phrases: phrases)
        // With both labels found there is no nearly spelled one to look for.
        if entry.whenToUse == nil || entry.whenNotToUse == nil {
            let sourceLine = item.line <= file.lines.count ? file.lines[item.line - 1] : ""
            let (text, corrections) = corrector.entryLabels(item.text, line: sourceLine)
            for c in corrections {
                log.warning(file.location(line: item.line, column: c.column), DiagnosticMessages.nearMiss(c.written, c.phrase),
                            notes: [.help(DiagnosticMessages.didYouMean(c.intended))])
            }
            if !corrections.isEmpty { entry = EntryParser.parse(text, line: item.line, anchor: anchor, phrases: phrases) }
        }
        if (entry.whenToUse == nil) != (entry.whenNotToUse == nil) {
            let (present, missing) = entry.whenToUse == nil ? (phrases.whenNotToUse, phrases.whenToUse) : (phrases.whenToUse, phrases.whenNotToUse)
            log.warning(file.location(line: item.line), DiagnosticMessages.entryMissingLabel(present: present, missing: missing))
        }
        return entry
    }

    private mutating func appendHeading(_ p: RawParagraph) {
        blocks.append(.heading(Heading(line: p.startLine, text: p.firstLine, anchor: allocateAnchor(p))))
    }

    /// A heading's anchor; a warning when its own would be one the page already uses, since
    /// links written to it by hand would land elsewhere.
    private mutating func allocateAnchor(_ p: RawParagraph) -> String {
        // A slug is its own slug: folded once, not once here and again in the allocator.
        let own = Slug.make(p.firstLine)
        let anchor = anchors.allocate(own)
        if anchor != own, SectionParser.reservedAnchors.contains(own) {
            log.warning(file.location(line: p.startLine), DiagnosticMessages.anchorTaken(p.firstLine, own, given: anchor))
        }
        return anchor
    }

    /// «Capítulo 4. La selección…» → (4, «La selección…»).
    private func chapterAnswerLead(_ text: String) -> (Int, String)? {
        guard let rest = LeadPhrase.strip(phrases.chapter + " ", from: text),
              let dot = rest.firstIndex(of: "."), let number = Int(rest[..<dot]) else { return nil }
        return (number, String(rest[rest.index(after: dot)...]).trimmingSpaces())
    }

    private mutating func parseCheckpoints(heading: RawParagraph, _ reader: inout ParagraphReader) {
        let h = Heading(line: heading.startLine, text: heading.firstLine, anchor: allocateAnchor(heading))
        var numbers: [Int] = []
        var expected = 1
        while let p = reader.current, p.isSingleLine, let item = NumberedItem.parse(p.firstLine) ?? otherNumbering(p) {
            _ = reader.read()
            if item.number != expected {
                log.error(file.location(line: p.startLine),
                          DiagnosticMessages.questionNumberGap(expected: expected, found: item.number))
            }
            expected = item.number + 1
            let id = "\(sectionID)-q\(item.number)"
            if questions.contains(where: { $0.id == id }) {
                log.error(file.location(line: p.startLine), DiagnosticMessages.duplicateQuestion(item.number))
                continue
            }
            questions.append(Checkpoint(id: id, number: item.number, line: p.startLine, question: item.text))
            numbers.append(item.number)
        }
        if numbers.isEmpty {
            log.error(file.location(line: heading.startLine), DiagnosticMessages.checkpointsWithoutQuestions(heading.firstLine))
        }
        blocks.append(.checkpoints(h, numbers))
    }

    /// «2) ¿…?» under a checkpoint heading: a question numbered another way, read as one after a
    /// warning rather than left as a stray paragraph.
    private mutating func otherNumbering(_ p: RawParagraph) -> NumberedItem? {
        guard let item = NumberedItem.parse(p.firstLine, closer: ")") else { return nil }
        log.warning(file.location(line: p.startLine), DiagnosticMessages.questionNumberedOtherwise("\(item.number))", item.number),
                    notes: [.help(DiagnosticMessages.questionNumberingHelp(item.number))])
        return item
    }

    private mutating func parseBullets(_ reader: inout ParagraphReader) {
        let bulletEntries = context == .chapter || context == .caseStudy
        var items: [Paragraph] = []
        while let p = reader.current, p.firstLine.hasCharacterPrefix("•") {
            _ = reader.read()
            // One bullet per line; a line without its own bullet continues the previous one.
            var lineItems: [Paragraph] = []
            for (offset, line) in p.lines.enumerated() {
                if line.hasCharacterPrefix("•") {
                    lineItems.append(Paragraph(line: p.startLine + offset, text: String(line.dropFirst()).trimmingSpaces()))
                } else if !lineItems.isEmpty {
                    lineItems[lineItems.count - 1].text += " " + line.trimmingSpaces()
                }
            }
            if bulletEntries {
                for item in lineItems {
                    entryCount += 1
                    blocks.append(.entry(entry(item, anchor: "\(sectionID)-entry-\(entryCount)")))
                }
            } else {
                items.append(contentsOf: lineItems)
            }
        }
        if !items.isEmpty { blocks.append(.bulletList(items)) }
    }

    private mutating func parseNumberedList(_ reader: inout ParagraphReader) {
        var items: [Paragraph] = []
        while let p = reader.current, p.isSingleLine, let item = NumberedItem.parse(p.firstLine) {
            _ = reader.read()
            items.append(Paragraph(line: p.startLine, text: item.text, lead: "\(item.number)."))
        }
        if items.isEmpty, let p = reader.read() {
            // A multi-line paragraph that merely starts with a number: keep it as prose.
            blocks.append(.paragraph(Paragraph(line: p.startLine, text: p.text)))
            return
        }
        blocks.append(.numberedList(items))
    }

    /// Consecutive code paragraphs form one sample while braces stay open (a `struct` may close two
    /// paragraphs later) or while the previous paragraph holds only imports.
    private mutating func parseCode(_ reader: inout ParagraphReader) {
        var balance = BraceBalance()
        var lines: [String] = []
        var sourceLines: [Int] = []
        var start = 0
        var end = 0
        var onlyImports = true
        while let p = reader.current, isCode(p) || (!lines.isEmpty && balance.depth > 0 && looksLikeCodeContinuation(p)) {
            if !lines.isEmpty {
                guard balance.depth > 0 || onlyImports else { break }
                // One empty line between paragraphs, however many blank lines the source had.
                lines.append("")
                sourceLines.append(end + 1)
            } else {
                start = p.startLine
            }
            _ = reader.read()
            for (offset, line) in p.lines.enumerated() {
                balance.scan(line: line, lineNumber: p.startLine + offset)
                lines.append(line)
                sourceLines.append(p.startLine + offset)
            }
            onlyImports = p.lines.allSatisfy { $0.hasPrefix("import ") }
            end = p.endLine
        }
        if let under = balance.firstUnderflow {
            log.error(file.location(line: under.line, column: under.column), DiagnosticMessages.unopenedBracket)
        } else if let unclosed = balance.open.last {
            log.error(file.location(line: unclosed.line, column: unclosed.column), DiagnosticMessages.unclosedBracket(unclosed.char))
        }
        let code = lines.joined(separator: "\n")
        blocks.append(.code(CodeSample(startLine: start, endLine: end, code: code, framework: FrameworkClassifier.classify(code),
                                       sourceLines: sourceLines)))
    }

    private mutating func isCode(_ p: RawParagraph) -> Bool {
        if let last = lastCodeVerdict, last.startLine == p.startLine { return last.isCode }
        let verdict = CodeDetector.isCode(p)
        lastCodeVerdict = (p.startLine, verdict)
        return verdict
    }

    /// Inside an open brace, a paragraph of bare identifiers or indented lines is still code.
    private func looksLikeCodeContinuation(_ p: RawParagraph) -> Bool {
        p.lines.allSatisfy { $0.hasPrefix(" ") || CodeDetector.isBareIdentifier($0) || $0.hasPrefix("}") }
    }
}

/// «3. ¿Por qué…?» → (3, «¿Por qué…?»).
struct NumberedItem {
    var number: Int
    var text: String

    static func parse(_ line: String, closer: Character = ".") -> NumberedItem? {
        // Most lines do not start with a digit; a first Character that is an ASCII digit is a
        // first byte that is one.
        guard let first = line.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return nil }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let n = Int(digits) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.first == closer, rest.dropFirst().first == " " else { return nil }
        let text = String(rest.dropFirst(2)).trimmingSpaces()
        return text.isEmpty ? nil : NumberedItem(number: n, text: text)
    }
}

/// A sub-heading is a short line with no final period. Article 002 ends its headings with a stray
/// '#'; article 003 writes them as questions (short, opening with «¿»).
enum HeadingDetector {
    static let maximumLength = 120

    static func headingText(_ line: String, context: SectionParser.Context) -> String? {
        var text = line
        if text.hasSuffix("#") {
            // A stray '#' closing the line marks a heading whatever its punctuation.
            text = String(text.dropLast(text.reversed().prefix { $0 == "#" }.count)).trimmingSpaces()
            return text.isEmpty || text.count > maximumLength ? nil : text
        }
        // The last Character first: it rules out most prose without counting the line (no more Characters than bytes).
        guard let last = text.last, !".!:;,»".contains(last),
              text.utf8.count <= maximumLength || text.count <= maximumLength else { return nil }
        if text.hasSuffix("?") {
            guard context == .article || context == .intro, text.first == "¿" || text.count <= 80 else { return nil }
        }
        return text
    }
}
