"""Shared helpers for the browser and validator tests of the built duoguide site.

Configuration comes from the environment (set by Tests/browser/run):
  DUO_SITE       built site directory (required)
  DUO_BASE_URL   http://127.0.0.1:PORT/ of `duoguide serve` (http scenarios are skipped/failed without it)
  DUO_ARTIFACTS  where screenshots go (default: <repo>/artifacts)
  CI             when "true", a missing tool is a failure, never a skip
"""
import json
import os
import re
import shutil
import time
import unittest
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SITE = Path(os.environ.get("DUO_SITE", REPO / "Site")).resolve()
BASE_URL = os.environ.get("DUO_BASE_URL", "")
ARTIFACTS = Path(os.environ.get("DUO_ARTIFACTS", REPO / "artifacts"))
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
CHROMIUM = os.environ.get("DUO_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = os.environ.get("DUO_CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver"
TIMEOUT = float(os.environ.get("DUO_TIMEOUT", "10"))

# Every URL a browser scenario visited, as (origin, relative path): the narrow-screen test revisits them.
VISITED = []


def missing(test, what):
    """A tool the test needs is absent: a failure under CI, a skip (with the reason) otherwise."""
    msg = f"{what} is missing"
    if IN_CI:
        test.fail(msg + " (CI=true: required, not skipped)")
    raise unittest.SkipTest(msg + " (set CI=true to make this a failure; .ci/run installs it)")


def require_browser(test):
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing(test, "the Python package selenium")
    for name, path in (("chromium", CHROMIUM), ("chromedriver", CHROMEDRIVER)):
        if not os.access(path, os.X_OK):
            missing(test, f"{name} ({path})")


def origin_url(origin, rel):
    """URL of a site-relative path on one origin ('file' or 'http')."""
    rel = rel.lstrip("/")
    if origin == "file":
        path, _, rest = rel.partition("?")
        path, _, frag = path.partition("#")
        if path == "" or path.endswith("/"):
            path += "index.html"
        url = (SITE / path).as_uri()
        if rest:
            url += "?" + rest
        if frag:
            url += "#" + frag
        return url
    return BASE_URL + rel


def site_relative(origin, url):
    """Inverse of origin_url: the path inside the site (no query/fragment), or None if outside."""
    parsed = urllib.parse.urlsplit(url)
    if origin == "file":
        if parsed.scheme != "file":
            return None
        p = Path(urllib.parse.unquote(parsed.path))
        try:
            return p.relative_to(SITE).as_posix()
        except ValueError:
            return None
    base = urllib.parse.urlsplit(BASE_URL)
    if (parsed.scheme, parsed.netloc) != (base.scheme, base.netloc):
        return None
    rel = urllib.parse.unquote(parsed.path).lstrip("/")
    return rel or "index.html"


def fold(s):
    import unicodedata
    s = unicodedata.normalize("NFKD", s).lower()
    return "".join(c for c in s if not unicodedata.combining(c))


class Browser:
    """One headless Chromium with page audits: console errors, non-local requests, overflow."""

    def __init__(self, origin, width=1280, height=900):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.origin = origin
        self.width = width
        self.problems = []
        self.favicon = []  # the browser's own /favicon.ico request: reported by its own test
        self.visited = []
        opts = webdriver.ChromeOptions()
        opts.binary_location = CHROMIUM
        for arg in (
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            f"--window-size={width},{height}", "--lang=es", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-extensions", "--metrics-recording-only",
            # Belt and braces: nothing but the local server can be reached at all.
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
        ):
            opts.add_argument(arg)
        opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path=CHROMEDRIVER)
        self.driver = webdriver.Chrome(service=service, options=opts)
        self.driver.set_page_load_timeout(30)
        if width < 600:
            self.set_width(width, height)

    # -- viewport ---------------------------------------------------------------------------
    def set_width(self, width, height=900):
        self.width = width
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})

    def screenshot(self, path):
        path.parent.mkdir(parents=True, exist_ok=True)
        import base64
        metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        size = metrics.get("cssContentSize") or metrics.get("contentSize")
        h = min(int(size["height"]), 8000)
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": self.width, "height": h, "scale": 1}})
        path.write_bytes(base64.b64decode(data["data"]))

    # -- navigation -------------------------------------------------------------------------
    def url(self, rel):
        return origin_url(self.origin, rel)

    @property
    def current(self):
        return self.driver.current_url

    def current_rel(self):
        return site_relative(self.origin, self.current)

    def wait(self, cond, message, timeout=TIMEOUT):
        from selenium.webdriver.support.ui import WebDriverWait
        from selenium.common.exceptions import TimeoutException
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(lambda d: cond())
        except TimeoutException:
            raise AssertionError(f"timed out after {timeout}s: {message} (at {self.current})") from None

    def wait_ready(self):
        self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                  "document never became complete")
        # Let deferred scripts and DOMContentLoaded handlers run.
        time.sleep(0.15)

    def _visited(self):
        rel = self.current_rel()
        if rel is not None:
            self.visited.append(rel)
            VISITED.append((self.origin, rel))

    def get(self, rel):
        self.audit()
        self.driver.get(self.url(rel))
        self.wait_ready()
        self._visited()

    def follow(self, action, what):
        """Do something that navigates (click, Enter), wait for the new page, audit the old one."""
        self.audit()
        before = self.current
        action()
        self.wait(lambda: self.current != before, f"{what}: the page did not change")
        self.wait_ready()
        self._visited()

    def reload(self):
        self.audit()
        self.driver.refresh()
        self.wait_ready()

    # -- elements ---------------------------------------------------------------------------
    def css(self, sel, within=None):
        from selenium.webdriver.common.by import By
        return (within or self.driver).find_elements(By.CSS_SELECTOR, sel)

    def one(self, sel, what=None):
        found = self.css(sel)
        if not found:
            raise AssertionError(f"{what or sel}: no element matches {sel!r} on {self.current}")
        return found[0]

    def visible(self, sel, within=None):
        return [e for e in self.css(sel, within) if e.is_displayed()]

    def click(self, el):
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
        try:
            el.click()
        except Exception:  # covered by a sticky header, say: a real click from script instead
            self.driver.execute_script("arguments[0].click()", el)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    # -- audits -----------------------------------------------------------------------------
    def audit(self):
        """Checks on the current page; problems are collected and asserted by the test."""
        try:
            url = self.current
        except Exception:
            return
        if not url or url.startswith(("data:", "about:", "chrome")):
            self._console(url)
            return
        self._console(url)
        try:
            entries = self.js(
                "return performance.getEntriesByType('navigation').concat("
                "performance.getEntriesByType('resource')).map(function (e) { return e.name; })") or []
        except Exception as e:  # a page that is mid-navigation
            entries = []
        for name in entries:
            if not self.is_local(name):
                self.problems.append(f"non-local request from {url}: {name}")
        if self.width < 600:
            sw, iw = self.js("return [document.documentElement.scrollWidth, window.innerWidth]")
            if sw > iw:
                self.problems.append(f"horizontal overflow at {iw}px on {url}: scrollWidth {sw}")

    def _console(self, url):
        try:
            logs = self.driver.get_log("browser")
        except Exception:
            logs = []
        for entry in logs:
            if entry.get("level") == "SEVERE" and "/favicon.ico" in entry.get("message", ""):
                self.favicon.append(f"console error on {url}: {entry.get('message')}")
            elif entry.get("level") == "SEVERE":
                self.problems.append(f"console error on {url}: {entry.get('message')}")

    def is_local(self, url):
        if url.startswith(("data:", "blob:", "about:")):
            return True
        if self.origin == "file":
            return url.startswith("file://")
        base = urllib.parse.urlsplit(BASE_URL)
        u = urllib.parse.urlsplit(url)
        return (u.scheme, u.netloc) == (base.scheme, base.netloc)

    def quit(self):
        try:
            self.audit()
        finally:
            self.driver.quit()


