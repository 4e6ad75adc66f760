"""Runs the browser/validator suite with plain unittest and ends with one line: `N passed, N failed`
(`, N skipped` added when some were skipped). Exit status 1 if anything failed.

Usage: python3 runner.py [SUBSTRING ...]   (only tests whose id contains one of the substrings)
"""
import sys
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_links  # noqa: E402
import test_validators  # noqa: E402
import test_scenarios  # noqa: E402
import test_watch  # noqa: E402
import test_learner  # noqa: E402
import test_lagging  # noqa: E402

ORDER = [
    test_links.LinkIntegrity,
    test_validators.NuHtmlChecker,
    test_scenarios.FileScenarios,
    test_scenarios.HttpScenarios,
    test_learner.FileLearner,
    test_learner.HttpLearner,
    test_lagging.LaggingTranslation,
    test_validators.FileAxe,
    test_validators.HttpAxe,
    # last: revisits every page the scenarios went through, at 375 px
    test_scenarios.FileLayout,
    test_scenarios.HttpLayout,
    test_watch.WatchOverlay,
]


class Result(unittest.TextTestResult):
    def startTest(self, test):
        self._t0 = time.time()
        super().startTest(test)

    def stopTest(self, test):
        super().stopTest(test)
        if self.showAll:
            self.stream.writeln(f"    ({time.time() - self._t0:.1f}s)")


def main(argv):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite()
    for cls in ORDER:
        for test in loader.loadTestsFromTestCase(cls):
            if not argv or any(a in test.id() for a in argv):
                suite.addTest(test)
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=Result, buffer=False)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    sys.stdout.flush()
    print(line)
    if result.testsRun == 0:
        print("no test ran", file=sys.stderr)
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
