#!/usr/bin/env python3
"""changes.py OLD_LOGS NEW_LOGS OUT.tsv: every substitution one build makes
and the other does not, from two directories of `parmesan rewrite --log`
files (bench/recall/logs.sh), one line each: change (added: only in NEW,
removed: only in OLD), system, segment, old→new, source, and up to five
words either side of each span in the reference and the hypothesis (the
substituted words in [brackets])."""
import json, os, sys

def subs(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            ref, hyp = r["ref"].split(), r["hyp"].split()
            for s in r["result"].get("substitutions") or []:
                key = (r["segment"], s["pos"], s["old"], s["new"], s.get("hyp_pos", -1))
                out[key] = (s, ref, hyp)
    return out

def ctx(toks, at, words):
    """The words around the occurrence of words in toks nearest to at (the
    rewriter's token position: its tokenizer splits the logged text a
    little otherwise than spaces do)."""
    ws = [w.lower() for w in words.split()]
    n = len(ws)
    hits = [i for i in range(len(toks) - n + 1) if [t.lower() for t in toks[i:i + n]] == ws]
    if hits:
        at = min(hits, key=lambda i: abs(i - at))
    elif at < 0:
        return ""
    else:
        n = 1
    return " ".join(toks[max(0, at - 5):at] + ["[" + " ".join(toks[at:at + n]) + "]"] + toks[at + n:at + n + 5])

def main(old_dir, new_dir, out):
    rows = []
    for name in sorted(os.listdir(new_dir)):
        if not name.endswith(".jsonl"):
            continue
        a, b = subs(os.path.join(old_dir, name)), subs(os.path.join(new_dir, name))
        for change, xs, ys in (("added", b, a), ("removed", a, b)):
            for k in sorted(set(xs) - set(ys)):
                s, ref, hyp = xs[k]
                rows.append("\t".join([change, name[:-6], str(k[0]), s["old"] + "→" + s["new"], s.get("source", ""),
                                       ctx(ref, s["pos"], s["old"]),
                                       ctx(hyp, s.get("hyp_pos", -1), s["new"])]))
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("change\tsystem\tsegment\tsubstitution\tsource\tref_context\thyp_context\n")
        f.write("".join(r + "\n" for r in rows))
    os.replace(tmp, out)
    print(f"{out}: {sum(r.startswith('added') for r in rows)} added, {sum(r.startswith('removed') for r in rows)} removed")

if __name__ == "__main__":
    main(*sys.argv[1:4])
