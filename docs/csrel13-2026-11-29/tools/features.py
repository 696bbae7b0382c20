#!/usr/bin/env python3
"""Features of the judged Czech `related` substitutions and how candidate
rules split them (csrel13). Reads:
  ITEMS     docs/csrel10-2026-11-29/items.tsv (the 64 judged items, rounds 3-7)
  INV       FreeDict eng-ces read backwards: `go run dumpinv.go` output
            (Czech word TAB English words joined by |), as paraphrase reads it
  LOGMAIN   rewrite --log of main on the 64 items' (ref, hyp) lines
  LOGNEW    the same with this branch's build
  LOGSRC    main with --source src.txt --drop-unsupported
  DEVMAIN   main's devsets.sh output dir (dev related-only substitutions)
  J10       docs/judge10cs-2026-11-29/judged.tsv
Writes items-features.tsv and prints the splits (markdown).
MyThes: /usr/share/mythes/th_cs_CZ_v2.dat; WordNet: /usr/share/wordnet."""
import sys, csv, json, glob, re, collections
ITEMS, INV, LOGMAIN, LOGNEW, LOGSRC, DEVMAIN, J10, OUT = sys.argv[1:9]

entries = {}
with open('/usr/share/mythes/th_cs_CZ_v2.dat', encoding='utf-8') as f:
    f.readline()
    while True:
        l = f.readline()
        if not l:
            break
        head, n = l.rstrip('\n').rsplit('|', 1)
        for _ in range(int(n)):
            m = f.readline().rstrip('\n').split('|')
            entries.setdefault(head.lower(), []).append([w.strip().lower() for w in m[1:] if w.strip()])
where = collections.defaultdict(set)
for h, ls in entries.items():
    for k, ln in enumerate(ls):
        for w in set(ln) | {h}:
            where[w].add((h, k))
inv = {}
for l in open(INV, encoding='utf-8'):
    t, s = l.rstrip('\n').split('\t')
    inv[t] = set(s.split('|'))

WN = '/usr/share/wordnet/'
wncnt, wnexc = {}, {}
for p, name in (('n', 'noun'), ('v', 'verb'), ('a', 'adj'), ('r', 'adv')):
    for l in open(WN + 'index.' + name, encoding='latin-1'):
        if not l.startswith(' '):
            x = l.split()
            wncnt[(x[0], p)] = int(x[2])
    for l in open(WN + name + '.exc', encoding='latin-1'):
        x = l.split()
        wnexc.setdefault((x[0], p), x[1])
SUF = {'n': [('s', ''), ('ses', 's'), ('xes', 'x'), ('ches', 'ch'), ('shes', 'sh'), ('ies', 'y')],
       'v': [('s', ''), ('ies', 'y'), ('es', 'e'), ('es', ''), ('ed', 'e'), ('ed', ''), ('ing', 'e'), ('ing', '')],
       'a': [('er', ''), ('est', '')], 'r': []}
def wnsenses(w, p):
    w = w.replace(' ', '_')
    for q in ([p] if p else 'nvar'):
        if (w, q) in wncnt:
            return wncnt[(w, q)]
        if (w, q) in wnexc:
            return wncnt.get((wnexc[(w, q)], q), 0)
        for s, r in SUF[q]:
            if w.endswith(s) and (w[:-len(s)] + r, q) in wncnt:
                return wncnt[(w[:-len(s)] + r, q)]
    return 0
UP = {'NOUN': 'n', 'VERB': 'v', 'ADJ': 'a', 'ADV': 'r'}

def feats(a, b, pos=None):
    la = [ln for ln in entries.get(a, []) if b in ln]
    lb = [ln for ln in entries.get(b, []) if a in ln]
    both = where[a] & where[b]
    wit = {h for h, k in both if h not in (a, b)}
    ov = (set(sum(la, [])) - {a, b}) & (set(sum(lb, [])) - {a, b})
    piv = sorted(inv.get(a, set()) & inv.get(b, set()))
    return dict(linesA=len(entries.get(a, [])), linesB=len(entries.get(b, [])), witness=len(wit), overlap=len(ov),
                sole=any(len(x) == 1 for x in la + lb), shared=len(piv), pivot=','.join(piv),
                enA=len(inv.get(a, ())), enB=len(inv.get(b, ())),
                wn=max([wnsenses(p, UP.get(pos)) for p in piv] or [0]))

