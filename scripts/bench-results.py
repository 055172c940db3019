#!/usr/bin/env python3
"""Benchmarks/RESULTS.md from the output of one `make bench` run.

`make bench` runs package-benchmark with `--format markdown` and keeps what it printed in
output/bench/last-run.md; this script reads that file and writes one table: each benchmark's
wall-clock p50 and its ratio to the hand-written C reference row measured in the same run, with
the date, the machine (from /proc) and the commit. Figures are only comparable as ratios within
one run, so nothing from an earlier run is kept (but the sections other scripts write into the
file between their own markers): the history of the table is in git.

    python3 scripts/bench-results.py output/bench/last-run.md --out Benchmarks/RESULTS.md

Python 3 standard library only. Exits 1 when the output holds no results, or no reference row
(a narrowed run without it only says so).
"""

import argparse
import datetime
import math
import os
import re
import subprocess
import sys

REFERENCE = "Complex row: hand-written C + Cairo + Pango (reference)"

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
TIME_UNITS_NS = {"ns": 1.0, "μs": 1e3, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
COUNT_UNITS = {"": 1.0, "#": 1.0, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15}


def clean_lines(text):
    """The printed lines, without colours and with only the last state of a progress line."""
    for raw in text.splitlines():
        line = ANSI.sub("", raw).split("\r")[-1]
        yield line.rstrip()


def number(cell):
    cell = cell.strip().replace(",", "")
    return float(cell) if cell else None


def parse(text):
    """Returns (host line, kernel line, [benchmark]) from package-benchmark's markdown output.

    Each benchmark is a dict: target, name, and per metric ("time" in nanoseconds, "mallocs" as a
    count) the percentiles p0 … p100 and the sample count.
    """
    host = kernel = None
    target = None
    benchmarks = []
    current = None
    header = None
    lines = list(clean_lines(text))
    for index, line in enumerate(lines):
        if line.startswith("Host '") and host is None:
            host = line.rstrip(":").removesuffix(", running")
            if index + 1 < len(lines):
                kernel = lines[index + 1].strip() or None
        elif line.startswith("### "):
            current = {"target": target, "name": line[4:].strip(), "metrics": {}}
            benchmarks.append(current)
            header = None
        elif line.startswith("## "):
            target = line[3:].strip()
            current = None
        elif line.startswith("|") and current is not None:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if header is None:
                header = cells
                continue
            if all(set(cell) <= set(":-") for cell in cells):
                continue
            row = dict(zip(header, cells))
            description = row.get(header[0], "")
            metric = metric_of(description)
            if metric is None:
                continue
            key, factor = metric
            values = {}
            for column in ("p0", "p25", "p50", "p75", "p90", "p99", "p100"):
                value = number(row.get(column, ""))
                if value is not None:
                    values[column] = value * factor
            samples = number(row.get("Samples", ""))
            values["samples"] = int(samples) if samples is not None else None
            current["metrics"][key] = values
    return host, kernel, [b for b in benchmarks if b["metrics"]]


def metric_of(description):
    """("time", ns per unit) or ("mallocs", count per unit) from a row's metric description,
    such as "Time (wall clock) (μs) *" or "Malloc (total) (K) *" (a "*" marks scaled values)."""
    description = description.replace("*", "").strip()
    for prefix, key, units in (("Time (wall clock)", "time", TIME_UNITS_NS),
                               ("Malloc (total)", "mallocs", COUNT_UNITS)):
        if description.startswith(prefix):
            unit = description[len(prefix):].strip().strip("()").strip()
            if unit in units:
                return key, units[unit]
    return None


def read(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError:
        return ""


def machine():
    cpuinfo = read("/proc/cpuinfo")
    models = re.findall(r"^model name\s*:\s*(.+)$", cpuinfo, re.MULTILINE)
    cores = len(re.findall(r"^processor\s*:", cpuinfo, re.MULTILINE)) or os.cpu_count()
    model = models[0].strip() if models else "unknown CPU"
    memory = re.search(r"^MemTotal:\s*(\d+) kB", read("/proc/meminfo"), re.MULTILINE)
    gigabytes = f", {round(int(memory.group(1)) / 1024 / 1024)} GB" if memory else ""
    kernel = read("/proc/sys/kernel/osrelease").strip()
    load = read("/proc/loadavg").split()[:3]
    return {
        "description": f"{cores} cores, {model}{gigabytes}" + (f", Linux {kernel}" if kernel else ""),
        "load": " / ".join(load) if load else None,
    }


def commit():
    def git(*args):
        try:
            return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return ""

    revision = git("rev-parse", "--short=12", "HEAD")
    if not revision:
        return None
    changed = [line for line in git("status", "--porcelain", "--untracked-files=no").splitlines()
               if not line.endswith("Benchmarks/RESULTS.md")]
    return revision + (" with uncommitted changes" if changed else "")


def three_figures(value):
    """A positive number with three significant figures, keeping trailing zeros (1.20, 88.5, 938)."""
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    if value <= 0:
        return "0"
    return f"{value:.{2 - math.floor(math.log10(value))}f}"


def duration(ns):
    for limit, divisor, unit in ((1e3, 1, "ns"), (1e6, 1e3, "µs"), (1e9, 1e6, "ms")):
        if ns < limit:
            return f"{three_figures(ns / divisor)} {unit}"
    return f"{three_figures(ns / 1e9)} s"


def ratio(value, reference):
    return f"{three_figures(value / reference)}×"


def count(value):
    if value is None:
        return ""
    if value >= 1e6:
        return f"{value / 1e6:.3g} M"
    if value >= 1e4:
        return f"{value / 1e3:.3g} K"
    return f"{value:.0f}"


def render(host, benchmarks, reference, when, narrowed):
    facts = machine()
    ref_time = reference["metrics"]["time"]["p50"]
    out = [
        "# Benchmark results",
        "",
        "Written by `scripts/bench-results.py` from the last "
        + ("`make bench` run narrowed by BENCH_ARGS (not every benchmark);" if narrowed else "full `make bench` run;"),
        "do not edit it by hand. Earlier runs are in git history (`git log -p Benchmarks/RESULTS.md`).",
        "",
        f"- **Date:** {when:%Y-%m-%d %H:%M} UTC",
        f"- **Machine:** {facts['description']}" + (f" ({host})" if host else ""),
    ]
    if facts["load"]:
        out.append(f"- **Load average** when the run ended: {facts['load']}")
    revision = commit()
    if revision:
        out.append(f"- **Commit:** {revision}")
    out += [
        f"- **C reference row** ({reference['name']}): {duration(ref_time)} p50",
        "",
        "Read the figures as ratios to the C reference row measured in the same run: on a busy",
        "machine everything slows alike, so a ratio travels between runs and a time does not.",
        "Times are wall clock per iteration (package-benchmark's p0 and p50 over its samples).",
        "",
        "| benchmark | p50 | ÷ C row | p0 | mallocs (p50) | samples |",
        "|---|--:|--:|--:|--:|--:|",
    ]
    # The reference first, then package-benchmark's order (by target, then name).
    for benchmark in [reference] + [b for b in benchmarks if b is not reference]:
        time = benchmark["metrics"].get("time")
        if time is None or "p50" not in time:
            continue
        mallocs = benchmark["metrics"].get("mallocs", {}).get("p50")
        name = benchmark["name"].replace("|", "\\|")
        if benchmark is reference:
            name = f"**{name}**"
        out.append(
            f"| {name} | {duration(time['p50'])} | {ratio(time['p50'], ref_time)} | "
            f"{duration(time['p0']) if 'p0' in time else ''} | {count(mallocs)} | {time.get('samples') or ''} |"
        )
    out.append("")
    return "\n".join(out)


def kept_sections(previous):
    """The sections other scripts wrote into the file, each between its own HTML comments
    (`<!-- name: written by … -->` to `<!-- /name -->`, as scripts/first-frame/measure.py
    writes one): their figures come from runs of their own, which this run did not repeat."""
    kept = []
    for match in re.finditer(r"^<!-- ([\w-]+): written by .*?-->$.*?^<!-- /\1 -->$", previous, re.MULTILINE | re.DOTALL):
        kept.append("\n" + match.group(0) + "\n")
    return "".join(kept)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run", help="package-benchmark's markdown output (make bench keeps it in output/bench/last-run.md)")
    parser.add_argument("--out", help="the file to write (default: standard output)")
    parser.add_argument("--reference", default=REFERENCE, help="name of the reference benchmark")
    parser.add_argument("--narrowed", action="store_true", help="the run was narrowed (--filter, --skip)")
    arguments = parser.parse_args()

    text = read(arguments.run)
    host, _, benchmarks = parse(text)
    if not benchmarks:
        print(f"bench-results: no benchmark results in {arguments.run}; nothing written", file=sys.stderr)
        return 1
    reference = next((b for b in benchmarks if b["name"] == arguments.reference), None)
    if reference is None or "p50" not in reference["metrics"].get("time", {}):
        print(f"bench-results: the run has no '{arguments.reference}' wall-clock result, so no ratios; "
              "nothing written (add --filter 'Complex row: hand.*' to a narrowed run)", file=sys.stderr)
        return 0 if arguments.narrowed else 1
    when = datetime.datetime.fromtimestamp(os.path.getmtime(arguments.run), datetime.timezone.utc)
    document = render(host, benchmarks, reference, when, arguments.narrowed)
    if arguments.out:
        document += kept_sections(read(arguments.out))
        directory = os.path.dirname(arguments.out) or "."
        temporary = os.path.join(directory, f".{os.path.basename(arguments.out)}.tmp-{os.getpid()}")
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(document)
        os.replace(temporary, arguments.out)
        print(f"bench-results: wrote {arguments.out} ({len(benchmarks)} benchmarks)")
    else:
        sys.stdout.write(document)
    return 0


if __name__ == "__main__":
    sys.exit(main())
