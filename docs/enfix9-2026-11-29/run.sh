#!/usr/bin/env bash
# Rewrites every system of the two English development sets with one
# parmesan binary (default settings, `rewrite -l en`), logs included, for
# changes.py. Neither set was mined for the tables.
#   de-en: ../shared/eval/wmt22-general/generaltest2022.de-en (ref.txt = primary refA, all systems in sys/)
#   cs-en: ../shared/eval/wmt22-general/generaltest2022.cs-en (ref.txt = primary refB, all systems in sys/)
# Usage (from the worktree root): docs/enfix9-2026-11-29/run.sh BIN OUTDIR
set -euo pipefail
bin=$1 out=$2
mkdir -p "$out"
G=../shared/eval/wmt22-general/generaltest2022
for name in de-en cs-en; do
  dir=$G.$name
  for f in "$dir"/sys/*.txt; do
    s=$(basename "$f" .txt)
    "$bin" rewrite -l en -r "$dir/ref.txt" -i "$f" -o "$out/$name.$s.txt" --log "$out/$name.$s.jsonl" 2>"$out/$name.$s.err"
  done
done
