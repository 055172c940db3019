"""A section of Benchmarks/RESULTS.md that a measuring script writes and keeps up to date.

Each section sits between its own markers, `<!-- name: written by path -->` and
`<!-- /name -->`; bench-results.py keeps every such section when it rewrites the rest of the
file from a `make bench` run, and a script that measures again replaces only its own.
Python 3 standard library only.
"""

import os
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
RESULTS = os.path.join(ROOT, "Benchmarks", "RESULTS.md")


def markers(name, writer):
    """The opening and closing markers of section `name`, written by the script at `writer`."""
    return f"<!-- {name}: written by {writer} -->", f"<!-- /{name} -->"


def commit():
    """The checked-out commit, and whether files other than RESULTS.md differ from it."""
    def git(*arguments):
        return subprocess.run(["git", *arguments], check=True, capture_output=True, text=True, cwd=ROOT).stdout
    try:
        revision = git("rev-parse", "--short=12", "HEAD").strip()
        changed = [line for line in git("status", "--porcelain", "--untracked-files=no").splitlines()
                   if not line.endswith("Benchmarks/RESULTS.md")]
        return revision + (" with uncommitted changes" if changed else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def load_average():
    """The machine's load averages over 1, 5 and 15 minutes, as text ("1.28 / 1.46 / 2.15")."""
    try:
        with open("/proc/loadavg", encoding="utf-8") as handle:
            return " / ".join(handle.read().split()[:3])
    except OSError:
        return "unknown"


def write(begin, end, text):
    """Replaces the section between `begin` and `end` with `text` (which holds both markers), or
    appends it; the file is replaced whole, so a reader never sees half of it."""
    try:
        with open(RESULTS, encoding="utf-8") as handle:
            document = handle.read()
    except OSError:
        document = "# Benchmark results\n\n"
    if begin in document and end in document:
        before, rest = document.split(begin, 1)
        document = before + text.rstrip("\n") + rest.split(end, 1)[1]
    else:
        document = document.rstrip("\n") + "\n\n" + text
    temporary = RESULTS + f".tmp-{os.getpid()}"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(document)
    os.replace(temporary, RESULTS)
