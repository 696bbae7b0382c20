"""Signature audit: for each flag set (one a line in FLAGS), score the
example with every metric on original and rewritten references and
compare each row with the default run: a score that changes under an
unchanged signature is a GAP.

    EX=DIR LANGFLAGS="-l cs" python3 audit.py BIN FLAGS

EX holds ref.txt and hyp.txt (default: the repository's testdata/example).
"""
import json, subprocess, sys, shlex
BIN = sys.argv[1]
import os
EX = os.environ.get("EX", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "testdata", "example"))
LANG = os.environ.get("LANGFLAGS", "").split()
METRICS = "meteor,bleu,chrf,ter,m-bleu,m-ter,meteor++,bleu@parmesan,chrf@parmesan,ter@parmesan,m-ter@parmesan,meteor++@parmesan,parmesan"
def run(flags, metrics=METRICS):
    cmd = [BIN, "score", "-r", EX+"/ref.txt", EX+"/hyp.txt", "--metric", metrics, "--copy-words", "ner", "-f", "json", "-q"] + LANG + flags
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "rc %d" % p.returncode
    d = json.loads(p.stdout)
    return {(r["metric"], r["references"]): (r["score"], r["signature"], r.get("sacrebleu_signature", "")) for r in d["results"]}, None
FLAGS = [l.strip() for l in open(sys.argv[2]) if l.strip() and not l.startswith("#")]
base, err = run([])
assert base, err
gaps = 0
for f in FLAGS:
    got, err = run(shlex.split(f))
    if got is None:
        print(f"{f:45s} ERROR {err[:120]}")
        continue
    out = []
    for k, (s, sig, sacre) in sorted(got.items()):
        b = base.get(k)
        if b is None:
            out.append(f"{k[0]}/{k[1][:3]}:new")
            continue
        ds, dsig = abs(s - b[0]) > 1e-12, sig != b[1]
        if ds and not dsig:
            out.append(f"GAP {k[0]}/{k[1][:3]} {b[0]:.4f}->{s:.4f}")
            gaps += 1
        elif ds:
            out.append(f"{k[0]}/{k[1][:3]}:score+sig")
        elif dsig:
            out.append(f"{k[0]}/{k[1][:3]}:sig")
    print(f"{f:45s} " + (" ".join(out) if out else "no change"))
print("gaps:", gaps)
