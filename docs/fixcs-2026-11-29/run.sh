#!/usr/bin/env bash
# Rewrites every system of WMT23 en-cs and HUME en-cs with two parmesan
# binaries (default settings, `rewrite -l cs`), for compare.py.
# Usage (from the worktree root): docs/fixcs-2026-11-29/run.sh OLDBIN NEWBIN OUTDIR
set -euo pipefail
old=$1 new=$2 out=$3
mkdir -p "$out"
W=../shared/eval/wmt23-general/generaltest2023.en-cs
H=../shared/eval/hume-round2/hume2016.en-cs
for set in wmt23:$W hume:$H; do
  name=${set%%:*} dir=${set#*:}
  for f in "$dir"/sys/*.txt; do
    s=$(basename "$f" .txt)
    for b in old:$old new:$new; do
      bn=${b%%:*} bin=${b#*:}
      "$bin" rewrite -l cs -r "$dir/ref.txt" -i "$f" -o "$out/$name.$s.$bn.txt" --log "$out/$name.$s.$bn.jsonl" 2>"$out/$name.$s.$bn.err"
    done
  done
done
