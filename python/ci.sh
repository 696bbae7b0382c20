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
