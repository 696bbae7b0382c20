// Package jar is the front end of "java -jar meteor-1.5.jar": the
// reference scorer's command-line options (ParseArgs), its plaintext and
// SGML runs with their stdout, stderr and output files (Run), and its
// -stdio protocol (ServeStdio), reproduced byte for byte on top of the
// metric in package meteor. The behaviour follows
// shared/spec/meteor-1.5.md; spec sections are cited where a quirk is
// implemented.
//
// "parmesan meteor" is this package behind a command name:
//
//	opts, err := jar.ParseArgs([]string{"hyp.txt", "ref.txt", "-l", "en", "-norm"})
//	err = jar.Run(opts, jar.Env{}) // the reference's bytes on stdout and stderr
//
// A Go program that wants scores rather than the reference's output
// formats uses package meteor (or the root package) directly.
//
// # Compatibility
//
// The parity tests run every configuration of the reference's oracle
// outputs (shared/oracle/meteor-1.5) and require identical -ssOut lines,
// segment and system scores and alignment files; cmd/parmesan's tests
// compare whole runs (stdout, stderr, SGML files, stdio answers).
package jar
