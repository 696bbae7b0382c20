#!/usr/bin/env bash
# Rewrites every system of a language's development sets with one parmesan
# binary (default settings), logs included, for changes.py:
#   cs: ../shared/eval/hume-round2/hume2016.en-cs (ref.txt) and
#       ../shared/corpora/multi-translation/generaltest2022.en-cs (refs/refB.txt;
#       the Czech tables were mined from it: precision there is optimistic);
#   en: ../shared/eval/wmt22-general/generaltest2022.de-en and .cs-en (ref.txt;
#       not mined).
# Usage (from the repository root): bench/recall/devchanges/devsets.sh BIN LANG OUTDIR
set -euo pipefail
bin=$1 lang=$2 out=$3
mkdir -p "$out"
case $lang in
cs) sets=(hume:../shared/eval/hume-round2/hume2016.en-cs/ref.txt:../shared/eval/hume-round2/hume2016.en-cs
          wmt22:../shared/corpora/multi-translation/generaltest2022.en-cs/refs/refB.txt:../shared/corpora/multi-translation/generaltest2022.en-cs) ;;
en) G=../shared/eval/wmt22-general/generaltest2022
    sets=(de-en:$G.de-en/ref.txt:$G.de-en cs-en:$G.cs-en/ref.txt:$G.cs-en) ;;
*) echo "devsets.sh: LANG is cs or en" >&2; exit 2 ;;
esac
for set in "${sets[@]}"; do
  IFS=: read -r name ref dir <<<"$set"
  for f in "$dir"/sys/*.txt; do
    s=$(basename "$f" .txt)
    "$bin" rewrite -l "$lang" -r "$ref" -i "$f" -o "$out/$name.$s.txt" --log "$out/$name.$s.jsonl" 2>"$out/$name.$s.err"
  done
done
