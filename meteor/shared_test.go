package meteor

import (
	"testing"

	"github.com/parmesan-mt/parmesan/internal/oracletest"
)

// sharedDir is the project's shared material, beside the repository; the
// test is skipped when it is absent.
func sharedDir(t testing.TB) string { return oracletest.Shared(t) }

func readLines(t testing.TB, path string) []string { return oracletest.ReadLines(t, path) }
