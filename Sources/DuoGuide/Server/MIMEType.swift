/// Content-Type by file extension, for the kinds of file a generated documentation site contains.
/// Text types carry `charset=utf-8` because every text file duoguide writes is UTF-8, and a browser
/// guessing otherwise would garble the Spanish, Portuguese and French pages.
enum MIMEType {
    static let plainText = "text/plain; charset=utf-8"
    static let html = "text/html; charset=utf-8"
    /// Unknown extensions are served as opaque bytes (with `nosniff`), never guessed at.
    static let fallback = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "txt": plainText,
        "md": "text/markdown; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "webmanifest": "application/manifest+json; charset=utf-8",
        "pdf": "application/pdf",
    ]

    /// The Content-Type for a file path, by its extension (case-insensitive).
    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return byExtension[ext] ?? fallback
    }
}
