#!/bin/sh
# Regenerates docs/results.md: Parmesan's Table 4 reproduced on the shared
# evaluation sets, with cross-validated tuned-parameter rows. Needs ../shared
# and the Debian dictionaries (.ci/run installs them). The Czech and the
# English half run as two processes; measured: 275 s user + 9 s sys CPU,
# 2.5 min wall on the idle 2-core machine (15 min with it heavily loaded).
# Extra arguments go to both halves.
set -e
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- . ':(exclude)docs/results.md' || commit="$commit (with uncommitted changes)"
out=bench/out/table4
mkdir -p docs
mkdir -p "$out"
go -C bench build -o "$PWD/$out/table4" ./table4
start=$(date +%s)
"$out/table4" -shared ../shared -work "$out" -only Czech -fragment -o "$out/cs.md" "$@" 2>"$out/cs.log" &
cs=$!
"$out/table4" -shared ../shared -work "$out" -only English -fragment -o "$out/en.md" "$@" 2>"$out/en.log" &
en=$!
status=0
wait $cs || status=1
wait $en || status=1
cat "$out/cs.log" "$out/en.log" >&2
[ $status = 0 ] || { echo "table4.sh: a half failed; docs/results.md left as it was" >&2; exit 1; }
"$out/table4" -assemble "$out/cs.md,$out/en.md" -elapsed "$(( $(date +%s) - start ))s" -commit "$commit" -o docs/results.md
echo "wrote docs/results.md" >&2
