import Foundation

/// Matching of the fixed phrases that open a paragraph («Fuente:», «Al terminar podrás.»).
/// French puts a space before the colon («Source :»); both spellings are accepted.
enum LeadPhrase {
    /// If `text` starts with `phrase` (exactly), returns the rest with leading spaces removed.
    static func strip(_ phrase: String, from text: String) -> String? {
        guard !phrase.isEmpty, text.hasCharacterPrefix(phrase) else { return nil }
        return String(text.dropFirst(phrase.count)).trimmingLeadingSpaces()
    }

    /// `label:` or `label :` at the start of `text`; returns the rest.
    static func stripLabel(_ label: String, from text: String) -> String? {
        [label + ":", label + " :"].lazy.compactMap { strip($0, from: text) }.first
    }

    /// The first occurrence of `label:` / `label :` in `text`, as the range of the label with its colon.
    static func findLabel(_ label: String, in text: String) -> Range<String.Index>? {
        [label + ":", label + " :"].compactMap { text.characterRange(of: $0) }.min { $0.lowerBound < $1.lowerBound }
    }
}
