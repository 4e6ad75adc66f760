import Foundation

/// Recognises the lines that open a chapter, the appendix or the case study:
/// «Capítulo 4 · Título», «Apéndice · Título», «Buenas prácticas · Título».
struct SectionHeader: Equatable {
    var kind: Chapter.Kind
    var number: Int?
    var title: String

    var id: String {
        switch kind {
        case .chapter: return "chapter-\(number ?? 0)"
        case .appendix: return "appendix"
        case .caseStudy: return "case-study"
        }
    }

    static func recognise(_ line: String, phrases: Vocabulary.ParserPhrases) -> SectionHeader? {
        let sep = phrases.titleSeparator
        guard let sepRange = line.characterRange(of: sep) else { return nil }
        let head = String(line[..<sepRange.lowerBound])
        let title = String(line[sepRange.upperBound...]).trimmingSpaces()
        guard !title.isEmpty else { return nil }
        if head == phrases.appendix { return SectionHeader(kind: .appendix, number: nil, title: title) }
        if head == phrases.caseStudy { return SectionHeader(kind: .caseStudy, number: nil, title: title) }
        guard let rest = LeadPhrase.strip(phrases.chapter + " ", from: head),
              !rest.isEmpty, rest.count <= 6, rest.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(rest) else { return nil }
        return SectionHeader(kind: .chapter, number: number, title: title)
    }
}
