"""Lists the segments whose rewritten reference differs between the two
builds run by run.sh: python3 compare.py OUTDIR > changed.json"""
import glob, json, os, sys
from collections import Counter

d = sys.argv[1]
items = []
for f in sorted(glob.glob(os.path.join(d, '*.old.jsonl'))):
    setn, sysn = os.path.basename(f)[:-len('.old.jsonl')].split('.', 1)
    A = [json.loads(l) for l in open(f)]
    B = [json.loads(l) for l in open(f.replace('.old.', '.new.'))]
    assert len(A) == len(B), f
    for a, b in zip(A, B):
        if a['result']['text'] != b['result']['text']:
            items.append(dict(set=setn, system=sysn, segment=a['segment'],
                              old=a['result']['text'], new=b['result']['text'],
                              fixes_old=a['result'].get('fixes'), fixes_new=b['result'].get('fixes')))
json.dump(items, sys.stdout, ensure_ascii=False, indent=1)
print(len(items), dict(Counter(i['set'] for i in items)), file=sys.stderr)
