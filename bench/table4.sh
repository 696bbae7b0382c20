#!/bin/sh
# Regenerates docs/results.md: Parmesan's Table 4 reproduced on the shared
# evaluation sets, with cross-validated tuned-parameter rows. Needs ../shared
# and the Debian dictionaries (.ci/run installs them); about 10-15 minutes on
# two cores. Extra arguments go to the program (e.g. -only "HUME en-cs" for a
# quick partial run, -o /tmp/results.md).
set -e
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- . ':(exclude)docs/results.md' || commit="$commit (with uncommitted changes)"
exec go run ./bench/table4 -shared ../shared -commit "$commit" "$@"
