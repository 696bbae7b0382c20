#!/usr/bin/env bash
# Paraphrase-table benchmark: generates a synthetic Meteor-format table of
# 10 million records (gzip; Zipf-like vocabulary of 500k words, phrases of
# 1-4 words, records grouped by A-phrase) in a temporary directory, never
# in the repo, then reports
#   1. in-process figures (go test -bench BenchmarkParaphraseTable10M):
#      text-load time and heap, compile time, compiled size, open time and
#      RSS growth on open, lookup and walk throughput;
#   2. fresh-process figures (/usr/bin/time): `parmesan table compile` and
#      `parmesan meteor -a` on one segment with the text and the compiled
#      table (wall time, peak RSS).
# Usage: bench/ptab-10m.sh [RECORDS]
set -euo pipefail
cd "$(dirname "$0")/.."
records=${1:-10000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
PTAB_RECORDS=$records PTAB_BENCH_DIR=$tmp go test ./meteor -run '^$' \
	-bench '^BenchmarkParaphraseTable10M$' -benchtime 1x -timeout 60m |
	grep '^Benchmark' | tr '\t' '\n' | sed 's/^ *//' | tail -n +3
echo x >"$tmp/one.txt"
tm() {
	/usr/bin/time -o "$tmp/time" -f "$1: %e s, peak RSS %M KB" "${@:2}" >/dev/null 2>&1
	cat "$tmp/time"
}
tm 'parmesan table compile (text -> compiled)' "$tmp/parmesan" table compile "$tmp/synthetic.gz" "$tmp/again.ptab"
cmp -s "$tmp/again.ptab" "$tmp/synthetic.ptab" && echo 'compiled output is deterministic'
tm 'parmesan meteor, text table, 1 segment' "$tmp/parmesan" meteor "$tmp/one.txt" "$tmp/one.txt" -l en -m 'exact paraphrase' -a "$tmp/synthetic.gz" -q
tm 'parmesan meteor, compiled table, 1 segment' "$tmp/parmesan" meteor "$tmp/one.txt" "$tmp/one.txt" -l en -m 'exact paraphrase' -a "$tmp/synthetic.ptab" -q
