"""`duoguide serve --watch` in a real browser: a failed rebuild's diagnostics appear over the open
page (which stays the last good build), and go when the next build is good.

Runs its own `serve --watch` on a copy of Content/ and Templates/ (the suite's server serves a
fixed site), and edits that copy as an author would.
"""
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import unittest

from duo_common import REPO, Browser, require_browser

BIN = os.environ.get("DUO_BIN", str(REPO / ".build" / "debug" / "duoguide"))
OVERLAY = "#duoguide-build-problems"


class WatchOverlay(unittest.TestCase):
    def setUp(self):
        require_browser(self)
        self.tmp = tempfile.mkdtemp(prefix="duoguide-watch-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        content, templates = os.path.join(self.tmp, "Content"), os.path.join(self.tmp, "Templates")
        shutil.copytree(REPO / "Content", content)
        shutil.copytree(REPO / "Templates", templates)
        self.guide = os.path.join(content, "guide", "es.txt")
        os.chmod(self.guide, 0o644)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        self.log = open(os.path.join(self.tmp, "serve.log"), "w+")
        self.addCleanup(self.log.close)
        self.server = subprocess.Popen(
            [BIN, "serve", "--watch", "--port", str(port), "--content", content, "--templates", templates,
             "--output", os.path.join(self.tmp, "Site")], stdout=subprocess.DEVNULL, stderr=self.log)
        self.addCleanup(self.stop_server)
        deadline = time.time() + 120
        while "serving " not in self.served_log():
            if self.server.poll() is not None or time.time() > deadline:
                self.fail("serve --watch did not start:\n" + self.served_log())
            time.sleep(0.1)
        self.base = f"http://127.0.0.1:{port}/"
        self.b = Browser("http")
        self.addCleanup(self.b.driver.quit)

    def served_log(self):
        self.log.seek(0)
        return self.log.read()

    def stop_server(self):
        if self.server.poll() is None:
            self.server.send_signal(signal.SIGINT)
            try:
                self.server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.server.kill()

    def save(self, text):
        with open(self.guide, "w", encoding="utf-8") as f:
            f.write(text)

    def test_failed_rebuild_shows_over_the_page_until_the_next_good_build(self):
        b = self.b
        b.driver.get(self.base + "es/chapter-2.html")
        b.wait_ready()
        title = b.one("h1").text
        self.assertEqual(b.css(OVERLAY), [], "an overlay on a good build")

        with open(self.guide, encoding="utf-8") as f:
            original = f.read()
        self.save(original.replace("Capítulo 5 · ", "Capítulo 4 · ", 1))  # a duplicate chapter: an error
        overlay = b.wait(lambda: b.visible(OVERLAY), "no overlay after a failed rebuild", timeout=60)[0]
        text = overlay.text
        self.assertIn("guide/es.txt:", text)
        self.assertIn(": error: ", text)
        self.assertRegex(text, r"\n +\d+ \| ", "no quoted source line")
        self.assertIn("^", text)
        self.assertEqual(b.one("h1").text, title, "the last good page is not under the overlay")

        self.save(original)
        b.wait(lambda: not b.css(OVERLAY), "the overlay stayed after a good build", timeout=60)
        b.wait_ready()
        self.assertEqual(b.one("h1").text, title)
        self.assertTrue(b.css("script[src='/__duoguide/livereload.js']"), "the reloaded page has no live reload")
        severe = [e["message"] for e in b.driver.get_log("browser")
                  if e.get("level") == "SEVERE" and "favicon.ico" not in e.get("message", "")]
        self.assertEqual(severe, [], "console errors")


if __name__ == "__main__":
    unittest.main()
