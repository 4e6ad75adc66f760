import Foundation

/// Parses a bullet entry: «Title (iOS 27.1). Description. Cuándo usarlo: … Cuándo no usarlo: …».
enum EntryParser {
    /// `text` is the bullet's text without the «• ».
    static func parse(_ text: String, line: Int, anchor: String, phrases: Vocabulary.ParserPhrases) -> Entry {
        let (rawTitle, rest) = splitTitle(text)
        let (title, availability) = splitAvailability(rawTitle)
        var description = rest
        var whenToUse: String?
        var whenNotToUse: String?
        let useRange = LeadPhrase.findLabel(phrases.whenToUse, in: rest)
        let avoidRange = LeadPhrase.findLabel(phrases.whenNotToUse, in: rest)
        switch (useRange, avoidRange) {
        case let (use?, avoid?) where use.lowerBound < avoid.lowerBound:
            description = String(rest[..<use.lowerBound])
            whenToUse = String(rest[use.upperBound..<avoid.lowerBound])
            whenNotToUse = String(rest[avoid.upperBound...])
        case let (use?, nil):
            description = String(rest[..<use.lowerBound])
            whenToUse = String(rest[use.upperBound...])
        case let (nil, avoid?):
            description = String(rest[..<avoid.lowerBound])
            whenNotToUse = String(rest[avoid.upperBound...])
        default:
            break
        }
        return Entry(line: line, title: title, availability: availability,
                     description: description.trimmingSpaces(),
                     whenToUse: whenToUse?.trimmingSpaces(), whenNotToUse: whenNotToUse?.trimmingSpaces(),
                     anchor: anchor)
    }

    /// The title is the text up to the first '. ' outside parentheses (the whole text if none).
    static func splitTitle(_ text: String) -> (String, String) {
        var depth = 0
        let scalars = text.unicodeScalars
        for i in scalars.indices {
            if scalars[i] == "(" { depth += 1 } else if scalars[i] == ")" { depth = max(0, depth - 1) }
            guard scalars[i] == ".", depth == 0 else { continue }
            let next = scalars.index(after: i)
            if next == scalars.endIndex { return (String(text[..<i]), "") }
            if scalars[next] == " " { return (String(text[..<i]), String(text[scalars.index(after: next)...])) }
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
