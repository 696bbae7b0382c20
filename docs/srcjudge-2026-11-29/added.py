#!/usr/bin/env python3
"""List the substitutions the rewriter makes with --source and not without it.

usage: added.py [--text] DEFAULT_LOGDIR SOURCE_LOGDIR SRC_TXT LANG > added.tsv
Counts per source label go to stderr. --text adds the rewritten reference,
the hypothesis and the source sentence (for judging; not for committing,
they are WMT23 text). A substitution is keyed by system,
segment, pos, old and new; it is "added" when the --source log has it and
the default log of the same system and segment does not ("dropped" the
other way round).
"""
import json
import os
import sys
from collections import Counter


def load(path):
    segs = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except json.JSONDecodeError as e:
                sys.exit(f"{path}:{n}: {e}")
            segs[d["segment"]] = d
    return segs


def main():
    args = sys.argv[1:]
    text = bool(args) and args[0] == "--text"
    if text:
        args = args[1:]
    if len(args) != 4:
        sys.exit(__doc__)
    ddir, sdir, srctxt, lang = args
    with open(srctxt, encoding="utf-8") as f:
        srcs = f.read().split("\n")
    added, dropped = Counter(), Counter()
    out = sys.stdout
    head = ["lang", "system", "seg", "pos", "old", "new", "source", "grounded"]
    if text:
        head += ["ref_rewritten", "hyp", "src"]
    out.write("\t".join(head) + "\n")
    for name in sorted(os.listdir(sdir)):
        if not name.endswith(".jsonl"):
            continue
        dpath = os.path.join(ddir, name)
        if not os.path.exists(dpath):
            sys.exit(f"{dpath}: missing (present in {sdir})")
        system = name[: -len(".jsonl")]
        dsegs, ssegs = load(dpath), load(os.path.join(sdir, name))
        for seg in sorted(ssegs):
            sd = ssegs[seg]
            dd = dsegs.get(seg)
            dsubs = (dd["result"]["substitutions"] or []) if dd else []
            ssubs = sd["result"]["substitutions"] or []
            key = lambda s: (s["pos"], s["old"], s["new"])
            dkeys = {key(s) for s in dsubs}
            skeys = {key(s) for s in ssubs}
            for s in dsubs:
                if key(s) not in skeys:
                    dropped[s["source"]] += 1
            for s in ssubs:
                if key(s) in dkeys:
                    continue
                added[s["source"]] += 1
                src = srcs[seg - 1] if 0 < seg <= len(srcs) else ""
                row = [lang, system, str(seg), str(s["pos"]), s["old"], s["new"],
                       s["source"], str(s.get("grounded", ""))]
                if text:
                    row += [sd["result"]["text"], sd["hyp"], src]
                out.write("\t".join(c.replace("\t", " ").replace("\n", " ") for c in row) + "\n")
    print(f"{lang} added {sum(added.values())}: " +
          ", ".join(f"{k} {v}" for k, v in added.most_common()), file=sys.stderr)
    print(f"{lang} dropped {sum(dropped.values())}: " +
          ", ".join(f"{k} {v}" for k, v in dropped.most_common()), file=sys.stderr)


if __name__ == "__main__":
    main()
