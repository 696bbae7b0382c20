#!/usr/bin/env python3
"""Throughput of one parmesan meteor -stdio process driven from Python.

    python3 python/bench.py [--pairs 20000] [--resources embedded|PATH]

Scores the first N pairs of ../shared/bench/bench-100k three ways through
one process -- corpus_meteor (all SCORE requests streamed, one EVAL),
Meteor().compute_score (the pycocoevalcap call, same exchange) and
sentence_meteor one pair at a time (a round trip per pair) -- and prints
pairs/second for each (wall time, start-up excluded: the process is
started before timing, as a long-lived one is) and, on Linux, per CPU-second
of the Python and parmesan processes together (the figure to compare on a
shared machine).
"""

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def child_cpu(server):
    """User+system CPU seconds of the server process so far (Linux), or -1."""
    try:
        with open(f"/proc/{server._proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return -1.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=20000)
    ap.add_argument("--sentence-pairs", type=int, default=2000)
    ap.add_argument("--resources", default="embedded")
    ap.add_argument("--bench", default=os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared", "bench", "bench-100k"))
    a = ap.parse_args()
    from parmesan_mt import corpus_meteor, meteor_server, sentence_meteor
    from parmesan_mt.pycocoevalcap import Meteor
    hp = os.path.join(a.bench, "hyp.txt")
    if not os.path.isfile(hp):
        print(f"bench-100k not found at {a.bench}: nothing to measure", file=sys.stderr)
        return
    with open(hp, encoding="utf-8") as f:
        hyps = [next(f).rstrip("\n") for _ in range(a.pairs)]
    with open(os.path.join(a.bench, "ref.txt"), encoding="utf-8") as f:
        refs = [next(f).rstrip("\n") for _ in range(a.pairs)]
    hyps = [h.replace("|||", "") for h in hyps]
    refs = [r.replace("|||", "") for r in refs]
    srv = meteor_server(language="en", norm=True, resources=a.resources)  # start-up, not timed
    m = Meteor(resources=a.resources)

    def measure(label, n, server, fn):
        t, c, cs = time.perf_counter(), time.process_time(), child_cpu(server)
        out = fn()
        dt, dc, dcs = time.perf_counter() - t, time.process_time() - c, child_cpu(server) - cs
        cpu = f"; CPU: Python {dc:.2f} s + parmesan {dcs:.2f} s = {n / (dc + dcs):,.0f} pairs per CPU-second" if dcs >= 0 else ""
        print(f"{label}: {n} pairs in {dt:.2f} s wall = {n / dt:,.0f} pairs/s{cpu}{out}")

    measure("corpus_meteor", a.pairs, srv,
            lambda: f" (score {corpus_meteor(hyps, [refs], resources=a.resources).score:.5f})")
    gts = {i: [r] for i, r in enumerate(refs)}
    res = {i: [h] for i, h in enumerate(hyps)}
    measure("Meteor().compute_score", a.pairs, m.server,
            lambda: f" (score {m.compute_score(gts, res)[0]:.5f})")
    n = min(a.sentence_pairs, a.pairs)

    def one_by_one():
        for h, r in zip(hyps[:n], refs[:n]):
            sentence_meteor(h, [r], resources=a.resources)
        return ""
    measure("sentence_meteor, one round trip per pair", n, srv, one_by_one)
    print(f"CPUs: {os.cpu_count()}")


if __name__ == "__main__":
    main()
