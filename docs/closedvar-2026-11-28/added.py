#!/usr/bin/env python3
"""added.py BEFORE AFTER SET SEED N: the substitutions the AFTER logs make that
the BEFORE logs (same system, segment, position, old → new) do not, pooled in
order of system name, segment and position; prints the pool size, then N of
them drawn with random.Random(SEED).sample (all when the pool is smaller),
each with its reference and hypothesis. BEFORE and AFTER are directories of
`parmesan rewrite --log` files (bench/recall/logs.sh); SET is the test set
directory (ref.txt, sys/)."""
import json, os, random, sys

def subs(path):
    out = {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            out[r["segment"]] = [(s["pos"], s["old"], s["new"], s["source"]) for s in (r["result"].get("substitutions") or [])]
    return out

before, after, setdir, seed, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
pool, removed = [], 0
for name in sorted(os.listdir(after)):
    if not name.endswith(".jsonl"):
        continue
    b, a = subs(os.path.join(before, name)), subs(os.path.join(after, name))
    for seg in sorted(a):
        old = {(p, o, w) for p, o, w, _ in b.get(seg, [])}
        new = {(p, o, w) for p, o, w, _ in a[seg]}
        removed += len(old - new)
        for p, o, w, src in a[seg]:
            if (p, o, w) not in old:
                pool.append((name[:-6], seg, p, o, w, src))
print(f"added {len(pool)}, removed {removed}")
ref = open(os.path.join(setdir, "ref.txt")).read().split("\n")
pick = sorted(random.Random(seed).sample(range(len(pool)), min(n, len(pool))))
for k, i in enumerate(pick, 1):
    sysname, seg, p, o, w, src = pool[i]
    hyp = open(os.path.join(setdir, "sys", sysname + ".txt")).read().split("\n")
    print(f"\n{k}. {sysname} {seg}: {o} → {w} ({src})\n   REF: {ref[seg-1]}\n   HYP: {hyp[seg-1]}")
