#!/usr/bin/env bash
# Measures what the README states about "parmesan meteor -l en -norm" with
# no resources at all (embedded function words, prefixes, WordNet and
# paraphrase table): how many segment scores differ from the reference
# scorer's, by how much at most, and the corpus scores, on the oracle's
# default-module runs (xray3000: one reference; xray2refs: two). The
# oracle used the shared WordNet paraphrase table as -a, so this measures
# the embedded data against the reference's resources plus that table.
# BIN=path/to/parmesan measures that binary instead of building this tree.
set -euo pipefail
cd "$(dirname "$0")/.."
scoring=../shared/oracle/meteor-1.5/scoring
if [ ! -f "$scoring/xray3000.hyp" ]; then
  echo "oracle not found under ../shared: nothing to measure" >&2
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${BIN:-$tmp/parmesan}
[ -n "${BIN:-}" ] || go build -o "$bin" ./cmd/parmesan
for c in "xray3000 xray3000_en_norm_default 1" "xray2refs xray2refs_en_norm_default_r2 2"; do
  set -- $c
  (cd "$tmp" && PARMESAN_METEOR_RESOURCES= "$bin" meteor "$OLDPWD/$scoring/$1.hyp" "$OLDPWD/$scoring/$1.ref" \
    -l en -norm -q -r "$3" > final 2> err)
  grep -v '^parmesan meteor:' "$tmp/err" > "$tmp/seg"
  paste "$tmp/seg" "$scoring/$2.segscores" | awk -v name="$1" -v refs="$3" \
    -v got="$(cat "$tmp/final")" -v want="$(cat "$scoring/$2.final")" '
    { n++; d = $1 - $2; if (d < 0) d = -d; if (d > 0) k++; if (d > m) m = d }
    END { printf "%s (%d ref): %d of %d segment scores differ (max %.4f); corpus %.5f, reference %.5f\n",
          name, refs, k, n, m, got, want }'
done
