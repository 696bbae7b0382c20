#!/usr/bin/env bash
# Generates a synthetic Meteor-format paraphrase table of 10 million
# records in a temporary directory (never in the repo), then measures:
# loading the gzip text table, compiling it, and opening the compiled form
# (wall time and peak RSS of each step, via /usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
python3 - "$tmp/table.gz" <<'PY'
import gzip, random, sys
random.seed(1)
words = [f"w{i}" for i in range(500000)]
weights = [1.0 / (i + 1) ** 1.1 for i in range(500000)]
with gzip.open(sys.argv[1], "wt", compresslevel=1) as f:
    for chunk in range(100):
        picks = random.choices(words, weights, k=100000 * 5 * 2)
        lens = [random.randint(1, 4) for _ in range(200000)]
        out, k = [], 0
        for r in range(100000):
            a = " ".join(picks[k:k + lens[2 * r]]); k += lens[2 * r]
            b = " ".join(picks[k:k + lens[2 * r + 1]]); k += lens[2 * r + 1]
            out.append(f"{random.random():.6f}\n{a}\n{b}\n")
        f.write("".join(out))
PY
echo "table: $(du -h "$tmp/table.gz" | cut -f1) gzip, 10,000,000 records"
echo 'x' > "$tmp/one.txt"
/usr/bin/time -f 'text table: load+score 1 segment %e s, peak RSS %M KB' "$tmp/parmesan" meteor "$tmp/one.txt" "$tmp/one.txt" -l en -m 'exact paraphrase' -a "$tmp/table.gz" -q >/dev/null
/usr/bin/time -f 'compile: %e s, peak RSS %M KB' "$tmp/parmesan" table compile "$tmp/table.gz" "$tmp/table.ptab"
echo "compiled: $(du -h "$tmp/table.ptab" | cut -f1)"
/usr/bin/time -f 'compiled table: open+score 1 segment %e s, peak RSS %M KB' "$tmp/parmesan" meteor "$tmp/one.txt" "$tmp/one.txt" -l en -m 'exact paraphrase' -a "$tmp/table.ptab" -q >/dev/null
