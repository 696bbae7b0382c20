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
echo "ci: ok: parmesan-mt $ver" >&2
