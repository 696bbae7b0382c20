// Package version holds parmesan's version, which signatures record
// (package meteor signs its scores with it) and the command prints.
package version

// Parmesan is the parmesan version.
const Parmesan = "0.1.0"
