#!/usr/bin/env python3
"""The first frame of a lazy list in fresh processes, beside the C reference row.

Runs `rowraster frames lazy-list` (a release build, .build-release) in ROUNDS fresh processes and,
in each round just before it, the hand-written C reference row (Benchmarks/CReferenceRow) drawn
200 times in one process (reference_row_timing.c prints the median draw). The first frame's
wall time is then read as a ratio to the C row of the same sitting, as the benchmarks read every
figure; the warm-up each process did before its frame 0 is shown beside it, since the frame
report keeps it out of every frame.

Writes its table into Benchmarks/RESULTS.md between its markers (scripts/results_section.py;
the rest of the file is bench-results.py's, which keeps this section when it rewrites the
file), or to standard output with --print.

    python3 scripts/first-frame/measure.py [--rounds 10] [--print]

Python 3 standard library only; needs cc and pkg-config (scripts/install-dependencies.sh).
"""

import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import results_section  # noqa: E402  (scripts/results_section.py)

ROOT = results_section.ROOT
BEGIN, END = results_section.markers("first-frame", "scripts/first-frame/measure.py")
# The goal: the worst first frame within this many C rows.
GOAL_RATIO = 6


def run(command, **options):
    return subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT, **options).stdout


def progress(text):
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K" + text)
        sys.stderr.flush()


def build(directory):
    """The C timing program and the release command; the path of each."""
    flags = run(["pkg-config", "--cflags", "--libs", "pangocairo", "cairo"]).split()
    timing = os.path.join(directory, "reference-row-timing")
    run(["cc", "-O2", "-o", timing, "scripts/first-frame/reference_row_timing.c",
         "-IBenchmarks/CReferenceRow/include", *flags, "-lm"])
    progress("building rowraster (release)…")
    run(["swift", "build", "-c", "release", "--product", "rowraster", "--scratch-path", ".build-release"])
    return timing, os.path.join(ROOT, ".build-release", "release", "rowraster")


def first_frame(rowraster):
    """Frame 0 of one fresh process: its milliseconds, whether it was a hitch, and the warm-up's."""
    report = json.loads(run([rowraster, "frames", "lazy-list", "--seconds", "0.1", "--json", "-"]))
    frame = report["frames"][0]
    warm_up = report.get("warmUp") or {}
    return frame["totalMs"], frame["hitch"], warm_up.get("fontsMs", 0) + warm_up.get("framePathMs", 0)


def measure(rounds, timing, rowraster):
    rows = []
    for index in range(rounds):
        progress(f"round {index + 1}/{rounds}")
        c_row_ms = float(run([timing, "200"])) / 1000
        frame_ms, hitch, warm_up_ms = first_frame(rowraster)
        rows.append({"c": c_row_ms, "frame": frame_ms, "hitch": hitch, "warm_up": warm_up_ms})
    progress("")
    return rows


def section(rows):
    worst = max(rows, key=lambda row: row["frame"])
    c_median = statistics.median(row["c"] for row in rows)
    ratios = [row["frame"] / row["c"] for row in rows]
    when = datetime.datetime.now(datetime.timezone.utc)
    lines = [
        BEGIN,
        "## First frame of a lazy list, fresh processes",
        "",
        f"`rowraster frames lazy-list` in {len(rows)} fresh processes ({when:%Y-%m-%d %H:%M} UTC, "
        f"commit {results_section.commit()}, load average {results_section.load_average()} when done), "
        "each beside the C reference row drawn in a process of its own just before (median of 200 warm draws). "
        f"Goal: the worst first frame within {GOAL_RATIO}× the C row, with no hitch flagged.",
        "",
        "| | ms | ÷ C row |",
        "|---|--:|--:|",
        f"| C reference row (median of the rounds) | {c_median:.2f} | 1.00× |",
        f"| first frame, median of the rounds | {statistics.median(row['frame'] for row in rows):.2f} | "
        f"{statistics.median(ratios):.1f}× |",
        f"| first frame, worst round | {worst['frame']:.2f} | {worst['frame'] / worst['c']:.1f}× |",
        f"| warm-up before frame 0 (in no frame), median | {statistics.median(row['warm_up'] for row in rows):.0f} | |",
        "",
        f"First frames flagged as hitches: {sum(row['hitch'] for row in rows)} of {len(rows)}.",
        END,
    ]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10, help="fresh processes (default 10)")
    parser.add_argument("--print", action="store_true", help="print the section instead of writing RESULTS.md")
    arguments = parser.parse_args()
    if not 1 <= arguments.rounds <= 1000:
        parser.error("--rounds must be from 1 to 1000")
    with tempfile.TemporaryDirectory() as directory:
        try:
            timing, rowraster = build(directory)
            rows = measure(arguments.rounds, timing, rowraster)
        except subprocess.CalledProcessError as failure:
            sys.stderr.write(f"first-frame: {' '.join(failure.cmd)} failed:\n{failure.stderr}")
            return 1
    text = section(rows)
    for row in rows:
        print(f"C row {row['c']:.3f} ms   first frame {row['frame']:.2f} ms ({row['frame'] / row['c']:.1f}×)"
              f"{'  hitch' if row['hitch'] else ''}   warm-up {row['warm_up']:.0f} ms")
    if arguments.print:
        sys.stdout.write(text)
    else:
        results_section.write(BEGIN, END, text)
        print(f"first-frame: wrote {os.path.relpath(results_section.RESULTS, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
