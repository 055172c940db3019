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
and its quartiles are printed.

Usage: interleaved.py ROUNDS 'reference command' 'command' ['command' ...]
"""
import os
import random
import shlex
import statistics
import sys
import time


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


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    commands = [shlex.split(command) for command in sys.argv[2:]]
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
    print(f"Interleaved, {rounds} rounds (median time; median ratio to the first command, quartiles):")
    print(f"  {statistics.median(times[0]):6.2f} ms           {sys.argv[2]}")
    for index in range(1, len(commands)):
        ratios = sorted(t / r for t, r in zip(times[index], times[0]))
        q1, median, q3 = statistics.quantiles(ratios, n=4)
        print(f"  {statistics.median(times[index]):6.2f} ms  {median:.2f}× ({q1:.2f}–{q3:.2f})  {sys.argv[2 + index]}")


if __name__ == "__main__":
    main()
