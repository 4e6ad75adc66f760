/// `duoguide export --json`: the model as a documented public contract (docs/json-export.md).
/// Field names and meanings are stable within a `schemaVersion`; lines are 1-based source lines.
public struct JSONExporter {
    public static let schemaVersion = 1

    public init() {}

    public func export(_ corpus: Corpus) -> JSONValue {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("documents", .array(corpus.documents.map(document))),
            ("symbols", .array(corpus.symbols.map(symbol))),
            ("diagnostics", .array(corpus.diagnostics.map(diagnostic))),
        ])
    }

    func document(_ d: Document) -> JSONValue {
        .object([
            ("id", .string(d.id)),
            ("kind", .string(d.kind.rawValue)),
            ("language", .string(d.language)),
            ("source", .string(d.source)),
            ("title", .string(d.title)),
            ("translationGroup", .optional(d.translationGroup)),
            ("headings", .array(d.headings.map { .object([("line", .int($0.line)), ("text", .string($0.text)), ("anchor", .string($0.anchor))]) })),
            ("codeBlocks", .array(d.codeSamples.map {
                .object([("startLine", .int($0.startLine)), ("endLine", .int($0.endLine)),
                         ("framework", .optional($0.framework?.rawValue)), ("code", .string($0.code))])
            })),
            ("chapters", .array(d.chapters.map { chapter($0, language: d.language) })),
        ])
    }

    func chapter(_ c: Chapter, language: String) -> JSONValue {
        .object([
            ("id", .string(c.id)),
            ("kind", .string(c.kind.rawValue)),
            ("number", .optional(c.number)),
            ("title", .string(c.title)),
            ("line", .int(c.line)),
            ("objective", .optional(c.objective)),
            ("entries", .array(c.entries.map { e in
                .object([
                    ("title", .string(e.title)), ("availability", .optional(e.availability)), ("line", .int(e.line)),
                    ("description", .string(e.description)),
                    ("whenToUse", .optional(e.whenToUse)), ("whenNotToUse", .optional(e.whenNotToUse)),
                    ("symbols", .array(e.symbols.map(JSONValue.string))),
                ])
            })),
            ("checkpoints", .array(c.checkpoints.map { q in
                .object([
                    ("id", .string(q.id)), ("number", .int(q.number)), ("line", .int(q.line)),
                    ("question", .string(q.question)), ("answer", .string(q.answer)),
                    ("answerLine", .int(q.answerLine)),
                ])
            })),
        ])
    }

    func symbol(_ s: Symbol) -> JSONValue {
        func place(_ p: Symbol.Place) -> JSONValue {
            .object([("document", .string(p.document)), ("chapter", .optional(p.chapter)), ("line", .int(p.line))])
        }
        return .object([
            ("name", .string(s.name)),
            ("key", .string(s.key)),
            ("definitions", .array(s.definitions.map(place))),
            ("mentions", .array(s.mentions.map(place))),
        ])
    }

    func diagnostic(_ d: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(d.location.file)), ("line", .int(d.location.line)), ("column", .int(d.location.column)),
            ("severity", .string(d.severity.rawValue)), ("message", .string(d.message)),
        ])
    }
}
