import Foundation

/// Decodes the manifest, the locale files and the translation record with JSONDecoder, and says
/// where a mistake is: a missing or mistyped field by its path (`parser.stopwords`), a syntax error
/// at its line and column. JSONDecoder on this toolchain says only "not valid JSON" for a syntax
/// error, so `JSONReader` reads such a file again to find the place.
enum ContentFile {
    /// Why a content JSON file cannot be used.
    enum Failure: Error, Equatable {
        case syntax(JSONReader.SyntaxError)
        case missingField(String)
        case wrongType(String, expected: String)
        /// A value its field does not take (a document kind other than `guide` or `article`).
        case invalidValue(String)
        case unreadable

        /// Where the mistake is: a syntax error's own place, the top of the file otherwise.
        var line: Int { if case .syntax(let error) = self { error.line } else { 1 } }
        var column: Int { if case .syntax(let error) = self { error.column } else { 1 } }
    }

    /// `inNFC` decodes the text in NFC (JSON's own characters are ASCII: only the strings change).
    static func decode<T: Decodable>(_ data: Data, as type: T.Type, inNFC: Bool = false) throws(Failure) -> T {
        let text = inNFC ? String(validating: data, as: UTF8.self).map { Data($0.nfc.utf8) } ?? data : data
        do {
            return try JSONDecoder().decode(type, from: text)
        } catch DecodingError.keyNotFound(let key, let context) {
            throw .missingField(path(context.codingPath + [key]))
        } catch DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context) {
            throw .wrongType(path(context.codingPath), expected: describe(type))
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            throw .invalidValue(path(context.codingPath))
        } catch let refusal {
            do { try JSONReader.read(Array(data)) } catch { throw .syntax(error) }
            // Only if the two readers disagree on the file.
            throw .syntax(JSONReader.SyntaxError(line: 1, column: 1, message: "\(refusal)"))
        }
    }

    /// `documents.0.kind`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "(top level)" : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == [Any].self { return "a list" }
        if type == [String: Any].self { return "an object" }
        return "\(type)"
    }
}

extension Vocabulary {
    /// A locale file, in NFC as Load puts the sources: the parser compares the phrases with the text
    /// scalar by scalar.
    static func decode(_ data: Data) throws(ContentFile.Failure) -> Vocabulary {
        try ContentFile.decode(data, as: Vocabulary.self, inNFC: true)
    }
}

extension String {
    /// Text of plain scalars (every locale file so far) is its own NFC and skips Foundation's.
    var nfc: String { PlainScalar.isPlain(self) ? self : precomposedStringWithCanonicalMapping }
}