class BrowserTest(unittest.TestCase):
    """Base class: subclasses set ORIGIN = 'file' or 'http'; self.b is a fresh browser per test."""
    ORIGIN = None
    WIDTH = 1280

    def setUp(self):
        require_browser(self)
        if self.ORIGIN == "http" and not BASE_URL:
            missing(self, "DUO_BASE_URL (the `duoguide serve` address)")
        if not (SITE / "index.html").exists():
            self.fail(f"no built site at {SITE}")
        self.b = Browser(self.ORIGIN, width=self.WIDTH)
        self.addCleanup(self.b.driver.quit)

    def assertClean(self):
        """No console error, no non-local request, no overflow on any page visited so far."""
        self.b.audit()
        if self.b.problems:
            self.fail("\n  " + "\n  ".join(dict.fromkeys(self.b.problems)))


def built_text(rel):
    return (SITE / rel).read_text(encoding="utf-8")


def built_h1(rel):
    """Text of the h1 of a built page, tags stripped, entities decoded."""
    import html as htmlmod
    m = re.search(r"<h1[^>]*>(.*?)</h1>", built_text(rel), re.S)
    return htmlmod.unescape(re.sub(r"<[^>]+>", "", m.group(1))).strip() if m else None


def norm_space(s):
    return re.sub(r"\s+", " ", s or "").strip()
