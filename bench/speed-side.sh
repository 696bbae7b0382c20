#!/usr/bin/env bash
# Issue #37's waits, two builds side by side, alternated in the same
# minutes (old first in odd rounds, new first in even ones): score --rewrite -l de on WMT23 en-de ONLINE-B (warm, with and
# without --source) and correlate on WMT23 en-cs (--metric meteor,chrf and
# parmesan,meteor,chrf, the correlate cache emptied before each run).
# Prints every run, then the medians of wall, CPU (user + system) and
# peak RSS per build and case, and the Czech ratios.
# Usage: bench/speed-side.sh OLD_BIN NEW_BIN [ROUNDS]   (default 5; correlate runs 3)
#        CASES=cs bench/speed-side.sh OLD_BIN NEW_BIN 6   (the Czech correlate only, every round)
# Needs ../shared/eval/wmt23-general and the cs and de dictionaries.
set -uo pipefail
old=$(realpath "$1") new=$(realpath "$2") rounds=${3:-5} cases=${CASES:-de cs}
cs_rounds=3
[ "$cases" = cs ] && cs_rounds=$rounds
root=$(cd "$(dirname "$0")/.." && pwd)
cs=$(realpath "$root/../shared/eval/wmt23-general/generaltest2023.en-cs" 2>/dev/null) || { echo "WMT23 en-cs not found under ../shared" >&2; exit 2; }
de=$(realpath "$root/../shared/eval/wmt23-general/generaltest2023.en-de" 2>/dev/null) || { echo "WMT23 en-de not found under ../shared" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PARMESAN_CACHE_DIR=$work/cache
t() { # NAME CASE ARGS...: one timed run
  local name=$1 case=$2
  shift 2
  /usr/bin/time -o "$work/t" -f '%e %U %S %M' "$@" >/dev/null 2>"$work/err" || { echo "$name $case failed: $(tail -1 "$work/err")" >&2; exit 1; }
  echo "$name $case $(cut -d' ' -f1 /proc/loadavg) $(tail -1 "$work/t")"
}
for b in "$old" "$new"; do # warm each build's caches once (not timed)
  (cd "$de" && "$b" score -q --rewrite -l de --source src.txt -r ref.txt sys/ONLINE-B.txt >/dev/null 2>&1)
  "$b" correlate --set "$cs" --metric parmesan,meteor,chrf >/dev/null 2>&1
done
echo "# run build case load wall user sys maxrss_kB"
for r in $(seq 1 "$rounds"); do
  order="old new"; [ $((r % 2)) = 0 ] && order="new old" # the order swaps each round: a load that rises or falls over the minutes favours neither build
  for b in $order; do
    bin=$old; [ $b = new ] && bin=$new
    cd "$de"
    if [ "$cases" != cs ]; then
      echo "$r $(t $b de "$bin" score -q --rewrite -l de -r ref.txt sys/ONLINE-B.txt)"
      echo "$r $(t $b de-source "$bin" score -q --rewrite -l de --source src.txt -r ref.txt sys/ONLINE-B.txt)"
    fi
    if [ "$r" -le "$cs_rounds" ]; then
      for m in meteor,chrf parmesan,meteor,chrf; do
        rm -rf "$PARMESAN_CACHE_DIR/correlate"
        echo "$r $(t $b cs-$m "$bin" correlate --set "$cs" --metric $m)"
      done
    fi
  done
done | tee "$work/runs"
echo "# medians: build case wall CPU maxrss_MB"
awk '!/^#/ { k=$2" "$3; n[k]++; w[k,n[k]]=$5; c[k,n[k]]=$6+$7; m[k,n[k]]=$8 }
function med(a, k, N,   i, j, t, v) { for (i=1;i<=N;i++) v[i]=a[k,i]; for (i=1;i<=N;i++) for (j=i+1;j<=N;j++) if (v[j]<v[i]) { t=v[i]; v[i]=v[j]; v[j]=t }; return N%2 ? v[(N+1)/2] : (v[N/2]+v[N/2+1])/2 }
END { for (k in n) { W[k]=med(w,k,n[k]); C[k]=med(c,k,n[k]); printf "%s %.2f %.2f %.0f\n", k, W[k], C[k], med(m,k,n[k])/1000 }
  split("old new", bs, " ")
  for (i=1;i<=2;i++) { x=bs[i]" cs-parmesan,meteor,chrf"; y=bs[i]" cs-meteor,chrf"; if ((x in C) && C[y]>0) printf "%s Czech correlate ratio: CPU %.1fx, wall %.1fx\n", bs[i], C[x]/C[y], W[x]/W[y] } }' "$work/runs" | sort
