/// The English text of every diagnostic about the content: the folder and its files, the guide's
/// structure, its answers and its translations. Kept in one place so their wording stays
/// consistent and tests can name them.
enum DiagnosticMessages {
    /// The fixed phrases of a locale, as a diagnostic names them.
    enum Phrase: String, Sendable {
        case chapter = "chapter heading"
        case appendix = "appendix heading"
        case caseStudy = "case-study heading"
        case objectiveLead = "objective lead"
        case checkpointHeading = "checkpoint heading"
        case answersHeading = "answers heading"
        case chapterAnswersLead = "chapter answers lead"
        case caseStudyAnswersLead = "case-study answers lead"
        case notYetLead = "'not yet' lead"
        case source = "source label"
        case whenToUse = "'when to use' label"
        case whenNotToUse = "'when not to use' label"
    }

    static func nearMiss(_ written: String, _ phrase: Phrase) -> String {
        "«\(written)» is not spelled as the locale's \(phrase.rawValue); read as if it were"
    }

    static func didYouMean(_ phrase: String) -> String {
        "did you mean «\(phrase)»?"
    }

    static func entryMissingLabel(present: String, missing: String) -> String {
        "entry has «\(present)» but no «\(missing)»"
    }

    static func entryLabelsDiffer(_ language: String) -> String {
        "entry's labels differ from the same entry in '\(language)'"
    }

    static func sameLineInTranslation(_ language: String) -> String {
        "the same place in '\(language)'"
    }
}

extension DiagnosticMessages {
    static func questionNumberedOtherwise(_ written: String, _ number: Int) -> String {
        "question numbered «\(written)»; read as question \(number)"
    }

    static func questionNumberingHelp(_ number: Int) -> String {
        "questions are numbered «\(number). …»"
    }

    static func chapterNumberSkips(from previous: Int, to number: Int) -> String {
        "chapter numbers skip from \(previous) to \(number)"
    }

    static func missingChapterReference(_ number: Int) -> String {
        "reference to chapter \(number), which this guide does not have"
    }

    static func anchorTaken(_ heading: String, _ anchor: String, given: String) -> String {
        "heading «\(heading)» would take the anchor '#\(anchor)', which the page already uses; it gets '#\(given)'"
    }
}

extension DiagnosticMessages {
    static func answersInAnotherOrder(_ chapterID: String, _ order: [Int]) -> String {
        "answers of \(chapterID) read as if written in the order of questions \(order.map { String($0) }.joined(separator: ", ")); they are aligned in the written order"
    }

    static func answersOrderHelp(_ count: Int) -> String {
        "write the answers in the order of the questions, 1 to \(count)"
    }
}

extension DiagnosticMessages {
    static func possiblyOutOfDate(_ chapterID: String, original: String) -> String {
        "\(chapterID) may be out of date: its original in \(original) changed after this translation was recorded"
    }

    static let originalChapter = "the original chapter"

    static let updateTranslationRecord = "once the translation matches it again, run 'duoguide translations --update'"

    /// Chapters missing and extra, or the same chapters in another order.
    static func differentChapters(than original: String, missing: [String], extra: [String]) -> String {
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("extra \(extra.joined(separator: ", "))") }
        return "translation has different chapters than \(original): " + (parts.isEmpty ? ["chapters in a different order"] : parts).joined(separator: "; ")
    }

    static func notTranslatedYet(_ chapterID: String) -> String {
        "\(chapterID) is not translated yet; the site shows the original in its place, marked as not yet translated"
    }

    static func wouldCome(before: Bool) -> String {
        "it would come \(before ? "before" : "after") this chapter, as in the original"
    }
}

// The content folder, the manifest and the files it names.
extension DiagnosticMessages {
    static let cannotReadManifest = "cannot read the manifest (missing or unreadable file)"
    static let cannotReadSource = "cannot read file (missing or unreadable)"
    static let noLanguages = "the manifest lists no languages"

    static func cannotRead(_ file: String) -> String { "cannot read \(file)" }
    static func invalidFile(_ what: String, _ problem: String) -> String { "invalid \(what): \(problem)" }

    static func defaultLanguageNotListed(_ language: String, _ languages: [String]) -> String {
        "default language '\(language)' is not one of the languages (\(languages.joined(separator: ", ")))"
    }

