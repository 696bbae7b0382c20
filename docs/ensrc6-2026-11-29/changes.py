#!/usr/bin/env python3
"""changes.py OLDDIR NEWDIR OUT.tsv: the substitutions added and removed
between two runs of bench/recall/logs.sh (DIR/<system>.jsonl, the --log of
`parmesan rewrite`), one row each: change (added/removed), system,
segment, old -> new, source, and five words of reference and hypothesis
context either side. A substitution is identified by its reference
position, old and new words; a change of its source label alone is not
listed. `changes.py sample CHANGES.tsv SEED N OUT.tsv` draws N of the
added rows (see sample). Context words come from the log's raw text split into words and
punctuation (the rewriter's tokens differ slightly: the row shows the
nearest occurrence of the word).
"""
import json, os, re, sys

TOK = re.compile(r"\w+(?:[-'’.:]\w+)*|[^\w\s]", re.UNICODE)

def load(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            out[d["segment"]] = d
    return out

def context(text, pos, word):
    toks = TOK.findall(text)
    first = TOK.findall(word)[:1]
    if first:
        hits = [k for k, t in enumerate(toks) if t == first[0]]
        if hits:
            pos = min(hits, key=lambda k: abs(k - pos))
    n = max(1, len(TOK.findall(word)))
    left = " ".join(toks[max(0, pos - 5):pos])
    mid = " ".join(toks[pos:pos + n])
    right = " ".join(toks[pos + n:pos + n + 5])
    return f"{left} [{mid}] {right}".strip()

def key(s):
    return (s["pos"], s["old"], s["new"])

def main(old, new, out):
    rows = []
    for name in sorted(os.listdir(new)):
        if not name.endswith(".jsonl"):
            continue
        system = name[:-len(".jsonl")]
        a, b = load(os.path.join(old, name)), load(os.path.join(new, name))
        for seg in sorted(b):
            sa = {key(s): s for s in (a[seg]["result"].get("substitutions") or [])}
            sb = {key(s): s for s in (b[seg]["result"].get("substitutions") or [])}
            d = b[seg]
            for change, subs, other in (("removed", sa, sb), ("added", sb, sa)):
                for k in sorted(subs):
                    if k in other:
                        continue
                    s = subs[k]
                    rows.append([change, system, str(seg), f'{s["old"]} -> {s["new"]}', s.get("source", ""),
                                 context(d["ref"], s["pos"], s["old"]), context(d["hyp"], s["hyp_pos"], s["new"])])
    with open(out, "w", encoding="utf-8") as f:
        f.write("change\tsystem\tsegment\tsubstitution\tsource\treference context\thypothesis context\n")
        for r in rows:
            f.write("\t".join(x.replace("\t", " ") for x in r) + "\n")
    added = sum(r[0] == "added" for r in rows)
    print(f"{out}: {added} added, {len(rows) - added} removed")

def sample(path, seed, n, out):
    """The rows of path (a changes TSV) that were added, n of them drawn
    without replacement by Python's random.Random(seed).sample, in draw
    order."""
    with open(path, encoding="utf-8") as f:
        head, *rows = f.read().splitlines()
    added = [r for r in rows if r.startswith("added\t")]
    drawn = __import__("random").Random(int(seed)).sample(added, int(n))
    with open(out, "w", encoding="utf-8") as f:
        f.write("draw\t" + head + "\n")
        for k, r in enumerate(drawn, 1):
            f.write(f"{k}\t{r}\n")
    print(f"{out}: {len(drawn)} of {len(added)} added, seed {seed}")

if __name__ == "__main__":
    if sys.argv[1] == "sample":
        sample(*sys.argv[2:6])
    else:
        main(*sys.argv[1:4])
