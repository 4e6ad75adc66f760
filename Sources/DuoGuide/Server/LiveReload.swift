import Foundation

/// The browser side of `duoguide serve --watch`: the endpoints, the script, and its injection.
enum LiveReload {
    /// Everything under this prefix belongs to the server, not the site, so it can't clash with a page.
    static let reloadPath = "/__duoguide/reload"
    static let scriptPath = "/__duoguide/livereload.js"
    /// How long a long-poll is held before answering "nothing new"; below common proxy idle limits.
    static let pollTimeout: Double = 25

    static let scriptTag = "<script src=\"\(scriptPath)\"></script>"

    /// Long-polls the reload endpoint. The first poll (`since=-1`) answers at once with the
    /// current state; later polls wait for a newer generation. A good build (no problems) in a
    /// different generation (even a smaller one, after a server restart) reloads the page; a failed
    /// one shows its problems over the page, which stays the last good build, until the next good
    /// build reloads it. The overlay is made with `textContent` only: the problems quote the
    /// sources, which may hold markup. On a network error it retries slowly, so a stopped server
    /// doesn't spin the browser.
    static let script = """
        (function () {
          var seen = null;
          var overlay = null;
          function hide() {
            if (overlay) { overlay.parentNode.removeChild(overlay); overlay = null; }
          }
          function show(problems) {
            hide();
            overlay = document.createElement("div");
            overlay.id = "duoguide-build-problems";
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = "position:fixed;top:0;left:0;right:0;bottom:0;z-index:2147483647;overflow:auto;" +
              "box-sizing:border-box;padding:24px;background:rgba(16,16,16,.94);color:#eee;" +
              "font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left";
            var title = document.createElement("p");
            title.textContent = "The last rebuild failed: " + problems.length + " problem" +
              (problems.length === 1 ? "" : "s") + ". Under this is the last good build; it reloads when the next build succeeds.";
            title.style.cssText = "margin:0 0 16px;font-weight:bold;color:#ff8080";
            overlay.appendChild(title);
            problems.forEach(function (problem) {
              var text = document.createElement("pre");
              text.textContent = problem.text;
              text.style.cssText = "margin:0 0 16px;padding:12px;white-space:pre-wrap;overflow-wrap:anywhere;background:#000;" +
                "border-left:4px solid " + (problem.severity === "error" ? "#ff8080" : "#d9a0ff");
              overlay.appendChild(text);
            });
            var dismiss = document.createElement("button");
            dismiss.type = "button";
            dismiss.textContent = "Hide";
            dismiss.onclick = hide;
            overlay.appendChild(dismiss);
            document.body.appendChild(overlay);
          }
          function poll() {
            fetch("\(reloadPath)?since=" + (seen === null ? -1 : seen), { cache: "no-store" })
              .then(function (response) { return response.json(); })
              .then(function (state) {
                if (typeof state.generation !== "number") { setTimeout(poll, 1000); return; }
                var problems = state.problems || [];
                if (problems.length > 0) {
                  if (state.generation !== seen) { show(problems); }
                } else if (seen !== null && state.generation !== seen) {
                  location.reload();
                  return;
                } else {
                  hide();
                }
                seen = state.generation;
                poll();
              })
              .catch(function () { setTimeout(poll, 2000); });
          }
          poll();
        })();

        """

    /// The body of a reload answer.
    static func json(_ state: ReloadGeneration.Snapshot) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(state)) ?? Data("{\"generation\":\(state.generation),\"problems\":[]}".utf8)
        return Array(data) + [0x0A]
    }

    /// Inserts the script tag before the last `</body>` (any case), or appends it when the page has
    /// none, so even a fragment reloads.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tag = Array(scriptTag.utf8)
        let lowercased = html.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard let position = lowercased.ranges(of: Array("</body>".utf8)).last?.lowerBound else {
            return html + tag
        }
        var result = html
        result.insert(contentsOf: tag, at: position)
        return result
    }
}
