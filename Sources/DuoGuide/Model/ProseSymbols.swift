/// The symbols written in each prose text of the corpus, as the link stage found them: it scans
/// every text for the symbol table, and the render stage scanning each again for its links cost
/// as much. Keyed by the text itself (the render stage has the text, not the block it came from);
/// the spans depend on the text and the manifest's non-symbols only, so one table serves every
/// language. A text that is not in the table (not prose of a document, or edited since) is
/// scanned, so a missing entry costs time, never correctness.
struct ProseSymbols: Sendable {
    /// A symbol in a text: its UTF-8 range and its key.
    struct Span: Equatable, Sendable {
        var range: Range<Int>
        var key: String
    }

    private var spansByText: [UTF8Key: [Span]] = [:]

    init() {}

    /// The texts of every document, in order: a text found twice has the same spans both times.
    init(_ texts: [[(text: String, spans: [Span])]]) {
        spansByText = Dictionary(texts.joined().map { (UTF8Key($0.text), $0.spans) }, uniquingKeysWith: { first, _ in first })
    }

    /// The spans of the text of `key` (sorted, as the scanner finds them), or nil when it was not
    /// scanned. It takes the key the render stage's memo was asked with, not making it again.
    func spans(of key: UTF8Key) -> [Span]? { spansByText[key] }

    var count: Int { spansByText.count }
}
