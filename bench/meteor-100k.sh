#!/usr/bin/env bash
# Times "parmesan meteor" on ../shared/bench/bench-100k with the reference's
# benchmark configuration (-l en -norm, default English modules, the WordNet
# paraphrase table and the reference's resources), and prints wall time,
# pairs/second, user+sys CPU time (the figure to compare on a shared
# machine), peak RSS and whether the final score equals the reference's.
# BIN=path/to/parmesan measures that binary instead of building this tree.
# Usage: bench/meteor-100k.sh [extra parmesan meteor options]
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
bench=$shared/bench/bench-100k
if [ ! -f "$bench/hyp.txt" ]; then
  echo "bench-100k not found under $shared: nothing to measure" >&2
  exit 0
fi
want=0.32073623049226163   # the Java reference on this data (51 s, 995 MB RSS, 2 cores)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tmpbin=$tmp/parmesan
bin=${BIN:-$tmpbin}
[ -n "${BIN:-}" ] || go build -o "$bin" ./cmd/parmesan
pairs=$(wc -l < "$bench/hyp.txt")
out=$tmp/out
/usr/bin/time -f '%e %M %U %S' -o "$out.time" "$bin" meteor "$bench/hyp.txt" "$bench/ref.txt" \
  -l en -norm -a "$shared/resources/paraphrase/wordnet-en.gz" \
  -resources "$shared/resources/meteor-1.5" -q "$@" > "$out" 2> "$out.err"
read -r wall rsskb user sys < <(tail -n 1 "$out.time")
score=$(cat "$out")
awk -v u="$user" -v y="$sys" -v w="$wall" -v k="$rsskb" -v n="$pairs" -v s="$score" -v want="$want" 'BEGIN {
  printf "pairs: %d\nwall: %.2f s\ncpu (user+sys): %.2f s\npairs/s: %.0f\npeak RSS: %.0f MB\nfinal score: %s (reference %s, %s)\nspeed-up vs reference (51 s): %.1fx\n",
    n, w, u + y, n / w, k / 1024, s, want, (s == want ? "identical" : "DIFFERENT"), 51 / w }'