RULES = [
    ('none (main)', lambda f: False),
    ('FreeDict shares one translation (not 0)', lambda f: f['shared'] == 1),
    ('both words >= 4 MyThes lines (csrel10)', lambda f: f['linesA'] >= 4 and f['linesB'] >= 4),
    ('no third entry lists both (witness 0)', lambda f: f['witness'] == 0),
    ('the two lines share no other word', lambda f: f['overlap'] == 0),
    ('shares one translation and witness 0', lambda f: f['shared'] == 1 and f['witness'] == 0),
    ('pivot has >= 5 WordNet senses', lambda f: f['wn'] >= 5),
    ('**a sole-synonym line (this branch)**', lambda f: f['sole']),
]

items = list(csv.DictReader(open(ITEMS, encoding='utf-8'), delimiter='\t'))
def logsubs(path):
    out = []
    for it, l in zip(items, open(path, encoding='utf-8')):
        r = json.loads(l)
        old = it['pair'].split('→')[0]
        out.append([s for s in (r['result']['substitutions'] or []) if s['old'] == old])
    return out
M, N, S = logsubs(LOGMAIN), logsubs(LOGNEW), logsubs(LOGSRC)
rows = []
for it, m, n, s in zip(items, M, N, S):
    a, b = [x.lower() for x in it['thesaurus words'].split('→')]
    pos = m[0]['old_pos'] if m else ''
    f = feats(a, b, pos)
    f.update(round=it['round'], k=it['k'], system=it['system'], seg=it['seg'], pair=it['pair'], words=a + '→' + b,
             sources=it['sources'], judgment=it['judgment'], pos=pos or '-',
             mined='multi' in it['sources'], main=m[0]['source'] if m else '-', new=n[0]['source'] if n else '-',
             src_unsupported_drops='yes' if m and not s else 'no')
    rows.append(f)
cols = ['round', 'k', 'system', 'seg', 'pair', 'words', 'sources', 'judgment', 'pos', 'shared', 'pivot', 'enA', 'enB',
        'wn', 'linesA', 'linesB', 'witness', 'overlap', 'sole', 'src_unsupported_drops', 'main', 'new']
with open(OUT, 'w', encoding='utf-8') as o:
    o.write('\t'.join(cols) + '\n')
    for r in rows:
        o.write('\t'.join(str(int(r[c]) if isinstance(r[c], bool) else r[c]) for c in cols) + '\n')

dev = []
for fn in sorted(glob.glob(DEVMAIN + '/*.jsonl')):
    for l in open(fn, encoding='utf-8'):
        r = json.loads(l)
        for s in r['result'].get('substitutions') or []:
            if s['source'] != 'related':
                continue
            for a, b in ((s['old_lemma'].lower(), s['new_lemma'].lower()), (s['old'].lower(), s['new'].lower())):
                if where[a] & where[b]:
                    break
            dev.append(feats(a, b, s['old_pos']))
j10 = {}
for r in list(csv.reader(open(J10, encoding='utf-8'), delimiter='\t'))[1:]:
    a, b = re.search(r'\((.*)\)', r[5]).group(1).split('→')
    j10[(r[1], r[3], a.lower(), b.lower())] = (feats(a.lower(), b.lower()), r[12])

print('| rule: remove the pair when … | kept g | kept n | kept h | removed g | removed n | removed h | dev related-only removed (of %d) | judge10cs items removed g/n/h (of 25/9/3) |' % len(dev))
print('|---|---|---|---|---|---|---|---|---|')
for name, rule in RULES:
    k, rm = collections.Counter(), collections.Counter()
    for r in rows:
        (rm if rule(r) and not r['mined'] else k)[r['judgment']] += 1
    jr = collections.Counter(j for f, j in j10.values() if rule(f))
    print(f"| {name} | {k['g']} | {k['n']} | {k['h']} | {rm['g']} | {rm['n']} | {rm['h']} | {sum(1 for f in dev if rule(f))} | {jr['g']}/{jr['n']}/{jr['h']} |")
k, rm = collections.Counter(), collections.Counter()
for r in rows:
    (rm if r['src_unsupported_drops'] == 'yes' else k)[r['judgment']] += 1
print(f"| --source with --drop-unsupported (main) | {k['g']} | {k['n']} | {k['h']} | {rm['g']} | {rm['n']} | {rm['h']} | – | – |")
