#!/usr/bin/env python3
"""Times commands in turn, round after round, and gives each one's time as a ratio to the first's.

hyperfine runs all of one command's runs, then all of the next's, so a machine that slows
down for a few seconds (another process, the host) slows one command and not the other: on
this machine kind the same two builds measured 1.04× and 1.20× apart in two such runs a
minute apart. Here every round runs each command once, one after the other, and the ratio is
taken within the round, so a slowdown lasting longer than a round touches both sides of it.
The commands run in a shuffled order each round (the same order on every run of this script):
what a command leaves in the caches and the page tables' memory slows the next one, and a fixed
order would always put the same command after the heaviest. The median of the rounds' ratios
and its quartiles are printed. With --results, the table is also written into
Benchmarks/RESULTS.md as its "process-start" section (scripts/results_section.py).

Usage: interleaved.py [--results] ROUNDS 'reference command' 'command' ['command' ...]
"""
import datetime
import os
import random
import shlex
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import results_section  # noqa: E402  (scripts/results_section.py)

# The goal for a fresh process: one row to a PNG within this many times the C program's.
GOAL_RATIO = 1.2
BEGIN, END = results_section.markers("process-start", "scripts/process-start/measure.sh")


def run_once(argv):
    """Wall time of one run, from spawn to exit, in milliseconds; exits on a failed run."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    began = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter() - began) * 1000
    os.close(devnull)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"error: {' '.join(argv)} failed")
    return elapsed


def summarize(times):
    """Each command's median time, and for every command after the first its median ratio to
    the first's within a round with the quartiles: (ms, None) or (ms, (q1, median, q3))."""
    summaries = [(statistics.median(times[0]), None)]
    for command_times in times[1:]:
        ratios = sorted(t / r for t, r in zip(command_times, times[0]))
        summaries.append((statistics.median(command_times), tuple(statistics.quantiles(ratios, n=4))))
    return summaries


def results(rounds, names, summaries):
    """The RESULTS.md section: each command's median time and its median ratio to the first's."""
    when = datetime.datetime.now(datetime.timezone.utc)
    lines = [
        BEGIN,
        "## One row to a PNG, fresh processes",
        "",
        f"`make process-start`: each command run once per round in {rounds} rounds, in a shuffled order "
        f"({when:%Y-%m-%d %H:%M} UTC, commit {results_section.commit()}, load average "
        f"{results_section.load_average()} when done); the ratio is taken within each round. Goal: "
        f"RowRaster within {GOAL_RATIO}× the hand-written C program drawing the same row to the same PNG.",
        "",
        "| command | median ms | ÷ C program, median (quartiles) |",
        "|---|--:|--:|",
    ]
    for name, (ms, ratio) in zip(names, summaries):
        shown = "1.00×" if ratio is None else f"{ratio[1]:.2f}× ({ratio[0]:.2f}–{ratio[2]:.2f})"
        lines.append(f"| `{name}` | {ms:.2f} | {shown} |")
    lines.append(END)
    return "\n".join(lines) + "\n"


def main():
    arguments = sys.argv[1:]
    write_results = bool(arguments) and arguments[0] == "--results"
    if write_results:
        arguments = arguments[1:]
    if len(arguments) < 3:
        sys.exit(__doc__)
    rounds = int(arguments[0])
    names = arguments[1:]
    commands = [shlex.split(command) for command in names]
    for argv in commands:  # warm-up: page cache, fontconfig's caches
        run_once(argv)
    times = [[] for _ in commands]
    interactive = sys.stderr.isatty()
    order = list(range(len(commands)))
    shuffler = random.Random(1)
    for round_index in range(rounds):
        shuffler.shuffle(order)
        for index in order:
            times[index].append(run_once(commands[index]))
        if interactive:
            print(f"\r  round {round_index + 1}/{rounds}", end="", file=sys.stderr, flush=True)
    if interactive:
        print("\r" + " " * 30 + "\r", end="", file=sys.stderr)
    summaries = summarize(times)
    print(f"Interleaved, {rounds} rounds (median time; median ratio to the first command, quartiles):")
    for name, (ms, ratio) in zip(names, summaries):
        shown = " " * 9 if ratio is None else f"{ratio[1]:.2f}× ({ratio[0]:.2f}–{ratio[2]:.2f})"
        print(f"  {ms:6.2f} ms  {shown}  {name}")
    if write_results:
        # measure.sh puts the C program and every PNG in one temporary folder.
        scratch = os.path.dirname(commands[0][0]) if commands[0][0].startswith("/tmp/") else None
        shown = [display_name(name, scratch) for name in names]
        results_section.write(BEGIN, END, results(rounds, shown, summaries))
        print("process-start: wrote Benchmarks/RESULTS.md")


def display_name(command, scratch):
    """A command as the table shows it, with the run's scratch folder written `$out`."""
    return command.replace(scratch, "$out") if scratch else command


if __name__ == "__main__":
    main()
