#!/usr/bin/env bash
# CI for the Python package: build this machine's wheel offline
# (PLATFORMS=all: all six), check every wheel's version and platform tags,
# install as the README says -- a fresh venv, pip with no index -- and run
# there the unittest suite (CLI, Meteor oracle, sacrebleu's; skipping what
# ../shared lacks), the README's Python blocks (python/tests/readme_blocks.py,
# a copy) and the console command "parmesan --version".
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 python/build_wheel.py --out "$tmp/dist" --platform "${PLATFORMS:-host}"

# Version and platform tags: the file name, WHEEL, METADATA, the package's
# __version__ and the Go constant agree; the tag is one build_wheel knows,
# the binary and the console entry point are inside.
ver=$(python3 - "$tmp/dist" <<'PY'
import os, re, sys, zipfile
sys.path.insert(0, "python")
import build_wheel
ver = build_wheel.version()
with open(os.path.join("python", "parmesan_mt", "__init__.py"), encoding="utf-8") as f:
    m = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)
if not m or m.group(1) != ver:
    sys.exit(f"ci: parmesan_mt.__version__ {m and m.group(1)!r} is not the Go version {ver}")
wheels = sorted(f for f in os.listdir(sys.argv[1]) if f.endswith(".whl"))
want = {"py3-none-" + t for t in build_wheel.PLATFORMS.values()}
host = "py3-none-" + build_wheel.PLATFORMS[build_wheel.host()]
if host not in {w.split("-", 2)[2][:-4] for w in wheels}:
    sys.exit(f"ci: no wheel for this machine ({host}) among {wheels}")
for w in wheels:
    name, v, tag = w[:-4].split("-", 2)
    if name != "parmesan_mt" or v != ver or tag not in want:
        sys.exit(f"ci: {w}: want parmesan_mt-{ver}-<one of {sorted(want)}>.whl")
    with zipfile.ZipFile(os.path.join(sys.argv[1], w)) as z:
        info = f"parmesan_mt-{ver}.dist-info/"
        meta = z.read(info + "METADATA").decode()
        wheel = z.read(info + "WHEEL").decode()
        entry = z.read(info + "entry_points.txt").decode()
        if f"\nVersion: {ver}\n" not in meta:
            sys.exit(f"ci: {w}: METADATA has no Version: {ver}")
        if f"\nTag: {tag}\n" not in wheel:
            sys.exit(f"ci: {w}: WHEEL does not say Tag: {tag}")
        if "parmesan = parmesan_mt._binary:main" not in entry:
            sys.exit(f"ci: {w}: no parmesan console command in entry_points.txt")
        exe = "parmesan.exe" if tag.endswith(("win_amd64", "win_arm64")) else "parmesan"
        zi = z.getinfo(f"parmesan_mt/_bin/{exe}")
        if exe == "parmesan" and not (zi.external_attr >> 16) & 0o111:
            sys.exit(f"ci: {w}: the binary is not executable")
    print(f"ci: {w}: version {ver}, tag {tag}", file=sys.stderr)
print(ver)
PY
)

# The README's install, as a new user runs it.
python3 -m venv "$tmp/venv"
# shellcheck disable=SC1091
. "$tmp/venv/bin/activate"
unset PARMESAN_BINARY
pip install --disable-pip-version-check -q --no-index --find-links "$tmp/dist" parmesan-mt
got=$(cd "$tmp" && parmesan --version)
[ "$got" = "parmesan version $ver" ] || { echo "ci: parmesan --version printed '$got', want 'parmesan version $ver'" >&2; exit 1; }
(cd "$tmp" && python3 -c "import parmesan_mt, sys; sys.exit(parmesan_mt.__version__ != '$ver')")
# The README's Python blocks, from an empty directory (nothing to find there).
mkdir "$tmp/empty"
(cd "$tmp/empty" && env -u PARMESAN_METEOR_RESOURCES python3 "$repo/python/tests/readme_blocks.py")
# The tests, from the tests directory: the installed package is imported,
# not the source tree, with the wheel's own binary.
(cd python/tests && PARMESAN_REPO="$repo" python3 -m unittest discover -s . -v)
py=$tmp/venv/bin/python
# A user's machine (issue 33): the installed wheel, run from a temporary
# directory with a fresh HOME, XDG directories and cache and no PARMESAN_*
# variable (nothing of ../shared within reach), rewrites and scores the
# user-binary test's lines (cmd/parmesan/testdata/userbin) in every
# rewriting language: corpus_parmesan, the rewritten references (the
# wheel's binary: the API has no rewrite entry) and the lemma matcher
# (score -m "exact lemma"). The same script run with
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
        js = json.loads(run("score", "-q", "--format", "json", "-m", "exact lemma", "-l", l, "-r", ref, hyp))
        r["exact lemma"] = [js["results"][-1]["score"], js["results"][-1]["signature"]]
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
echo "ci: ok: parmesan-mt $ver" >&2
