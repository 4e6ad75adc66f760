"""Link integrity of the built site, read from the files (no browser).

- every internal href/src/action/srcset (and every #fragment) of every .html page resolves to an
  existing file and, for a fragment, to an element id in it;
- the URLs that scripts turn into links (lang-xx.js chapter lists, search-xx.js records) resolve too;
- no output file contains an external URL (http:// or https://), except XML namespace URIs
  (xmlns="…" in sitemap.xml and http://www.w3.org/… namespace strings);
- root-absolute links ("/…") appear only on 404.html and resolve against the site root.
"""
import json
import re
import unittest
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

from duo_common import SITE

URL_ATTRS = {"href", "src", "action", "poster", "data"}
TEXT_SUFFIXES = {".html", ".js", ".css", ".xml", ".json", ".txt", ".svg", ".webmanifest", ".map"}


class PageParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (tag, attr, value, line)

    def handle_starttag(self, tag, attrs):
        line = self.getpos()[0]
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)
            elif name in URL_ATTRS:
                self.links.append((tag, name, value, line))
            elif name in ("srcset", "imagesrcset"):
                for part in value.split(","):
                    if part.strip():
                        self.links.append((tag, name, part.strip().split()[0], line))

    handle_startendtag = handle_starttag


_pages = {}


def page(path):
    if path not in _pages:
        p = PageParser()
        p.feed(path.read_text(encoding="utf-8"))
        p.close()
        _pages[path] = p
    return _pages[path]


def resolve(src_file, url):
    """(target file, fragment) of an internal URL, or a string saying why it is not internal."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme or parts.netloc:
        return f"external or non-file URL {url!r}"
    path = urllib.parse.unquote(parts.path)
    if path.startswith("/"):
        target = SITE / path.lstrip("/")
    elif path == "":
        target = src_file
    else:
        target = src_file.parent / path
    if path.endswith("/") or (target.exists() and target.is_dir()):
        target = target / "index.html"
    return target.resolve(), urllib.parse.unquote(parts.fragment)


class LinkIntegrity(unittest.TestCase):
    def setUp(self):
        if not (SITE / "index.html").exists():
            self.fail(f"no built site at {SITE}")

    def html_files(self):
        return sorted(SITE.rglob("*.html"))

    def check_target(self, problems, where, src, url):
        r = resolve(src, url)
        if isinstance(r, str):
            problems.append(f"{where}: {r}")
            return
        target, frag = r
        try:
            target.relative_to(SITE)
        except ValueError:
            problems.append(f"{where}: {url!r} points outside the site")
            return
        if not target.is_file():
            problems.append(f"{where}: {url!r} → missing file {target.relative_to(SITE)}")
            return
        if frag and target.suffix == ".html" and frag not in page(target).ids:
            problems.append(f"{where}: {url!r} → no id {frag!r} in {target.relative_to(SITE)}")

    def test_internal_links_resolve(self):
        problems, count = [], 0
        for f in self.html_files():
            rel = f.relative_to(SITE).as_posix()
            for tag, attr, url, line in page(f).links:
                if url.startswith(("mailto:", "tel:", "data:", "javascript:")):
                    if url.startswith("javascript:"):
                        problems.append(f"{rel}:{line}: javascript: URL in <{tag} {attr}>")
                    continue
                if url.startswith("/") and not url.startswith("//"):
                    if rel != "404.html":
                        problems.append(f"{rel}:{line}: root-absolute {attr}={url!r} (only 404.html may use them)")
                count += 1
                self.check_target(problems, f"{rel}:{line} <{tag} {attr}>", f, url)
        print(f"links: {count} internal URLs in {len(self.html_files())} pages, {len(problems)} broken")
        self.assertGreater(count, 0)
        self.assertEqual(problems, [], "\n  " + "\n  ".join(problems[:60]))

    def test_duplicate_ids(self):
        """A fragment must name one element: ids are unique within a page."""
        problems = []
        for f in self.html_files():
            text = f.read_text(encoding="utf-8")
            seen = {}
            for m in re.finditer(r'\sid="([^"]+)"', text):
                seen[m.group(1)] = seen.get(m.group(1), 0) + 1
            dups = sorted(k for k, n in seen.items() if n > 1)
            if dups:
                problems.append(f"{f.relative_to(SITE)}: duplicate ids {', '.join(dups[:12])}")
        self.assertEqual(problems, [], "\n  " + "\n  ".join(problems))

    def test_script_generated_links_resolve(self):
        """Links built by site.js (lang-xx.js) and search.js (search-xx.js records) resolve."""
        problems, count = [], 0
        for lang_dir in sorted(p for p in SITE.iterdir() if p.is_dir() and (p / "index.html").exists()):
            lang = lang_dir.name
            base = lang_dir / "index.html"  # URLs in these scripts are relative to the language root
            for kind in ("lang", "search"):
                js = SITE / "assets" / f"{kind}-{lang}.js"
                if not js.exists():
                    problems.append(f"assets/{kind}-{lang}.js is missing")
                    continue
                text = js.read_text(encoding="utf-8")
                if kind == "lang":
                    # window.DUO_NAV = {…};\nwindow.DUO_STRINGS = {…};\n — one assignment per line.
                    values = dict(line.split(" = ", 1) for line in text.splitlines() if line)
                    json.loads(values["window.DUO_STRINGS"].rstrip(";"))
                    data = json.loads(values["window.DUO_NAV"].rstrip(";"))
                else:
                    data = json.loads(text[text.index("=") + 1:].strip().rstrip(";"))
                if kind == "lang":
                    urls = [c["href"] for c in data.get("chapters", []) + data.get("articles", [])]
                else:
                    urls = [r[0] for r in data["records"]]
                for u in dict.fromkeys(urls):
                    count += 1
                    self.check_target(problems, f"assets/{kind}-{lang}.js", base, u)
        print(f"links: {count} script-generated URLs, {len(problems)} broken")
        self.assertGreater(count, 0)
        self.assertEqual(problems, [], "\n  " + "\n  ".join(problems[:60]))

    def test_no_external_urls(self):
        problems = []
        for f in sorted(SITE.rglob("*")):
            if not f.is_file() or f.suffix not in TEXT_SUFFIXES:
                continue
            rel = f.relative_to(SITE).as_posix()
            text = f.read_text(encoding="utf-8", errors="replace")
            for m in re.finditer(r"https?://[^\s\"'<>)]*", text):
                url = m.group(0)
                if url.startswith("http://www.w3.org/"):
                    continue
                before = text[max(0, m.start() - 40):m.start()]
                if f.suffix in (".xml", ".svg") and re.search(r'xmlns(:\w+)?="$', before):
                    continue
                line = text.count("\n", 0, m.start()) + 1
                problems.append(f"{rel}:{line}: {url}")
        self.assertEqual(problems, [], "external URLs in the output:\n  " + "\n  ".join(problems[:60]))

    def test_404_root_absolute_links(self):
        f = SITE / "404.html"
        if not f.exists():
            self.fail("404.html is missing")
        all_links = [u for (_, _, u, _) in page(f).links]
        links = [u for u in all_links if u.startswith("/") and not u.startswith("//")]
        # The 404 page is served for missing URLs at any depth: all its links start at the root.
        self.assertTrue(links, "404.html has no root-absolute links")
        relative = [u for u in all_links if not u.startswith("/") and not u.startswith("#")]
        self.assertEqual(relative, [], "404.html links that depend on where the missing URL was")
        for u in links:
            target, _ = resolve(f, u)
            self.assertTrue(target.is_file(), f"404.html: {u} does not resolve against the site root")


if __name__ == "__main__":
    unittest.main()
