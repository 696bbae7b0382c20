#!/usr/bin/env python3
"""changes.py SET=MAINDIR:NEWDIR ... > changes.tsv: every substitution that
differs between two bench/recall/logs.sh log directories (added: in NEW only;
removed: in MAIN only), keyed by (system, segment, pos, old, new), with +-5
words of context of the reference and the hypothesis, and the item (1-4) of
the csneg6 change it most likely comes from (by its features and source)."""
import json, os, re, sys, collections

AUX = set("by bych bys bychom byste jsem jsi jsme jste byl byla bylo byli byly bude budou budu".split())

def load(d):
    out = {}
    for f in sorted(os.listdir(d)):
        if not f.endswith(".jsonl"):
            continue
        sysname = f[:-6]
        for line in open(os.path.join(d, f), encoding="utf-8"):
            r = json.loads(line)
            subs = (r.get("result") or {}).get("substitutions") or []
            for s in subs:
                k = (sysname, r["segment"], s["pos"], s["old"], s["new"])
                out[k] = (r, s)
    return out

PUNCT = re.compile(r"(\.\.\.|…|[.,!?;:\"“”„‚‘’()\[\]«»]|\s+)")

def tokens(text):
    """The words of a log line: Meteor's -norm splits punctuation off;
    this approximates it for context only."""
    return [t for t in PUNCT.split(text) if t and not t.isspace()]

def locate(toks, pos, words):
    """The position of words in toks nearest to pos (the rewriter's
    normalized token positions may differ slightly from tokens())."""
    w = [x.lower() for x in words]
    best = None
    for k in range(len(toks)):
        if [x.lower() for x in toks[k:k + len(w)]] == w and (best is None or abs(k - pos) < abs(best - pos)):
            best = k
    return pos if best is None else best

def ctx(toks, pos, n=1):
    lo, hi = max(0, pos - 5), min(len(toks), pos + n + 5)
    return " ".join(toks[lo:pos] + ["[" + " ".join(toks[pos:pos + n]) + "]"] + toks[pos + n:hi])

def item(r, s):
    of, nf = s.get("old_feats", ""), s.get("new_feats", "")
    if s["source"] == "structure":
        return "4"
    if s["source"].startswith("variant") and s["old"].lower().endswith("ý") and s["new"].lower().endswith("é"):
        return "3"
    if "Polarity=Neg" in of and "Polarity=Neg" in nf:
        return "1"
    ref, hyp = tokens(r["ref"]), tokens(r["hyp"])
    p = locate(ref, s["pos"], s["old"].split())
    q = locate(hyp, s["hyp_pos"], s["new"].split())
    if any(w.lower() in AUX for w in ref[max(0, p - 3):p] + hyp[max(0, q - 3):q]):
        return "2"
    return "other"

print("set\tchange\titem\tsystem\tsegment\told→new\tsource\tref context\thyp context")
counts = collections.Counter()
for arg in sys.argv[1:]:
    name, dirs = arg.split("=", 1)
    a, b = dirs.split(":")
    ma, nb = load(a), load(b)
    for change, only, other in (("added", nb, ma), ("removed", ma, nb)):
        for k in sorted(set(only) - set(other), key=lambda k: (k[0], k[1], k[2])):
            r, s = only[k]
            n, m = s.get("len") or 1, s.get("hyp_len") or 1
            it = item(r, s)
            rt, ht = tokens(r["ref"]), tokens(r["hyp"])
            counts[(name, change, it)] += 1
            print("\t".join([name, change, it, k[0], str(k[1]), s["old"] + "→" + s["new"], s["source"],
                             ctx(rt, locate(rt, s["pos"], s["old"].split()), n), ctx(ht, locate(ht, s["hyp_pos"], s["new"].split()), m)]))
for k in sorted(counts):
    print("\t".join(map(str, k)), counts[k], file=sys.stderr)
