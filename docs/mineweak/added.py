#!/usr/bin/env python3
"""added.py BASE NEW OUT: the substitutions the slot tier adds.

BASE and NEW hold rewrite logs (<system>.jsonl, bench/recall/logs.sh) of
the same set without and with the tier. For every system and segment, a
substitution of NEW is "added" when BASE's record of the segment has no
substitution with the same old and new word. OUT gets one <system>.jsonl
per system holding NEW's records with only the added substitutions (the
others dropped), so that `bench/recall sample -logs OUT` draws from the
added ones only. Prints the count per substitution source.
"""
import json, os, sys, collections

base, new, out = sys.argv[1:4]
os.makedirs(out, exist_ok=True)
by_source = collections.Counter()
for name in sorted(os.listdir(new)):
    if not name.endswith('.jsonl'):
        continue
    old = {}
    with open(os.path.join(base, name)) as f:
        for line in f:
            r = json.loads(line)
            old[r['segment']] = {(s['old'], s['new']) for s in (r['result']['substitutions'] or [])}
    with open(os.path.join(new, name)) as f, open(os.path.join(out, name), 'w') as w:
        for line in f:
            r = json.loads(line)
            subs = r['result']['substitutions'] or []
            keep = [s for s in subs if (s['old'], s['new']) not in old.get(r['segment'], set())]
            for s in keep:
                by_source[s.get('source', '')] += 1
            r['result']['substitutions'] = keep or None
            w.write(json.dumps(r, ensure_ascii=False) + '\n')
print(sum(by_source.values()), dict(by_source))
