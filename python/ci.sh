#!/usr/bin/env bash
# CI for the Python package: cross-compile and assemble every wheel
# offline, install this machine's into a fresh venv with no index, and run
# the Python tests there (they compare the package with the CLI, the
# Meteor oracle and sacrebleu's, skipping what ../shared lacks), then the
# README's Python steps. PLATFORMS=host builds only this machine's wheel.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 python/build_wheel.py --out "$tmp/dist" --platform "${PLATFORMS:-all}"
python3 -m venv "$tmp/venv"
py=$tmp/venv/bin/python
hostwheel=$(python3 - "$tmp/dist" <<'PY'
import os, sys
sys.path.insert(0, "python")
import build_wheel
tag = build_wheel.PLATFORMS[build_wheel.host()]
print(next(os.path.join(sys.argv[1], f) for f in os.listdir(sys.argv[1]) if f.endswith(tag + ".whl")))
PY
)
"$py" -m pip install --no-index --no-deps --disable-pip-version-check -q "$hostwheel"
# Run from the tests directory: the installed package is imported, not the
# source tree, with the wheel's own binary.
(cd python/tests && env -u PARMESAN_BINARY PARMESAN_REPO="$repo" "$py" -m unittest discover -s . -v)
# A user's machine (issue 33): the installed wheel, run from a temporary
# directory with a fresh HOME, XDG directories and cache and no PARMESAN_*
# variable (nothing of ../shared within reach), rewrites and scores the
# user-binary test's lines (cmd/parmesan/testdata/userbin) in every
# rewriting language: corpus_parmesan, the rewritten references (the
# wheel's binary: the API has no rewrite entry) and the lemma matcher
# (score -m "exact lemma", which English lacks). The same script run with
# the Go-built binary from the repository's root (../shared found there
# when present) must give the same JSON byte for byte.
user=$tmp/user
mkdir -p "$user/work" "$user/home" "$user/cache" "$user/pcache" "$user/gocache" "$tmp/gobin"
cp cmd/parmesan/testdata/userbin/*.ref cmd/parmesan/testdata/userbin/*.hyp "$user/work/"
cat > "$tmp/userbin.py" <<'PY'
import json, os, subprocess, sys, tempfile
from parmesan_mt import ParmesanError, corpus_parmesan
from parmesan_mt._binary import binary

data, out = sys.argv[1], sys.argv[2]
langs = ["cs", "en", "de", "pl", "ru", "ro", "fr", "es"]


def run(*args):
    p = subprocess.run([binary(), *args], capture_output=True)
    if p.returncode != 0:
        raise ParmesanError(f"parmesan {' '.join(args)}: status {p.returncode}: {p.stderr.decode('utf-8', 'replace').strip()}")
    return p.stdout.decode("utf-8")


listing = run("list").splitlines()
results, failed = {}, []
for l in langs:
    missing = [x for x in listing if x.split()[:1] == [l] and "missing" in x and ("hunspell" in x or "MyThes" in x)]
    if missing:
        print(f"userbin: {l} skipped, Debian dictionary missing: {missing}", file=sys.stderr)
        continue
    ref, hyp = os.path.join(data, l + ".ref"), os.path.join(data, l + ".hyp")
    with open(ref, encoding="utf-8") as f:
        refs = f.read().splitlines()
    with open(hyp, encoding="utf-8") as f:
        hyps = f.read().splitlines()
    r = {}
    try:
        s = corpus_parmesan(hyps, [refs], lang=l)
        r["parmesan"] = [s.score, s.signature]
        with tempfile.TemporaryDirectory() as d:
            o = os.path.join(d, "out")
            run("rewrite", "-l", l, "-r", ref, "-i", hyp, "-o", o)
            with open(o, encoding="utf-8") as f:
                r["rewritten"] = f.read()
        if l != "en":
            js = json.loads(run("score", "-q", "--format", "json", "-m", "exact lemma", "-l", l, "-r", ref, hyp))
            r["exact lemma"] = [js["systems"][-1]["score"], js["signature"]]
    except ParmesanError as e:
        failed.append(f"{l}: {e}")
        continue
    results[l] = r
    print(f"userbin: {l}: Parmesan {r['parmesan'][0]:.4f}", file=sys.stderr)
with open(out, "w", encoding="utf-8") as f:
    json.dump(results, f, ensure_ascii=False, indent=1, sort_keys=True)
if failed:
    sys.exit("userbin: failed:\n" + "\n".join(failed))
PY
userenv() {
  env $(env | sed -n 's/^\(PARMESAN_[A-Za-z0-9_]*\)=.*/-u \1/p') \
    HOME="$user/home" XDG_CACHE_HOME="$user/cache" XDG_CONFIG_HOME="$user/home/.config" \
    XDG_DATA_HOME="$user/home/.local/share" PARMESAN_CACHE_DIR="$1" "${@:2}"
}
(cd "$user/work" && userenv "$user/pcache" "$py" "$tmp/userbin.py" "$user/work" "$user/wheel.json")
go build -o "$tmp/gobin/parmesan" ./cmd/parmesan
userenv "$user/gocache" PARMESAN_BINARY="$tmp/gobin/parmesan" "$py" "$tmp/userbin.py" "$user/work" "$user/go.json"
if ! cmp -s "$user/wheel.json" "$user/go.json"; then
  echo "python/ci.sh: the installed wheel outside the repository and the Go binary in it differ:" >&2
  diff "$user/go.json" "$user/wheel.json" >&2 || true
  exit 1
fi
echo "python/ci.sh: the wheel outside the repository rewrites and scores as the Go binary in it ($(python3 -c 'import json,sys; print(" ".join(sorted(json.load(open(sys.argv[1])))))' "$user/wheel.json"))" >&2
