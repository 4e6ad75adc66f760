#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Maps a request path to a file inside the served root, and nowhere else.
///
/// Defence in depth, in this order: the raw path must not contain `..`, `.` or backslashes; it is
/// percent-decoded exactly once and the decoded segments may not hold NUL, controls, `/`, `\`, dot
/// segments or invalid UTF-8; and finally the joined path is resolved with `realpath` and must still
/// lie inside the root's own realpath, which is what stops symlinks pointing out of the root.
/// The first two layers make the common attacks fail loudly (400); the last one is the guarantee.
struct SafePath {
    enum Resolution: Equatable {
        /// A regular file inside the root, as an absolute path without symlinks.
        case file(String)
        /// A directory requested without its trailing slash: redirect so relative links resolve.
        case redirect(location: String)
        case rejected(HTTPStatus)
    }

    /// The root, resolved once: every answer is compared against this path.
    let rootRealPath: String

    /// Nil when the root does not exist or is not a directory.
    init?(root: URL) {
        guard let real = Self.realPath(root.path), Self.fileKind(real) == .directory else { return nil }
        rootRealPath = real
    }

    /// Resolves an origin-form path (no query) to a file, a redirect or a refusal.
    func resolve(_ path: String) -> Resolution {
        guard path.hasPrefix("/") else { return .rejected(.badRequest) }
        // A backslash is a separator on Windows and in some URL parsers; it has no place here.
        guard !path.contains("\\") else { return .rejected(.badRequest) }

        let rawSegments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var segments: [String] = []
        for raw in rawSegments {
            guard raw != "..", raw != "." else { return .rejected(.badRequest) }
            guard let decoded = Self.percentDecodedSegment(raw) else { return .rejected(.badRequest) }
            guard decoded != "..", decoded != "." else { return .rejected(.badRequest) }
            // Dotfiles (.git, .DS_Store, editor swap files) are never part of the site.
            guard !decoded.hasPrefix(".") else { return .rejected(.notFound) }
            segments.append(decoded)
        }

        let candidate = segments.isEmpty ? rootRealPath : rootRealPath + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate) else { return .rejected(.notFound) }
        guard isInsideRoot(real) else { return .rejected(.forbidden) }

        switch Self.fileKind(real) {
        case .regular:
            // `/style.css/` names a directory that doesn't exist.
            return path.hasSuffix("/") ? .rejected(.notFound) : .file(real)
        case .directory:
            guard path.hasSuffix("/") else {
                // Rebuilt from the validated raw segments, so the Location can never be `//host`.
                return .redirect(location: "/" + rawSegments.joined(separator: "/") + "/")
            }
            // index.html may itself be a symlink: resolve and check it like any other file.
            guard let index = Self.realPath(real + "/index.html"), isInsideRoot(index),
                  Self.fileKind(index) == .regular else { return .rejected(.notFound) }
            return .file(index)
        case .other:
            // FIFOs, sockets and devices: opening one could block or read something that isn't a file.
            return .rejected(.notFound)
        }
    }

    func isInsideRoot(_ real: String) -> Bool {
        if rootRealPath == "/" { return real.hasPrefix("/") }
        return real == rootRealPath || real.hasPrefix(rootRealPath + "/")
    }

    // MARK: Decoding

    /// Percent-decodes one path segment, once. Nil for an invalid escape, or when the decoded bytes
    /// contain NUL or other controls, a slash or backslash (an encoded separator would let a segment
    /// smuggle structure past the `..` check), or are not UTF-8.
    static func percentDecodedSegment(_ raw: String) -> String? {
        guard let decoded = raw.removingPercentEncoding,
              !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "/" || $0 == "\\" })
        else { return nil }
        return decoded
    }

    // MARK: File system

    enum FileKind { case regular, directory, other }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}
