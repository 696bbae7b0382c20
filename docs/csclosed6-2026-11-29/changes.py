"""changes.py SETNAME MAINLOGS NEWLOGS OUT: append to OUT (TSV) every
substitution that differs between two bench/recall/logs.sh log directories
(one X.jsonl per system): set, added/removed, system, segment, old -> new,
parts of speech, source, the reference's +-5 tokens around the word (as
the rewriter tokenized it) and the hypothesis's +-5 tokens around the
word put in (the hypothesis re-tokenized by a regular expression, the
occurrence of the new form nearest its hyp_pos)."""
import json,re,sys,os,glob
def load(d):
    out={}
    for f in sorted(glob.glob(d+'/*.jsonl')):
        sysn=os.path.basename(f)[:-6]
        for l in open(f):
            r=json.loads(l)
            out[(sysn,r['segment'])]=r
    return out
def toks(s): return re.findall(r"\w+(?:[-'’]\w+)*|[^\w\s]",s)
def ctx(ws,p,w=5):
    lo=max(0,p-w); return ' '.join(ws[lo:p])+' [['+ws[p]+']] '+' '.join(ws[p+1:p+1+w])
def refctx(r,s):
    ws=r['result']['text'].split()
    for t in r['result']['substitutions'] or []: ws[t['pos']]=t['old']
    return ctx(ws,s['pos'])
def hypctx(r,s):
    ws=toks(r['hyp'])
    best=None
    for k,w in enumerate(ws):
        if w.lower()==s['new'].lower() and (best is None or abs(k-s['hyp_pos'])<abs(best-s['hyp_pos'])): best=k
    if best is None: best=min(s['hyp_pos'],len(ws)-1)
    return ctx(ws,best)
setname,a,b,out=sys.argv[1:5]
A,B=load(a),load(b)
rows=[]
for key in sorted(B, key=lambda k:(k[0],k[1])):
    ra,rb=A[key],B[key]
    sa={(s['pos'],s['old'],s['new']):s for s in ra['result']['substitutions'] or []}
    sb={(s['pos'],s['old'],s['new']):s for s in rb['result']['substitutions'] or []}
    for k in sb:
        if k not in sa: s=sb[k]; rows.append((setname,'added',key[0],key[1],s['old']+' → '+s['new'],s['old_pos']+'/'+s['new_pos'],s['source'],refctx(rb,s),hypctx(rb,s)))
    for k in sa:
        if k not in sb: s=sa[k]; rows.append((setname,'removed',key[0],key[1],s['old']+' → '+s['new'],s['old_pos']+'/'+s['new_pos'],s['source'],refctx(ra,s),hypctx(ra,s)))
with open(out,'a') as f:
    for r in rows: f.write('\t'.join(map(str,r))+'\n')
from collections import Counter
print(setname, Counter(r[1] for r in rows), Counter((r[1],r[6]) for r in rows).most_common(8))
