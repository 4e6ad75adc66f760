/// Parses a guide: title, introduction, numbered chapters, the appendix and the case study.
/// Sections are cut at their header lines first; each section's paragraphs then go to a
/// `SectionParser` of the right context.
struct GuideParser {
    let file: SourceFile
    let entry: Manifest.DocumentEntry
    let vocabulary: Vocabulary
    let translationGroup: String?

    func parse(into log: inout DiagnosticLog) -> Document {
        let phrases = vocabulary.parser
        let corrector = PhraseCorrector(phrases: phrases)
        let paragraphs = RawParagraph.split(file.lines)
        let title = paragraphs.first?.text ?? ""

        // Cut into sections at header lines.
        var introParagraphs: [RawParagraph] = []
        var sections: [(SectionHeader, RawParagraph, [RawParagraph])] = []
        for p in paragraphs.dropFirst() {
            // A header, spelled right or nearly, has the separator: searched for once, not twice.
            let hasSeparator = p.isSingleLine && p.firstLine.containsBytes(phrases.titleSeparator)
            if hasSeparator, let header = SectionHeader.recognise(p.firstLine, phrases: phrases) {
                sections.append((header, p, []))
            } else if hasSeparator, let c = corrector.header(p.firstLine),
                      let header = SectionHeader.recognise(c.corrected, phrases: phrases) {
                // A header word nearly spelled: named once, then read as the header it nearly is.
                log.warning(file.location(line: p.startLine, column: c.column), DiagnosticMessages.nearMiss(c.written, c.phrase),
                            notes: [.help(DiagnosticMessages.didYouMean(c.intended))])
                sections.append((header, RawParagraph(startLine: p.startLine, lines: [c.corrected]), []))
            } else if sections.isEmpty {
                introParagraphs.append(p)
            } else {
                sections[sections.count - 1].2.append(p)
            }
        }

        var introParser = SectionParser(file: file, corrector: corrector, context: .intro, sectionID: "intro", log: log)
        introParser.parse(introParagraphs)
        log = introParser.log

        if !sections.contains(where: { $0.0.kind == .chapter }) {
            log.error(file.location(line: 1), DiagnosticMessages.noChapters(like: "\(phrases.chapter) 1\(phrases.titleSeparator)…"))
        }

        var chapters: [Chapter] = []
        var seen: [String: Int] = [:]
        for (index, (header, headerParagraph, body)) in sections.enumerated() {
            if let previousLine = seen[header.id] {
                log.error(file.location(line: headerParagraph.startLine),
                          DiagnosticMessages.duplicateSection(header.kind == .chapter ? header.number ?? 0 : nil, id: header.id, firstAt: previousLine))
                continue
            }
            seen[header.id] = headerParagraph.startLine
            let context: SectionParser.Context = switch header.kind {
            case .chapter: .chapter
            case .appendix: .appendix
            case .caseStudy: .caseStudy
            }
            var parser = SectionParser(file: file, corrector: corrector, context: context, sectionID: header.id, log: log)
            parser.parse(body)
            log = parser.log
            let endLine = index + 1 < sections.count ? sections[index + 1].1.startLine - 1 : file.lines.count
            chapters.append(Chapter(id: header.id, kind: header.kind, number: header.number, title: header.title,
                                    heading: headerParagraph.firstLine, line: headerParagraph.startLine,
                                    endLine: endLine, objective: parser.objective, blocks: parser.blocks,
                                    checkpoints: parser.questions))
        }
        return Document(id: entry.id, kind: .guide, language: entry.language, source: file.path, title: title,
                        intro: introParser.blocks, chapters: chapters, translationGroup: translationGroup,
                        slug: Slug.make(entry.slug ?? entry.id))
    }
}