    static func invalidLanguageCode(_ code: String) -> String {
        "invalid language code '\(code)' (expected a code such as 'es' or 'pt-BR')"
    }

    static func noLocaleFile(_ language: String, _ path: String) -> String { "unknown language '\(language)': there is no \(path)" }
    static func duplicateDocument(_ id: String) -> String { "duplicate document id '\(id)'" }

    static func unknownLanguage(_ language: String, document: String, _ languages: [String]) -> String {
        "unknown language '\(language)' for document '\(document)' (languages: \(languages.joined(separator: ", ")))"
    }

    /// Two documents that would be one page: a second guide in a language, or an article's name.
    static func samePage(_ document: String, secondGuideIn language: String?, as other: String) -> String {
        "document '\(document)': " + (language.map { "a second guide in language '\($0)'" } ?? "its page name is the same as '\(other)'")
    }

    static func pathOutsideContent(_ path: String) -> String { "document path '\(path)' must stay inside the content folder" }
    static func unknownDocumentInGroup(_ group: String, _ id: String) -> String {
        "translation group '\(group)' names unknown document '\(id)'"
    }
}

extension SourceDecoder.Failure {
    var message: String {
        switch self {
        case .empty: "file is empty"
        case .tooLarge(let n): "file is \(n) bytes; the limit is \(SourceDecoder.maximumBytes) bytes"
        case .binary(let offset): "binary content (NUL byte at byte offset \(offset))"
        case .invalidUTF8(let offset, _, _): "invalid UTF-8 at byte offset \(offset)"
        }
    }
}

extension ContentFile.Failure {
    var message: String {
        switch self {
        case .syntax(let error): "not valid JSON: \(error.message)"
        case .missingField(let path): "missing field '\(path)'"
        case .wrongType(let path, let expected): "wrong type at '\(path)' (expected \(expected))"
        case .invalidValue(let path): "invalid value at '\(path)'"
        case .unreadable: "cannot read the file"
        }
    }
}

// The guide's structure: chapters, questions and code samples.
extension DiagnosticMessages {
    static func noChapters(like example: String) -> String { "no chapters found (expected lines like '\(example)')" }

    /// A chapter number (or, for another section, nil and its id) met a second time.
    static func duplicateSection(_ chapter: Int?, id: String, firstAt line: Int) -> String {
        "duplicate " + (chapter.map { "chapter number \($0)" } ?? "section '\(id)'") + " (first at line \(line))"
    }

    static func questionNumberGap(expected: Int, found: Int) -> String { "gap in question numbering: expected question \(expected), found \(found)" }
    static func duplicateQuestion(_ number: Int) -> String { "duplicate question number \(number)" }
    static func checkpointsWithoutQuestions(_ heading: String) -> String {
        "checkpoint heading '\(heading)' is not followed by numbered questions"
    }

    static let unopenedBracket = "unbalanced brackets in code sample: closing bracket without an opening one"
    static func unclosedBracket(_ bracket: Character) -> String { "unbalanced brackets in code sample: '\(bracket)' is never closed" }
}

// Answers, and what a translation must share with its original.
extension DiagnosticMessages {
    static func surplusAnswers(_ target: String) -> String { "surplus answers: '\(target)' already has an answers paragraph" }

    /// Answers for a chapter without questions, or (`exists` false) for no chapter at all.
    static func answersForNoQuestions(_ target: String, exists: Bool) -> String {
        "surplus answers: \(target) " + (exists ? "has no checkpoint questions" : "does not exist")
    }

    static func missingAnswer(_ number: Int, _ chapter: String) -> String {
        "missing answer: question \(number) of \(chapter) has no answers paragraph"
    }

    static func fewerAnswerSentences(_ sentences: Int, than questions: Int, _ chapter: String) -> String {
        "fewer answer sentences (\(sentences)) than questions (\(questions)) for \(chapter)"
    }

    static func countDiffers(_ chapter: String, _ what: String, _ count: Int, than place: String, _ original: Int) -> String {
        "\(chapter) has \(count) \(what); \(place) has \(original)"
    }

    static func codeSampleDiffers(from place: String) -> String { "code sample differs from the translation in \(place)" }
}
