# parity-lib.sh: sourced by the parity-*.sh scripts (before/after records
# of a binary's outputs).

# parity_setup BIN OUTDIR [BASEDIR]: moves to the repository root and sets
# bin, out (created), base and a fresh PARMESAN_CACHE_DIR (cache), removed
# on exit.
parity_setup() {
  cd "$(dirname "$0")/.." || exit 2
  bin=$(realpath "$1")
  mkdir -p "$2"
  out=$(realpath "$2")
  base=${3:-}
  cache=$(mktemp -d)
  trap 'rm -rf "$cache"' EXIT
  export PARMESAN_CACHE_DIR=$cache
}

# run NAME ARGS...: runs $bin ARGS, keeping stdout, stderr and the exit
# code under $out/NAME.*, with the cache and output paths and timings
# blanked (they are not part of the result). With PARITY_COLD_CORRELATE
# set, correlate's statistics cache is emptied first.
run() {
  local name=$1
  shift
  [ -n "${PARITY_COLD_CORRELATE:-}" ] && rm -rf "$cache/correlate"
  "$bin" "$@" > "$out/$name.out" 2> "$out/$name.err"
  echo "exit $?" > "$out/$name.rc"
  sed -i -e "s|$cache|CACHE|g" -e "s|$out|OUT|g" "$out/$name.out" "$out/$name.err"
  sed -i -E -e 's/[0-9.]+(m?s)( |;|,|$)/T\1\2/g' "$out/$name.out" "$out/$name.err"
}

# compare_outputs BASE OUT: every file of BASE must equal the same-named
# file of OUT; prints each that differs, then exits 1, or says all are
# identical and exits 0.
compare_outputs() {
  local base=$1 out=$2 status=0 f n
  for f in "$base"/*; do
    n=$(basename "$f")
    if ! cmp -s "$f" "$out/$n"; then
      echo "DIFFERENT: $n"
      status=1
    fi
  done
  [ $status -eq 0 ] && echo "all $(ls "$base" | wc -l) outputs identical"
  exit $status
}
