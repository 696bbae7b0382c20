#!/usr/bin/env bash
# Times "parmesan score --metric bleu,chrf" (sacrebleu 2.6.0 defaults) on
# ../shared/bench/bench-100k and prints wall time, CPU time, peak RSS and
# the corpus scores. sacrebleu 2.6.0 took 252 s and 6.2 GB on this 2-core
# machine for `-m bleu chrf`; the target is ≤ 10 s and < 500 MB. There is
# no sacrebleu score for this set: identity with sacrebleu rests on the
# oracle parity tests (go test ./metric/bleu ./metric/chrf) and on the
# differential tests of the packed n-gram counting against string keys.
# On a loaded machine wall time overstates the cost: compare CPU time.
# Usage: bench/bleu-chrf-100k.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bench=../shared/bench/bench-100k
if [ ! -f "$bench/hyp.txt" ]; then
  echo "bench-100k not found under ../shared: nothing to measure" >&2
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
/usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$tmp/parmesan" score --metric bleu,chrf \
  -r "$bench/ref.txt" "$bench/hyp.txt" -f tsv --width 6 > "$tmp/out"
read -r wall user sys rsskb < "$tmp/time"
pairs=$(wc -l < "$bench/hyp.txt")
awk -v w="$wall" -v u="$user" -v s="$sys" -v k="$rsskb" -v n="$pairs" -v load="$(cut -d' ' -f1 /proc/loadavg)" -v cpus="$(nproc)" 'BEGIN {
  printf "pairs: %d\nwall: %.2f s (includes reading the files; load average %s on %d CPUs)\ncpu: %.2f s user + %.2f s sys\npeak RSS: %.0f MB\nspeed-up vs sacrebleu (252 s): %.0fx wall\n",
    n, w, load, cpus, u, s, k / 1024, 252 / w }'
awk -F'\t' 'NR > 1 { printf "%s: %s  %s\n", $4, $5, $10 }' "$tmp/out"
