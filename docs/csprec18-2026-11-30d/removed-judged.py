#!/usr/bin/env python3
"""csprec18: the rows of changes.tsv (this directory) and the judgments
earlier development sessions made of the same substitutions.

Joins every row by (set, segment, old form, new form) with
docs/judge*-2026-11-29*/judged*.tsv, docs/judge*-2026-11-30*/judged*.tsv
and docs/*/cs-judged*.tsv (development change lists only: rows whose set
is hume or wmt22; first non-empty judgment), as
docs/csprec17-2026-11-30c/related-judged.py does, and prints the rows
by pair with their judgments, then totals (rows = instances: one row per
system). No held-out round is read. Run from the repository root:
    python3 docs/csprec18-2026-11-30d/removed-judged.py
"""
import collections, csv, glob, os, re

hume = {'Chimera', 'NMT', 'Tecto'}
J = collections.defaultdict(list)
files = sorted(glob.glob('docs/judge*-2026-11-29*/judged*.tsv') + glob.glob('docs/judge*-2026-11-30*/judged*.tsv')
               + glob.glob('docs/*/cs-judged*.tsv'))
for f in files:
    rows = list(csv.reader(open(f, encoding='utf-8'), delimiter='\t'))
    h = rows[0]
    col = lambda n: h.index(n) if n in h else None
    ij, isys, iseg, ipair, iset = col('judgment'), col('system'), col('segment'), col('pair'), col('set')
    if ij is None or iseg is None:
        continue
    for r in rows[1:]:
        if len(r) <= ij or not r[ij].strip():
            continue
        sy = r[isys]
        st = r[iset] if iset is not None else ('hume' if sy in hume else 'wmt22')
        if st not in ('hume', 'wmt22'):
            continue
        if ipair is not None:
            m = re.match(r'(.*?)→(.*?) \(', r[ipair])
            if not m:
                continue
            old, new = m.group(1), m.group(2)
        else:
            old, new = r[col('old')], r[col('new')]
        try:
            seg = int(r[iseg])
        except ValueError:
            continue
        J[(st, seg, old, new)].append(r[ij].strip()[:1])

here = os.path.dirname(os.path.abspath(__file__))
by = collections.defaultdict(collections.Counter)
tot = collections.Counter()
for r in csv.DictReader(open(os.path.join(here, 'changes.tsv'), encoding='utf-8'), delimiter='\t'):
    m = re.match(r'(.*?)→(.*?) \((.*)\)', r['pair'])
    old, new, lemmas = m.group(1), m.group(2), m.group(3)
    js = J.get((r['set'], int(r['segment']), old, new), [])
    j = js[0] if js else '-'
    by[(lemmas, r['source'], r['change'])][j] += 1
    tot[j] += 1
for (lemmas, src, ch), c in sorted(by.items(), key=lambda kv: -sum(kv[1].values())):
    print(f'{ch}\t{lemmas}\t{src}\t{sum(c.values())}\t' + ' '.join(f'{k}:{v}' for k, v in sorted(c.items())))
print('total\t' + ' '.join(f'{k}:{v}' for k, v in sorted(tot.items())) + f'\t({sum(tot.values())} rows)')
