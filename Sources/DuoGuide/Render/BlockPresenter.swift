/// Turns parsed blocks into template values for one page: prose through the inline renderer, code
/// through the highlighter, consecutive entries grouped into one definition list, and a SwiftUI
/// sample next to its UIKit twin (optionally with their captions) grouped into one set of tabs.
///
/// The values depend on the page's language and folder only (links are relative): fragment ids
/// are written with the `idPrefix` and a checkpoint's quiz link is the `quizHref` of an enclosing
/// frame (the print page's chapter, the chapter page's `chapter`, or the layout's defaults), so one
/// chapter's blocks serve both its page and the print page (`SiteContext.chapterBlocks`).
struct BlockPresenter {
    let site: SiteContext
    let lang: String
    let pagePath: String
    let inline: InlineRenderer

    /// Each kind of block value's flag, which the blocks partial tells them apart by.
    static let kindFlags = ["isHeading", "isParagraph", "isCaption", "isCode", "isCodeTabs", "isEntries", "isBullets",
                            "isNumbered", "isCheckpoints", "isNotYet", "isSource", "isAnswers"]

    func present(_ blocks: [Block], checkpoints: [Checkpoint] = []) -> [TemplateValue] {
        var out: [TemplateValue] = []
        var i = 0
        while i < blocks.count {
            if let (tabs, consumed) = codeTabs(at: i, in: blocks) {
                out.append(tabs)
                i += consumed
                continue
            }
            if case .entry = blocks[i] {
                var entries: [Entry] = []
                while i < blocks.count, case .entry(let e) = blocks[i] { entries.append(e); i += 1 }
                out.append(.object(["isEntries": .bool(true), "items": .list(entries.map { entry($0) })]))
                continue
            }
            out.append(present(blocks[i], checkpoints: checkpoints))
            i += 1
        }
        return out
    }

    /// `isHeading`, `isParagraph`, … all false. A block value sets only its own flag: the blocks
    /// partial renders inside `{{#blockKinds}}` (the layout's, one per folder), so a flag a block
    /// does not have is found false one frame out, and no block carries a dozen flags of its own.
    static let kindDefaults = TemplateValue.object(TemplateObject(Dictionary(uniqueKeysWithValues: kindFlags.map { ($0, .bool(false)) })))

    private func html(_ text: String) -> TemplateValue { .html(inline.render(text)) }

    private func present(_ block: Block, checkpoints: [Checkpoint]) -> TemplateValue {
        switch block {
        case .heading(let h):
            return .object(["isHeading": .bool(true), "anchor": .string(h.anchor), "html": html(h.text)])
        case .paragraph(let p):
            return .object(["isParagraph": .bool(true), "id": .string("L\(p.line)"), "html": html(p.text)])
        case .caption(let p):
            return .object(["isCaption": .bool(true), "id": .string("L\(p.line)"), "html": html(p.text)])
        case .code(let c):
            return .object(TemplateObject([("isCode", .bool(true))] + code(c)))
        case .entry(let e):
            return .object(["isEntries": .bool(true), "items": .list([entry(e)])])
        case .bulletList(let items):
            return .object(["isBullets": .bool(true), "items": .list(items.map { .object(["id": .string("L\($0.line)"), "html": html($0.text)]) })])
        case .numberedList(let items):
            return .object(["isNumbered": .bool(true), "items": .list(items.enumerated().map { n, item in
                .object(["id": .string("L\(item.line)"), "number": .int(n + 1), "html": html(item.text)])
            })])
        case .checkpoints(let h, let numbers):
            let questions = checkpoints.filter { numbers.contains($0.number) }
            // The guide is found (and copied) once per block, not once per question.
            let guide = site.corpus.guide(language: lang)
            // Each question's storage key, so the page can show the reader's progress.
            let quiz = QuizData(site: site)
            let progressKeys = questions.map { q in guide.map { quiz.storageKey(q, guide: $0) } ?? q.id }
            return .object([
                "isCheckpoints": .bool(true), "anchor": .string(h.anchor), "headingHTML": html(h.text),
                "progressKeys": .string(progressKeys.joined(separator: " ")),
                "questions": .list(questions.map { q in
                    .object(["id": .string(q.id), "number": .int(q.number), "html": html(q.question)])
                }),
            ])
        case .notYet(let p):
            return .object(["isNotYet": .bool(true), "id": .string("L\(p.line)"), "lead": .string(p.lead ?? ""), "html": html(p.text)])
        case .source(let p):
            return .object(["isSource": .bool(true), "id": .string("L\(p.line)"), "lead": .string(p.lead ?? ""), "html": html(p.text)])
        case .answers(let chapterID, let p):
            let target = site.paths.chapter(lang, chapterID)
            return .object([
                "isAnswers": .bool(true), "id": .string("L\(p.line)"), "lead": .string(p.lead ?? ""),
                "leadHref": .string(site.paths.relative(from: pagePath, to: target)),
                "html": html(p.text),
            ])
        }
    }

    /// A sample's fields, which a tab extends (one literal: setting fields one by one grows it each time).
    private func code(_ c: CodeSample) -> [(String, TemplateValue)] {
        [
            ("id", .string("L\(c.startLine)")),
            ("framework", c.framework.map { .string($0.rawValue) } ?? .null),
            ("html", .html(site.highlight(c.code, lang: lang, from: pagePath))),
        ]
    }

    func entry(_ e: Entry) -> TemplateValue {
        .object([
            "anchor": .string(e.anchor),
            "lineID": .string("L\(e.line)"),
            "titleHTML": html(e.title),
            "availability": e.availability.map { .string($0) } ?? .null,
            "descriptionHTML": e.description.isEmpty ? .null : html(e.description),
            "useHTML": e.whenToUse.map { html($0) } ?? .null,
            "avoidHTML": e.whenNotToUse.map { html($0) } ?? .null,
            "hasUseAvoid": .bool(e.whenToUse != nil || e.whenNotToUse != nil),
        ])
    }

    /// [caption] SwiftUI code [caption] UIKit code (or UIKit first): one tab set.
    private func codeTabs(at start: Int, in blocks: [Block]) -> (TemplateValue, Int)? {
        var i = start
        var panels: [(Paragraph?, CodeSample)] = []
        while panels.count < 2, i < blocks.count {
            var caption: Paragraph?
            if case .caption(let p) = blocks[i], i + 1 < blocks.count, case .code = blocks[i + 1] {
                caption = p
                i += 1
            }
            guard case .code(let c) = blocks[i], c.framework != nil else { return nil }
            panels.append((caption, c))
            i += 1
        }
        guard panels.count == 2, let f0 = panels[0].1.framework, let f1 = panels[1].1.framework, f0 != f1 else { return nil }
        let group = "tabs-L\(panels[0].1.startLine)"
        let tabs: [TemplateValue] = panels.enumerated().map { n, panel in
            .object(TemplateObject(code(panel.1) + [
                ("tabID", .string("\(group)-tab-\(n)")),
                ("panelID", .string("\(group)-panel-\(n)")),
                ("selected", .bool(n == 0)),
                ("captionHTML", panel.0.map { html($0.text) } ?? .null),
                ("captionID", panel.0.map { .string("L\($0.line)") } ?? .null),
            ]))
        }
        return (.object(["isCodeTabs": .bool(true), "tabs": .list(tabs)]), i - start)
    }
}
