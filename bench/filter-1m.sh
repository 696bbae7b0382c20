#!/usr/bin/env bash
# Times "parmesan table filter --preset diff-lemma --lang cs" (lemmatizing
# both sides of every pair with the system hunspell-cs dictionary) on a
# synthetic table of 1,000,000 one-word Czech records, made in a temporary
# directory from the words of the system thesaurus (mythes-cs).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
"$tmp/parmesan" table build --thesaurus /usr/share/mythes/th_cs_CZ_v2.dat -o "$tmp/th.gz" 2>/dev/null
python3 - "$tmp/th.gz" "$tmp/t1m.gz" <<'PY'
import gzip, random, sys
random.seed(2)
lines = gzip.open(sys.argv[1], "rt", encoding="utf-8").read().split("\n")
words = sorted({w for w in lines[1::3] + lines[2::3] if w and " " not in w})
with gzip.open(sys.argv[2], "wt", encoding="utf-8", compresslevel=1) as f:
    out = []
    for i in range(1000000):
        out.append("%.6f\n%s\n%s\n" % (random.random(), random.choice(words), random.choice(words)))
    f.write("".join(out))
PY
start=$(date +%s.%N)
"$tmp/parmesan" table filter --preset diff-lemma --lang cs "$tmp/t1m.gz" -o "$tmp/out.gz"
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "1000000 records in %.2f s: %.0f records/s\n", e - s, 1000000 / (e - s) }'
