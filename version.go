package parmesan

import "github.com/parmesan-mt/parmesan/internal/version"

// Version is the parmesan version recorded in signatures.
const Version = version.Parmesan
