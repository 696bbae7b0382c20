# parity-lib.sh: sourced by the parity-*.sh scripts.
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
