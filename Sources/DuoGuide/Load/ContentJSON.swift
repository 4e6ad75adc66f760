import Foundation

/// The manifest and the locale files as `JSONReader` reads them, field by field as their `Codable`
/// definitions name them. Nil whenever a field is missing or of another type: `decode` then asks
/// JSONDecoder, whose error the diagnostic describes, so this file never words a failure itself.
enum ContentJSON {
    /// `JSONDecoder().decode(type, from: data)`, through `JSONReader` when it reads `data`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, reading: (JSONReader.Value) -> T?) throws -> T {
        let fast = data.withUnsafeBytes { raw in JSONReader.read(raw.bindMemory(to: UInt8.self)).flatMap(reading) }
        if let fast { return fast }
        return try JSONDecoder().decode(type, from: data)
    }

    /// `decodeIfPresent` of a String: absent or null is nil; the outer nil means another type.
    static func optionalString(_ value: JSONReader.Value?) -> String?? {
        switch value {
        case nil, .null?: return .some(nil)
        case .string(let s)?: return .some(s)
        default: return nil
        }
    }
}

extension Manifest {
    init?(json: JSONReader.Value) {
        guard let fields = json.object,
              let languages = fields["languages"]?.strings,
              let defaultLanguage = fields["defaultLanguage"]?.string,
              case .array(let documentValues)? = fields["documents"],
              case .array(let groupValues)? = fields["translations"],
              let notSymbols = fields["notSymbols"]?.strings,
              let baseURL = ContentJSON.optionalString(fields["baseURL"]) else { return nil }
        var documents: [DocumentEntry] = []
        for value in documentValues {
            guard let entry = DocumentEntry(json: value) else { return nil }
            documents.append(entry)
        }
        var translations: [TranslationGroup] = []
        for value in groupValues {
            guard let group = value.object, let id = group["id"]?.string, let members = group["documents"]?.strings else { return nil }
            translations.append(TranslationGroup(id: id, documents: members))
        }
        self.init(languages: languages, defaultLanguage: defaultLanguage, documents: documents, translations: translations,
                  notSymbols: notSymbols, baseURL: baseURL)
    }
}

extension Manifest.DocumentEntry {
    init?(json: JSONReader.Value) {
        guard let fields = json.object,
              let id = fields["id"]?.string,
              let kind = fields["kind"]?.string.flatMap(Document.Kind.init(rawValue:)),
              let language = fields["language"]?.string,
              let path = fields["path"]?.string,
              let slug = ContentJSON.optionalString(fields["slug"]) else { return nil }
        self.init(id: id, kind: kind, language: language, path: path, slug: slug)
    }
}

extension Vocabulary {
    init?(json: JSONReader.Value) {
        guard let fields = json.object,
              let language = fields["language"]?.string,
              let languageName = fields["languageName"]?.string,
              let parser = fields["parser"].flatMap(ParserPhrases.init(json:)),
              let siteValues = fields["site"]?.object else { return nil }
        var site: [String: String] = [:]
        site.reserveCapacity(siteValues.count)
        for (key, value) in siteValues {
            guard let text = value.string else { return nil }
            site[key] = text
        }
        self.init(language: language, languageName: languageName, parser: parser, site: site)
    }
}

extension Vocabulary.ParserPhrases {
    init?(json: JSONReader.Value) {
        guard let f = json.object,
              let chapter = f["chapter"]?.string,
              let appendix = f["appendix"]?.string,
              let caseStudy = f["caseStudy"]?.string,
              let titleSeparator = f["titleSeparator"]?.string,
              let objectiveLeads = f["objectiveLeads"]?.strings,
              let checkpointHeadings = f["checkpointHeadings"]?.strings,
              let whenToUse = f["whenToUse"]?.string,
              let whenNotToUse = f["whenNotToUse"]?.string,
              let notYetLeads = f["notYetLeads"]?.strings,
              let source = f["source"]?.string,
              let answersHeading = f["answersHeading"]?.string,
              let caseStudyAnswersLead = f["caseStudyAnswersLead"]?.string,
              let chapterReferenceWords = f["chapterReferenceWords"]?.strings,
              let chapterReferenceJoiners = f["chapterReferenceJoiners"]?.strings,
              let stopwords = f["stopwords"]?.strings,
              let alternativeJoiners = f["alternativeJoiners"]?.strings,
              let negations = f["negations"]?.strings,
              let glossaryValues = f["codeGlossary"]?.object else { return nil }
        var codeGlossary: [String: [String]] = [:]
        codeGlossary.reserveCapacity(glossaryValues.count)
        for (word, value) in glossaryValues {
            guard let translations = value.strings else { return nil }
            codeGlossary[word] = translations
        }
        self.init(chapter: chapter, appendix: appendix, caseStudy: caseStudy, titleSeparator: titleSeparator,
                  objectiveLeads: objectiveLeads, checkpointHeadings: checkpointHeadings, whenToUse: whenToUse,
                  whenNotToUse: whenNotToUse, notYetLeads: notYetLeads, source: source, answersHeading: answersHeading,
                  caseStudyAnswersLead: caseStudyAnswersLead, chapterReferenceWords: chapterReferenceWords,
                  chapterReferenceJoiners: chapterReferenceJoiners, stopwords: stopwords,
                  alternativeJoiners: alternativeJoiners, negations: negations, codeGlossary: codeGlossary)
    }
}
