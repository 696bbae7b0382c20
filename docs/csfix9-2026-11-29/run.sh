#!/usr/bin/env bash
# Rewrites every system of the two Czech development sets with one parmesan
# binary (default settings, `rewrite -l cs`), logs included, for changes.py.
#   hume: ../shared/eval/hume-round2/hume2016.en-cs (ref.txt, all systems)
#   wmt22: ../shared/corpora/multi-translation/generaltest2022.en-cs (refs/refB.txt, all systems)
# Usage (from the worktree root): docs/csrec8-2026-11-29/run.sh BIN OUTDIR
set -euo pipefail
bin=$1 out=$2
mkdir -p "$out"
H=../shared/eval/hume-round2/hume2016.en-cs
W=../shared/corpora/multi-translation/generaltest2022.en-cs
for set in hume:$H/ref.txt:$H wmt22:$W/refs/refB.txt:$W; do
  IFS=: read -r name ref dir <<<"$set"
  for f in "$dir"/sys/*.txt; do
    s=$(basename "$f" .txt)
    "$bin" rewrite -l cs -r "$ref" -i "$f" -o "$out/$name.$s.txt" --log "$out/$name.$s.jsonl" 2>"$out/$name.$s.err"
  done
done
