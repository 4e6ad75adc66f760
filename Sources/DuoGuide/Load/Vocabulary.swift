import Foundation

/// `Content/locales/<language>.json`: every phrase the parser keys on in one language, and every
/// user-visible string of the site. Adding a language is adding one of these files (plus content).
public struct Vocabulary: Codable, Sendable {
    /// Fixed phrases of the source text, as they are written in this language.
    public struct ParserPhrases: Codable, Sendable {
        /// «Capítulo» in «Capítulo 4 · Título».
        public var chapter: String
        public var appendix: String
        public var caseStudy: String
        /// The separator between «Capítulo 4» and the title.
        public var titleSeparator: String
        /// Sentences that open a learning objective: «Al terminar podrás.»
        public var objectiveLeads: [String]
        /// Headings that open the numbered questions: «Punto de control».
        public var checkpointHeadings: [String]
        /// «Cuándo usarlo», matched with its colon (with or without a space before it).
        public var whenToUse: String
        public var whenNotToUse: String
        public var notYetLeads: [String]
        /// «Fuente», matched with its colon.
        public var source: String
        /// The appendix heading above the per-chapter answers.
        public var answersHeading: String
        /// «Respuestas.» opening the case study's answers paragraph.
        public var caseStudyAnswersLead: String
        /// Words prose uses to refer to chapters: «capítulo», «capítulos».
        public var chapterReferenceWords: [String]
        /// Words joining two chapter numbers: «capítulos 3 y 4», «capítulos 0 a 6».
        public var chapterReferenceJoiners: [String]
        /// Words too common to count as shared meaning when aligning answers to questions.
        public var stopwords: [String]
        /// Words offering alternatives in a question: «¿split u overlay?» → «o», «u».
        public var alternativeJoiners: [String]
        /// Words that negate what follows («no a la barra…»), so an answer naming both
        /// alternatives can still pick the one it does not reject.
        public var negations: [String]
        /// The words of a yes/no answer, yes first («Sí», «No»): a question asking yes or no gets
        /// them as its choices. Without them, such questions offer none.
        public var yesNo: [String]?
        /// Words that ask for something other than yes or no («por qué», «dónde», «cuál»), as
        /// written (accents tell «qué» from «que»); a question holding one is not a yes/no question.
        public var interrogatives: [String]?
        /// Interrogatives only where a clause starts: «Que se passe-t-il ?», not «un voile que…».
        public var leadingInterrogatives: [String]?
        /// Words asking how many («cuántas») and which («cuál»), so a question gets the numbers
        /// or the members of a set its chapter names as choices.
        public var howMany: [String]?, which: [String]?
        /// The words of 0, 1, 2, … in order, spellings of one number apart by spaces («un una uno»).
        public var numbers: [String]?
        /// Words joining a list's last item: «la columna lateral y la columna de contenido».
        public var listJoiners: [String]?
        /// English words of API names and their words in this language (`left` → «izquierda»,
        /// `hinge` → «bisagra»), so a question written with code meets an answer written in prose.
        public var codeGlossary: [String: [String]]
    }

    public var language: String
    /// The language's own name, for the language chooser: «Español».
    public var languageName: String
    public var parser: ParserPhrases
    /// Site strings by key. Templates ask for them as `t.key`.
    public var site: [String: String]

    /// The site string `key` with its `{name}` placeholders filled from `values`: whole sentences
    /// stay whole, so each language orders the words its own way. A placeholder without a value is
    /// left as written; a missing key falls back to the key itself (VocabularyTests keep every key
    /// present in every locale). Values are inserted once, never scanned for placeholders again.
    public func format(_ key: String, _ values: [String: String]) -> String {
        phrase(key).fill(values)
    }

    /// The site string `key` (or the key itself), cut into text and placeholders to be filled
    /// many times (see `format`).
    func phrase(_ key: String) -> PhraseTemplate {
        PhraseTemplate(site[key] ?? key)
    }
}
