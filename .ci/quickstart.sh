#!/usr/bin/env bash
# Runs the README's quick start as a new user would: every ```sh and
# ```python block between "<!-- quick start" and "<!-- end of quick start -->",
# in order, in a copy of the working tree, with a fresh venv active (pip and
# python3 are the venv's, no index). Each block runs in its own shell; when a
# block has made ./.venv (the README's install step), the blocks after it run
# with that venv active, as they would in the user's shell. Lines starting
# with "go install" need the network and are left out (the "go build -o"
# beside them is run).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/repo"
tar --exclude=.git --exclude=./dist --exclude=./parmesan --exclude=./.venv -cf - . | tar -xf - -C "$tmp/repo"
python3 -m venv "$tmp/venv"
# shellcheck disable=SC1091
. "$tmp/venv/bin/activate"
unset PARMESAN_BINARY PARMESAN_METEOR_RESOURCES
python3 - README.md "$tmp/blocks" <<'PY'
import os, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
start = text.index("<!-- quick start")
end = text.index("<!-- end of quick start -->")
blocks = re.findall(r"```(sh|python)\n(.*?)```", text[start:end], re.S)
if len(blocks) < 5:
    sys.exit(f"quickstart: only {len(blocks)} code blocks in the README's quick start")
os.makedirs(sys.argv[2])
for i, (lang, code) in enumerate(blocks):
    if lang == "sh":
        code = "\n".join(l for l in code.splitlines() if not l.startswith("go install"))
    ext = "sh" if lang == "sh" else "py"
    with open(os.path.join(sys.argv[2], f"{i:02d}.{ext}"), "w", encoding="utf-8") as f:
        f.write(code + "\n")
PY
cd "$tmp/repo"
for b in "$tmp"/blocks/*; do
  echo "== quick start block $(basename "$b")" >&2
  case $b in
    *.sh) bash -euo pipefail "$b" ;;
    *.py) python3 "$b" ;;
  esac
  if [ -f .venv/bin/activate ] && [ "${VIRTUAL_ENV:-}" != "$PWD/.venv" ]; then
    # shellcheck disable=SC1091
    . .venv/bin/activate
  fi
done
echo "quick start: every block ran" >&2
