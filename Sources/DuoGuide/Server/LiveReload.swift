/// The browser side of `duoguide serve --watch`: the endpoints, the script, and its injection.
enum LiveReload {
    /// Everything under this prefix belongs to the server, not the site, so it can't clash with a page.
    static let reloadPath = "/__duoguide/reload"
    static let scriptPath = "/__duoguide/livereload.js"
    /// How long a long-poll is held before answering "nothing new"; below common proxy idle limits.
    static let pollTimeout: Double = 25

    static let scriptTag = "<script src=\"\(scriptPath)\"></script>"

    /// Long-polls the reload endpoint and reloads the page when the generation changes. The first
    /// poll (`since=-1`) answers at once with the current generation; later polls wait for a newer
    /// one. A different number (even a smaller one, after a server restart) means the page is stale.
    /// On a network error it retries slowly, so a stopped server doesn't spin the browser.
    static let script = """
        (function () {
          var seen = null;
          function poll() {
            fetch("\(reloadPath)?since=" + (seen === null ? -1 : seen), { cache: "no-store" })
              .then(function (response) { return response.text(); })
              .then(function (text) {
                var generation = parseInt(text, 10);
                if (isNaN(generation)) { setTimeout(poll, 1000); return; }
                if (seen !== null && generation !== seen) { location.reload(); return; }
                seen = generation;
                poll();
              })
              .catch(function () { setTimeout(poll, 2000); });
          }
          poll();
        })();

        """

    /// Inserts the script tag before the last `</body>` (any case), or appends it when the page has
    /// none, so even a fragment reloads.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tag = Array(scriptTag.utf8)
        guard let position = lastIndex(ofCaseInsensitive: Array("</body>".utf8), in: html) else {
            return html + tag
        }
        var result = html
        result.insert(contentsOf: tag, at: position)
        return result
    }

    private static func lastIndex(ofCaseInsensitive needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        var start = haystack.count - needle.count
        while start >= 0 {
            var matched = true
            for offset in 0..<needle.count where lower(haystack[start + offset]) != needle[offset] {
                matched = false
                break
            }
            if matched { return start }
            start -= 1
        }
        return nil
    }
}
