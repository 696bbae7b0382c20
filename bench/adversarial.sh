#!/usr/bin/env bash
# Adversarial alignment inputs (issue 16, defect 1): times "parmesan meteor"
# on one-segment files of 1k/4k/16k/64k random words (hypothesis and
# reference drawn independently from a 1,000-word vocabulary, so every
# word recurs), the same sizes of "the the …" against itself, and a 1 MB
# line of random words in both files. Prints wall time, user+sys CPU time,
# peak RSS and the exit status per case; a case is killed after
# $TIMEOUT seconds (default 60). Target: every case < 5 s and < 500 MB.
# With ../shared present it runs the reference's English configuration
# (-l en -norm, all four modules); otherwise exact and stem only.
# Usage: bench/adversarial.sh [extra parmesan meteor options]
set -euo pipefail
cd "$(dirname "$0")/.."
timeout=${TIMEOUT:-60}
shared=../shared
args=(-l en -norm)
if [ -d "$shared/resources/meteor-1.5" ]; then
  args+=(-a "$shared/resources/paraphrase/wordnet-en.gz" -resources "$shared/resources/meteor-1.5")
else
  args+=(-m "exact stem")
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/parmesan
go build -o "$bin" ./cmd/parmesan

# words N SEED: N space-separated words from a fixed 1,000-word vocabulary
# of pseudo-random 3–8 letter strings (deterministic for a seed).
words() {
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(7)
    for (v = 0; v < 1000; v++) {
      w = ""; l = 3 + int(rand() * 6)
      for (c = 0; c < l; c++) w = w substr("abcdefghijklmnopqrstuvwxyz", 1 + int(rand() * 26), 1)
      voc[v] = w
    }
    srand(seed)
    for (i = 0; i < n; i++) printf "%s%s", (i ? " " : ""), voc[int(rand() * 1000)]
    printf "\n"
  }'
}
# bytes N SEED: random words, N bytes on one line.
bytes() { words $(($1 / 4)) "$2" | cut -c "1-$1"; }
repeat() { awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "%s", (i ? " the" : "the"); printf "\n" }'; }

run() { # name hypfile reffile
  local t=$tmp/time rc=0
  /usr/bin/time -f '%e %U %S %M' -o "$t" timeout "$timeout" "$bin" meteor "$2" "$3" "${args[@]}" -q "${extra[@]}" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
  read -r wall user sys rss < <(tail -n 1 "$t")
  local note=""
  [ "$rc" = 124 ] && note="killed after ${timeout} s"
  [ "$rc" != 0 ] && [ "$rc" != 124 ] && note="exit $rc: $(grep -v '^[0-9.]*$' "$tmp/err" | head -n 1)"
  printf '%-22s %8.2f %8.2f %8.0f  %-20s %s\n' "$1" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024)) \
    "$(grep -v '^Warning' "$tmp/out" | tail -n 1)" "$note"
}
extra=("$@")
cases=${CASES:-all}
printf '%-22s %8s %8s %8s  %-20s %s\n' case wall_s cpu_s rss_MB score note
sizes="1000 4000 16000 64000"
[ "$cases" = 1mb ] && sizes=""
for n in $sizes; do
  words "$n" 1 > "$tmp/h"; words "$n" 2 > "$tmp/r"
  run "random $n" "$tmp/h" "$tmp/r"
done
for n in $sizes; do
  repeat "$n" > "$tmp/h"
  run "the-the $n" "$tmp/h" "$tmp/h"
done
bytes 1000000 3 > "$tmp/h"; bytes 1000000 4 > "$tmp/r"
run "1MB line" "$tmp/h" "$tmp/r"
