"""Lists every substitution or fixer output that differs between two
builds' devsets.sh logs, one row each (tab-separated, to stdout):
    python3 changes.py OLDDIR NEWDIR > changes.tsv
change: + a substitution only the new build makes, - one only the old build
makes, ~ the same substitutions repaired differently (one row per segment:
the fixer's output changed; the pair is the substitution nearest the first
differing fix, the fixes column lists the differing fixes of each build),
or the same substitution from another source or hypothesis word (one row
each). A segment whose output, substitutions and fixes are the same is
skipped when only the logged analyses (lemmas, tags, features) of a pair
differ, and counted as "tags only".
The reference context is the tokenized reference (the rewritten text with
every substitution undone) with the substituted word(s) in brackets, five
tokens either side. (One script for every language's development sets: it
replaces the copies of docs/csprec7-2026-11-29 … docs/enfix9-2026-11-29.)"""
import glob, json, os, sys
from collections import Counter

old_dir, new_dir = sys.argv[1], sys.argv[2]


def subs(d):
    return {(s['pos'], s['old'], s['new']): s for s in (d['result'].get('substitutions') or [])}


def plain(s):
    """A substitution without its logged analyses."""
    return {k: v for k, v in s.items() if not k.endswith(('_lemma', '_pos', '_feats')) or k == 'hyp_pos'}


def reference(d):
    """The tokenized reference: the unfixed rewritten text with its
    substitutions undone left to right. Positions are the reference's:
    once every substitution before one is undone, the words before it
    are the reference's again and its position holds (undoing right to
    left misplaced every substitution after one that changed the length,
    Ve skutečnosti → Vlastně)."""
    toks = (d['result'].get('unfixed') or d['result']['text']).split()
    for s in sorted(d['result'].get('substitutions') or [], key=lambda s: s['pos']):
        toks[s['pos']:s['pos'] + len(s['new'].split())] = s['old'].split()
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
        if sa == sb and a['result']['text'] == b['result']['text']:
            continue
        if set(sa) == set(sb) and fixes(a) == fixes(b) and a['result']['text'] == b['result']['text'] and \
                all(plain(sa[k]) == plain(sb[k]) for k in sa):
            count[setn, 'tags only'] += 1
            continue
        ref = reference(a)
        assert ref == reference(b), (setn, sysn, a['segment'])
        fa, fb = fixes(a), fixes(b)
        da, db = [x for x in fa if x not in fb], [x for x in fb if x not in fa]
        rows = [('-', sa[k]) for k in sorted(set(sa) - set(sb))] + [('+', sb[k]) for k in sorted(set(sb) - set(sa))]
        if not rows and (da or db):
            at = (da + db)[0][1]
            rows = [('~', min(sb.values(), key=lambda s: abs(s['pos'] - at)))]
        elif not rows:
            # The same substitutions, one with another source or
            # hypothesis position (the text may differ by the fixer's
            # input alone): one ~ row for each such substitution.
            rows = [('~', sb[k]) for k in sorted(sb) if sa[k] != sb[k]] or [('~', next(iter(sb.values())))]
        for ch, s in rows:
            count[setn, ch] += 1
            print('\t'.join([setn, sysn, str(a['segment']), ch, pair(s), s['source'], context(ref, s['pos'], len(s['old'].split())),
                             a['result']['text'], b['result']['text'], a['hyp'], show(da) + ' | ' + show(db), '', '']))
print(dict(count), file=sys.stderr)
