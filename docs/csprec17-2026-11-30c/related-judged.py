#!/usr/bin/env python3
"""csprec17: the Czech related tier's development rows and the judgments
earlier sessions made of them.

Reads the substitutions of a devsets.sh output directory (default main's,
/tmp/dev-mend16-cs), keeps those whose source names "related", and joins
them by (set, segment, old form, new form) with the development judgments
in docs/judge*-2026-11-29*/judged*.tsv, docs/judge*-2026-11-30*/judged*.tsv
and docs/*/cs-judged*.tsv (first non-empty judgment of a pair; removed
rows are judged as if made). Writes related-dev.tsv beside this script and
prints counts by source and by verb / other part of speech (distinct
pairs, then instances). Run from the repository root:
    python3 docs/csprec17-2026-11-30c/related-judged.py [DEVDIR]
"""
import collections, csv, glob, json, os, re, sys

devdir = sys.argv[1] if len(sys.argv) > 1 else '/tmp/dev-mend16-cs'
hume = {'Chimera', 'NMT', 'Tecto'}

dev = collections.defaultdict(list)
for f in sorted(glob.glob(devdir + '/*.jsonl')):
    st, sy = os.path.basename(f)[:-6].split('.', 1)
    for line in open(f, encoding='utf-8'):
        d = json.loads(line)
        for s in d['result'].get('substitutions') or []:
            dev[(st, d['segment'], s['old'], s['new'])].append((sy, s))

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
        if len(r) <= ij:
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
        if r[ij].strip():
            J[(st, seg, old, new)].append((f.split('/')[1], r[ij].strip()[:1]))

out, tot = [], collections.defaultdict(collections.Counter)
for k, v in sorted(dev.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
    s = v[0][1]
    if 'related' not in s['source']:
        continue
    verb = s['old_pos'] == 'VERB'
    js = J.get(k, [])
    jd = js[0][1] if js else ''
    fate = 'kept'
    if verb and s['source'] == 'related':
        fate = 'removed'
    elif verb and s['source'] == 'related+multi-slot':
        fate = 'named multi-slot'
    pos = s['old_pos'] + ('/Part' if 'VerbForm=Part' in s.get('old_feats', '') else '')
    out.append([k[0], str(k[1]), k[2], k[3], s['old_lemma'] + '→' + s['new_lemma'], s['source'], pos, str(len(v)), fate, jd,
                ','.join(sorted({f for f, _ in js}))])
    g = 'verb' if verb else 'other'
    tot[(s['source'], g, 'distinct')][jd or '-'] += 1
    tot[(s['source'], g, 'instances')][jd or '-'] += len(v)
with open(os.path.join(os.path.dirname(__file__), 'related-dev.tsv'), 'w', encoding='utf-8') as f:
    f.write('\t'.join(['set', 'segment', 'old', 'new', 'lemmas', 'source (main)', 'pos (reference)', 'instances', 'csprec17',
                       'judgment (first earlier one)', 'judged in']) + '\n')
    for r in out:
        f.write('\t'.join(r) + '\n')
for k in sorted(tot):
    print(*k, dict(sorted(tot[k].items())))
