import Foundation

/// `Content/translations.json`: for each translated document and chapter, the version (a hash of
/// the source lines) of the original's chapter the translation was last made to match, as gettext
/// marks a changed message "fuzzy". `duoguide translations --update` writes it; a chapter whose
/// original no longer has the recorded hash is reported as possibly out of date. Optional: without
/// the file nothing is checked.
public struct TranslationRecord: Sendable, Equatable, Decodable {
    public static let fileName = "translations.json"

    /// Translated document id → chapter id → hash of the original's chapter.
    public var matched: [String: [String: String]]

    public init(matched: [String: [String: String]]) { self.matched = matched }

    public init(from decoder: any Decoder) throws {
        matched = try [String: [String: String]](from: decoder)
    }

    /// Reads the record from the content folder: nil when there is none, an error diagnostic when
    /// it cannot be read.
    static func load(from contentDirectory: URL, displayPath: String, into log: inout DiagnosticLog) -> TranslationRecord? {
        let url = contentDirectory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            log.error(SourceLocation(file: displayPath, line: 1), DiagnosticMessages.cannotRead(fileName))
            return nil
        }
        do {
            return try ContentFile.decode(data, as: TranslationRecord.self)
        } catch {
            log.error(SourceLocation(file: displayPath, line: error.line, column: error.column), DiagnosticMessages.invalidFile(fileName, error.message))
            return nil
        }
    }

    /// The file's text: documents and chapters in sorted order, one chapter a line.
    public var serialized: String {
        var out = "{\n"
        for (d, document) in matched.keys.sorted().enumerated() {
            out += "  \(JSONValue.string(document).serialized()): {\n"
            let chapters = matched[document]!.keys.sorted { a, b in
                let (na, nb) = (Int(a.drop { !$0.isNumber }) ?? -1, Int(b.drop { !$0.isNumber }) ?? -1)
                return na != nb ? na < nb : a < b
            }
            for (c, chapter) in chapters.enumerated() {
                out += "    \(JSONValue.string(chapter).serialized()): \(JSONValue.string(matched[document]![chapter]!).serialized())"
                out += c + 1 < chapters.count ? ",\n" : "\n"
            }
            out += d + 1 < matched.count ? "  },\n" : "  }\n"
        }
        return out + "}\n"
    }
}
