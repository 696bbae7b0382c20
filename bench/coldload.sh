#!/usr/bin/env bash
# Issue #37's first use of a language, two builds side by side, alternated
# in the same minutes (old first in odd rounds, new first in even ones, as
# bench/speed-side.sh does): for each language, `rewrite -l L` of a
# one-word file with an empty cache directory (cold: the hunspell word
# list, the thesaurus or WordNet indexes and the rest are built and
# written), then again with the cache that run filled (warm).
# Prints every run, then the medians of wall, CPU (user + system) and
# peak RSS per build, language and case, and whether the cache files the
# two builds wrote in the first round are byte-identical (cmp).
# Usage: bench/coldload.sh OLD_BIN NEW_BIN [ROUNDS] [LANGS]
#   (default 3 rounds; languages "cs en de pl ru ro fr es")
# Needs the languages' system dictionaries (hunspell-*, mythes-*,
# wordnet-base, dict-freedict-eng-ces); nothing under ../shared.
set -uo pipefail
old=$(realpath "$1") new=$(realpath "$2") rounds=${3:-3} langs=${4:-cs en de pl ru ro fr es}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "dům" >"$work/r.txt"
t() { # NAME LANG CASE CACHE BIN: one timed run
  local name=$1 l=$2 case=$3 cache=$4 bin=$5
  PARMESAN_CACHE_DIR=$cache /usr/bin/time -o "$work/t" -f '%e %U %S %M' \
    "$bin" rewrite -l "$l" -r "$work/r.txt" -i "$work/r.txt" -o "$work/o-$name" >/dev/null 2>"$work/err" ||
    { echo "$name $l $case failed: $(tail -1 "$work/err")" >&2; exit 1; }
  echo "$name $l $case $(cut -d' ' -f1 /proc/loadavg) $(tail -1 "$work/t")"
}
echo "# run build lang case load wall user sys maxrss_kB"
for r in $(seq 1 "$rounds"); do
  order="old new"; [ $((r % 2)) = 0 ] && order="new old" # a load that rises or falls over the minutes favours neither build
  for l in $langs; do
    for b in $order; do
      bin=$old; [ $b = new ] && bin=$new
      cache=$work/cache-$b-$l-$r
      echo "$r $(t $b $l cold "$cache" "$bin")"
      echo "$r $(t $b $l warm "$cache" "$bin")"
      [ "$r" = 1 ] || rm -rf "$cache"
    done
  done
done | tee "$work/runs"
echo "# medians: build lang case wall CPU maxrss_MB"
awk '!/^#/ { k=$2" "$3" "$4; n[k]++; w[k,n[k]]=$6; c[k,n[k]]=$7+$8; m[k,n[k]]=$9 }
function med(a, k, N,   i, j, t, v) { for (i=1;i<=N;i++) v[i]=a[k,i]; for (i=1;i<=N;i++) for (j=i+1;j<=N;j++) if (v[j]<v[i]) { t=v[i]; v[i]=v[j]; v[j]=t }; return N%2 ? v[(N+1)/2] : (v[N/2]+v[N/2+1])/2 }
END { for (k in n) printf "%s %.2f %.2f %.0f\n", k, med(w,k,n[k]), med(c,k,n[k]), med(m,k,n[k])/1000 }' "$work/runs" | sort -k2,2 -k3,3 -k1,1r
echo "# cache files of round 1, old vs new"
for l in $langs; do
  a=$work/cache-old-$l-1 b=$work/cache-new-$l-1
  la=$(cd "$a" && find . -type f | sort) lb=$(cd "$b" && find . -type f | sort)
  if [ "$la" != "$lb" ]; then echo "$l: the builds wrote different files"; diff <(echo "$la") <(echo "$lb"); continue; fi
  same=0 all=0
  for f in $la; do all=$((all + 1)); if cmp -s "$a/$f" "$b/$f"; then same=$((same + 1)); else echo "$l: $f differs"; fi; done
  echo "$l: $same/$all cache files identical"
done
