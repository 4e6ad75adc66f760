/// The English text of the diagnostics about how the guide is written: near misses of the
/// locale's phrases and structure that would otherwise vanish. Kept in one place so their wording
/// stays consistent and tests can name them.
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
