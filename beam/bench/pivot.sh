#!/usr/bin/env bash
# Benchmark: pivot extraction of a synthetic N-line Moses phrase table
# (default 1,000,000) on one machine (parmesan table build --phrase-table)
# and on Beam's local runner (parmesan-beam pivot, prism), with wall time,
# CPU time and peak RSS from /usr/bin/time -v, and a check that both
# tables hold the same records. Run from anywhere; needs GNU time.
#   bash beam/bench/pivot.sh [N]
set -euo pipefail
N=${1:-1000000}
here=$(cd "$(dirname "$0")/.." && pwd) # the nested module
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$here/.." && go build -o "$tmp/parmesan" ./cmd/parmesan)
(cd "$here" && go build -o "$tmp/parmesan-beam" ./cmd/parmesan-beam && go build -o "$tmp/synthtable" ./bench/synthtable)
"$tmp/synthtable" -n "$N" >"$tmp/table.pt"
echo "input: $N lines, $(du -h "$tmp/table.pt" | cut -f1)"
echo "load: $(uptime)"
measure() { # name, command...
  local name=$1; shift
  /usr/bin/time -v "$@" 2>"$tmp/$name.time" >/dev/null || { cat "$tmp/$name.time"; exit 1; }
  awk -v n="$name" -F': ' '
    /Elapsed \(wall clock\)/ {w=$2} /User time/ {u=$2} /System time/ {s=$2}
    /Maximum resident set size/ {r=$2}
    END {printf "%-14s wall %s  user+sys %.1f s  peak RSS %.0f MB\n", n, w, u+s, r/1024}' "$tmp/$name.time"
}
measure single-machine "$tmp/parmesan" table build --phrase-table "$tmp/table.pt" -o "$tmp/single.gz"
measure beam-prism "$tmp/parmesan-beam" pivot --phrase-table "$tmp/table.pt" -o "$tmp/beam.gz"
# Same records, whatever their order: sort the 3-line records.
records() { gzip -dc "$1" | paste - - - | LC_ALL=C sort | md5sum | cut -d' ' -f1; }
a=$(records "$tmp/single.gz"); b=$(records "$tmp/beam.gz")
echo "records: $(gzip -dc "$tmp/single.gz" | wc -l | awk '{print $1/3}'); identical after sorting: $([ "$a" = "$b" ] && echo yes || echo NO)"
[ "$a" = "$b" ]
