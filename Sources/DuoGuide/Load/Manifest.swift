import Foundation

/// `Content/manifest.json`: which documents exist, in which language, and which translate each other.
public struct Manifest: Codable, Sendable {
    public struct DocumentEntry: Codable, Sendable, Hashable {
        public var id: String
        public var kind: Document.Kind
        public var language: String
        /// Relative to the content folder.
        public var path: String
        /// URL slug for the document's pages (articles); defaults to the id.
        public var slug: String?
    }

    public struct TranslationGroup: Codable, Sendable, Hashable {
        public var id: String
        public var documents: [String]
    }

    /// Languages the site is built in, in menu order; each needs `locales/<code>.json`.
    public var languages: [String]
    public var defaultLanguage: String
    public var documents: [DocumentEntry]
    public var translations: [TranslationGroup]
    /// Words that look like code (camelCase, several capitals) but name products or frameworks,
    /// so they never become API symbols: «iPhone», «SwiftUI», «AirPlay».
    public var notSymbols: [String]
    /// Where the site will be deployed («https://example.org/guide/»), for the sitemap's absolute
    /// locations; absent by default, so nothing in the output names a host.
    public var baseURL: String?

    public func translationGroup(of documentID: String) -> TranslationGroup? {
        translations.first { $0.documents.contains(documentID) }
    }
}
