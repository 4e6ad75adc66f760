import Foundation

/// Decodes the manifest and the locale files from `JSONReader`'s values, field by field, so a
/// mistake is reported with its place: a syntax error at its line and column, a missing or
/// mistyped field by its path (`parser.stopwords`).
enum ContentFile {
    /// Why a content JSON file cannot be used.
    enum Failure: Error, Equatable {
        case syntax(JSONReader.SyntaxError)
        case missingField(String)
        case wrongType(String, expected: String)
        case unreadable

        var message: String {
            switch self {
            case .syntax(let error): return "not valid JSON: \(error.message)"
            case .missingField(let path): return "missing field '\(path)'"
            case .wrongType(let path, let expected): return "wrong type at '\(path)' (expected \(expected))"
            case .unreadable: return "cannot read the file"
            }
        }

        /// Where the mistake is: a syntax error's own place, the top of the file otherwise.
        var line: Int { if case .syntax(let error) = self { error.line } else { 1 } }
        var column: Int { if case .syntax(let error) = self { error.column } else { 1 } }
    }

    static func decode<T>(_ data: Data, as make: (Fields) throws(Failure) -> T) throws(Failure) -> T {
        let value: JSONReader.Value
        do {
            value = try JSONReader.read(Array(data))
        } catch {
            throw .syntax(error)
        }
        return try make(Fields(value, path: ""))
    }

    /// The fields of one JSON object, read by name; `path` names the object in messages.
    struct Fields {
        let members: [String: JSONReader.Value]
        let path: String

        init(_ value: JSONReader.Value, path: String) throws(Failure) {
            guard case .object(let members) = value else { throw .wrongType(path.isEmpty ? "(top level)" : path, expected: "an object") }
            self.members = members
            self.path = path
        }

        private func pathOf(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

        private func required(_ key: String) throws(Failure) -> JSONReader.Value {
            guard let value = members[key] else { throw .missingField(pathOf(key)) }
            return value
        }

        func string(_ key: String) throws(Failure) -> String {
            guard case .string(let text) = try required(key) else { throw .wrongType(pathOf(key), expected: "a string") }
            return text
        }

        /// Absent or null is nil.
        func optionalString(_ key: String) throws(Failure) -> String? {
            switch members[key] {
            case nil, .null?: return nil
            case .string(let text)?: return text
            default: throw .wrongType(pathOf(key), expected: "a string")
            }
        }

        func strings(_ key: String) throws(Failure) -> [String] {
            guard case .array(let items) = try required(key) else { throw .wrongType(pathOf(key), expected: "a list of strings") }
            var strings: [String] = []
            for (k, item) in items.enumerated() {
                guard case .string(let text) = item else { throw .wrongType("\(pathOf(key)).\(k)", expected: "a string") }
                strings.append(text)
            }
            return strings
        }

        func object(_ key: String) throws(Failure) -> Fields {
            try Fields(required(key), path: pathOf(key))
        }

        func objects(_ key: String) throws(Failure) -> [Fields] {
            guard case .array(let items) = try required(key) else { throw .wrongType(pathOf(key), expected: "a list") }
            var objects: [Fields] = []
            for (k, item) in items.enumerated() { objects.append(try Fields(item, path: "\(pathOf(key)).\(k)")) }
            return objects
        }

        /// A string in NFC.
        func phrase(_ key: String) throws(Failure) -> String { try string(key).nfc }
        func phrases(_ key: String) throws(Failure) -> [String] { try strings(key).map(\.nfc) }
        /// Absent or null is nil.
        func optionalPhrases(_ key: String) throws(Failure) -> [String]? {
            switch members[key] {
            case nil, .null?: return nil
            default: return try phrases(key)
            }
        }

        /// Every field of this object as a string.
        func stringValues() throws(Failure) -> [String: String] {
            var values: [String: String] = [:]
            for key in members.keys { values[key] = try string(key) }
            return values
        }

        /// Every field of this object as a list of strings.
        func stringListValues() throws(Failure) -> [String: [String]] {
            var values: [String: [String]] = [:]
            for key in members.keys { values[key] = try strings(key) }
            return values
        }
    }
}

extension Manifest {
    init(_ f: ContentFile.Fields) throws(ContentFile.Failure) {
        var documents: [DocumentEntry] = []
        for entry in try f.objects("documents") {
            guard let kind = Document.Kind(rawValue: try entry.string("kind")) else {
                throw .wrongType("\(entry.path).kind", expected: "'guide' or 'article'")
            }
            documents.append(DocumentEntry(id: try entry.string("id"), kind: kind, language: try entry.string("language"),
                                           path: try entry.string("path"), slug: try entry.optionalString("slug")))
        }
        var translations: [TranslationGroup] = []
        for group in try f.objects("translations") {
            translations.append(TranslationGroup(id: try group.string("id"), documents: try group.strings("documents")))
        }
        self.init(languages: try f.strings("languages"), defaultLanguage: try f.string("defaultLanguage"), documents: documents,
                  translations: translations, notSymbols: try f.strings("notSymbols"), baseURL: try f.optionalString("baseURL"))
    }
}

extension Vocabulary {
    init(_ f: ContentFile.Fields) throws(ContentFile.Failure) {
        self.init(language: try f.string("language"), languageName: try f.string("languageName"),
                  parser: try ParserPhrases(f.object("parser")), site: try f.object("site").stringValues())
    }

    public static func load(from url: URL) throws -> Vocabulary {
        try ContentFile.decode(Data(contentsOf: url), as: Vocabulary.init)
    }
}

extension Vocabulary.ParserPhrases {
    /// The phrases are put in NFC, as Load puts the sources: the parser compares them with the text
    /// scalar by scalar.
    init(_ f: ContentFile.Fields) throws(ContentFile.Failure) {
        self.init(chapter: try f.phrase("chapter"), appendix: try f.phrase("appendix"), caseStudy: try f.phrase("caseStudy"),
                  titleSeparator: try f.phrase("titleSeparator"), objectiveLeads: try f.phrases("objectiveLeads"),
                  checkpointHeadings: try f.phrases("checkpointHeadings"), whenToUse: try f.phrase("whenToUse"),
                  whenNotToUse: try f.phrase("whenNotToUse"), notYetLeads: try f.phrases("notYetLeads"),
                  source: try f.phrase("source"), answersHeading: try f.phrase("answersHeading"),
                  caseStudyAnswersLead: try f.phrase("caseStudyAnswersLead"),
                  chapterReferenceWords: try f.phrases("chapterReferenceWords"),
                  chapterReferenceJoiners: try f.phrases("chapterReferenceJoiners"), stopwords: try f.phrases("stopwords"),
                  alternativeJoiners: try f.phrases("alternativeJoiners"), negations: try f.phrases("negations"),
                  yesNo: try f.optionalPhrases("yesNo"), interrogatives: try f.optionalPhrases("interrogatives"),
                  leadingInterrogatives: try f.optionalPhrases("leadingInterrogatives"), howMany: try f.optionalPhrases("howMany"),
                  which: try f.optionalPhrases("which"), numbers: try f.optionalPhrases("numbers"),
                  listJoiners: try f.optionalPhrases("listJoiners"),
                  codeGlossary: try f.object("codeGlossary").stringListValues().mapValues { $0.map(\.nfc) })
    }
}

extension String {
    var nfc: String { precomposedStringWithCanonicalMapping }
}
