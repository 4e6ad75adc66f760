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
        PlainBytes.of(text) { splitTitle(text, plain: $0) } ?? splitTitleByCharacter(text)
    }

    /// The same on the bytes of plain text, where the characters looked at are ASCII.
    static func splitTitle(_ text: String, plain: PlainBytes) -> (String, String) {
        let bytes = plain.bytes
        var depth = 0
        for i in bytes.indices {
            let byte = bytes[i]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            guard byte == UInt8(ascii: "."), depth == 0 else { continue }
            let title = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<i]), as: UTF8.self)
            if i + 1 == bytes.count { return (title, "") }
            if bytes[i + 1] == UInt8(ascii: " ") {
                return (title, String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)...]), as: UTF8.self))
            }
        }
        return (text, "")
    }

    /// The definition, on Characters.
    static func splitTitleByCharacter(_ text: String) -> (String, String) {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let ch = text[index]
            if ch == "(" { depth += 1 } else if ch == ")" { depth = max(0, depth - 1) }
            if ch == ".", depth == 0 {
                let next = text.index(after: index)
                if next == text.endIndex { return (String(text[..<index]), "") }
                if text[next] == " " {
                    return (String(text[..<index]), String(text[text.index(after: next)...]))
                }
            }
            index = text.index(after: index)
        }
        return (text, "")
    }

    /// «toolbarVerticalBehavior (iOS 27.1)» → («toolbarVerticalBehavior», «iOS 27.1»).
    static func splitAvailability(_ title: String) -> (String, String?) {
        guard title.hasSuffix(")"), let open = UTF8Search(title).range(of: " (", backwards: true) else { return (title, nil) }
        let inside = title[open.upperBound..<title.index(before: title.endIndex)]
        let parts = inside.split(separator: " ")
        guard parts.count == 2, let version = parts.last,
              version.allSatisfy({ $0.isNumber || $0 == "." }), version.first?.isNumber == true,
              parts[0].allSatisfy({ $0.isLetter }) else { return (title, nil) }
        return (String(title[..<open.lowerBound]), String(inside))
    }
}
