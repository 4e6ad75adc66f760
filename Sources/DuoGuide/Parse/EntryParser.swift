import Foundation

/// Parses a bullet entry: «Title (iOS 27.1). Description. Cuándo usarlo: … Cuándo no usarlo: …».
enum EntryParser {
    /// `text` is the bullet's text without the «• ».
    static func parse(_ text: String, line: Int, anchor: String, phrases: Vocabulary.ParserPhrases) -> Entry {
        let (rawTitle, rest) = splitTitle(text)
        let (title, availability) = splitAvailability(rawTitle)
        var description = rest, whenToUse: String?, whenNotToUse: String?
        // The description runs to the first label, each label's text to the next or the end; with
        // «when not to use» first, neither is read.
        let use = LeadPhrase.findLabel(phrases.whenToUse, in: rest), avoid = LeadPhrase.findLabel(phrases.whenNotToUse, in: rest)
        if let use, avoid.map({ use.lowerBound < $0.lowerBound }) ?? true {
            description = String(rest[..<use.lowerBound])
            whenToUse = String(rest[use.upperBound..<(avoid?.lowerBound ?? rest.endIndex)])
        }
        if let avoid, use.map({ $0.lowerBound < avoid.lowerBound }) ?? true {
            if use == nil { description = String(rest[..<avoid.lowerBound]) }
            whenNotToUse = String(rest[avoid.upperBound...])
        }
        return Entry(line: line, title: title, availability: availability,
                     description: description.trimmingSpaces(),
                     whenToUse: whenToUse?.trimmingSpaces(), whenNotToUse: whenNotToUse?.trimmingSpaces(),
                     anchor: anchor)
    }

    /// The title is the text up to the first '. ' outside parentheses (the whole text if none).
    static func splitTitle(_ text: String) -> (String, String) {
        var depth = 0
        // The marks are ASCII: a byte equal to one is that scalar.
        let utf8 = text.utf8
        for i in utf8.indices {
            if utf8[i] == UInt8(ascii: "(") { depth += 1 } else if utf8[i] == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            guard utf8[i] == UInt8(ascii: "."), depth == 0 else { continue }
            let next = utf8.index(after: i)
            if next == utf8.endIndex { return (String(text[..<i]), "") }
            if utf8[next] == UInt8(ascii: " ") { return (String(text[..<i]), String(text[utf8.index(after: next)...])) }
        }
        return (text, "")
    }

    /// «toolbarVerticalBehavior (iOS 27.1)» → («toolbarVerticalBehavior», «iOS 27.1»).
    static func splitAvailability(_ title: String) -> (String, String?) {
        guard title.hasSuffix(")"), let open = title.characterRange(of: " (", backwards: true) else { return (title, nil) }
        let inside = title[open.upperBound..<title.index(before: title.endIndex)]
        let parts = inside.split(separator: " ")
        guard parts.count == 2, let version = parts.last,
              version.allSatisfy({ $0.isNumber || $0 == "." }), version.first?.isNumber == true,
              parts[0].allSatisfy({ $0.isLetter }) else { return (title, nil) }
        return (String(title[..<open.lowerBound]), String(inside))
    }
}
