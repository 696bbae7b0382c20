"""Adds to changes.py's table of base → final two columns saying where
each row comes from (tab-separated, to stdout):
    python3 attribute.py FINAL.tsv BASE_DIR 'COMMIT=DIR' ... BONLY_DIR > changes.tsv
commit: the first of the intermediate builds (COMMIT=DIR, in commit
order, each a run.sh output directory) whose run already gives the row's
segment the final text and substitutions; the last COMMIT names the final build.
rule B alone: for rows of the být rule, the rewritten text that rule
gives with the base's fixer (BONLY_DIR: base + the rule, no csfix9 fixer
commit) when it differs from the final one, else "same"."""
import json, os, sys

final, base = sys.argv[1], sys.argv[2]
steps = [a.split('=', 1) for a in sys.argv[3:-1]]
bonly = sys.argv[-1]
cache = {}


def text(d, setn, sysn, seg):
    k = (d, setn, sysn)
    if k not in cache:
        cache[k] = {str(j['segment']): (j['result']['text'], json.dumps(j['result'].get('substitutions'), sort_keys=True))
                    for j in map(json.loads, open(os.path.join(d, setn + '.' + sysn + '.jsonl')))}
    return cache[k][seg]


rows = [l.rstrip('\n').split('\t') for l in open(final)]
print('\t'.join(rows[0] + ['commit', 'rule B alone (base fixer)']))
for r in rows[1:]:
    setn, sysn, seg = r[0], r[1], r[2]
    fin = text(steps[-1][1], setn, sysn, seg)
    commit = next(c for c, d in steps if text(d, setn, sysn, seg) == fin)
    b = ''
    if commit == steps[-1][0]:
        t = text(bonly, setn, sysn, seg)[0]
        b = 'same' if t == fin[0] else t
    print('\t'.join(r + [commit, b]))
