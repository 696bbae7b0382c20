"""Lists every substitution or fixer output that differs between two
builds' run.sh logs (copied from docs/csprec7-2026-11-29; a segment whose
output, substitutions and fixes are the same is skipped even when the
logged tags of a pair differ: counted as "tags only"; reference() places
substitutions of another length correctly), one row each (tab-separated, to stdout):
    python3 changes.py OLDDIR NEWDIR > changes.tsv
change: + a substitution only the new build makes, - one only the old build
makes, ~ the same substitutions repaired differently (one row per segment:
the fixer's output changed; the pair is the substitution nearest the first
differing fix, the fixes column lists the differing fixes of each build).
The reference context is the tokenized reference (the rewritten text with
every substitution undone) with the substituted word(s) in brackets, five
tokens either side."""
import glob, json, os, sys
from collections import Counter

old_dir, new_dir = sys.argv[1], sys.argv[2]


def subs(d):
    return {(s['pos'], s['old'], s['new']): s for s in (d['result'].get('substitutions') or [])}


def reference(d):
    """The tokenized reference: the unfixed rewritten text with its
    substitutions undone right to left (positions are the reference's)."""
    toks = (d['result'].get('unfixed') or d['result']['text']).split()
    # pos is the reference position: a substitution of another length
    # ("slightly" -> "a little") shifts the rewritten text after it.
    subs = sorted(d['result'].get('substitutions') or [], key=lambda s: s['pos'])
    at, shift = [], 0
    for s in subs:
        at.append(s['pos'] + shift)
        shift += len(s['new'].split()) - len(s['old'].split())
    for s, p in reversed(list(zip(subs, at))):
        toks[p:p + len(s['new'].split())] = s['old'].split()
    return toks


def context(toks, pos, n):
    a, b = max(0, pos - 5), min(len(toks), pos + n + 5)
    return ' '.join(toks[a:pos] + ['[' + ' '.join(toks[pos:pos + n]) + ']'] + toks[pos + n:b])


def pair(s):
    return '%s→%s (%s→%s)' % (s['old'], s['new'], s['old_lemma'], s['new_lemma'])


def fixes(d):
    return [(f['rule'], f['pos'], f['before'], f['after']) for f in (d['result'].get('fixes') or [])]


def show(fs):
    return '; '.join('%s %d %s→%s' % f for f in fs) or '(none)'


cols = ['set', 'system', 'segment', 'change', 'pair', 'source', 'reference context',
        'rewritten before', 'rewritten after', 'hypothesis', 'fixes differing (before | after)', 'judgment', 'note']
print('\t'.join(cols))
count = Counter()
for f in sorted(glob.glob(os.path.join(old_dir, '*.jsonl'))):
    setn, sysn = os.path.basename(f)[:-len('.jsonl')].split('.', 1)
    A = [json.loads(l) for l in open(f)]
    B = [json.loads(l) for l in open(os.path.join(new_dir, os.path.basename(f)))]
    assert len(A) == len(B), f
    for a, b in zip(A, B):
        sa, sb = subs(a), subs(b)
        fa, fb = fixes(a), fixes(b)
        if set(sa) == set(sb) and fa == fb and a['result']['text'] == b['result']['text']:
            if sa != sb:
                count[setn, 'tags only'] += 1  # same output; only the logged tags of a pair differ
            continue
        ref = reference(a)
        assert ref == reference(b), (setn, sysn, a['segment'])
        da, db = [x for x in fa if x not in fb], [x for x in fb if x not in fa]
        rows = [('-', sa[k]) for k in sorted(set(sa) - set(sb))] + [('+', sb[k]) for k in sorted(set(sb) - set(sa))]
        if not rows:
            ta, tb = a['result']['text'].split(), b['result']['text'].split()
            at = (da + db)[0][1] if da + db else next((i for i, (x, y) in enumerate(zip(ta, tb)) if x != y), min(len(ta), len(tb)))
            rows = [('~', min(sb.values(), key=lambda s: abs(s['pos'] - at)))]
        for ch, s in rows:
            count[setn, ch] += 1
            print('\t'.join([setn, sysn, str(a['segment']), ch, pair(s), s['source'], context(ref, s['pos'], len(s['old'].split())),
                             a['result']['text'], b['result']['text'], a['hyp'], show(da) + ' | ' + show(db), '', '']))
print(dict(count), file=sys.stderr)
