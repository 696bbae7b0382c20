// Package jvm reproduces the Java behaviours a bit-identical port of the
// Meteor 1.5 scorer depends on: String.hashCode, Double.toString,
// DecimalFormat("#.##########"), a correctly rounded Math.pow,
// String.toLowerCase(Locale.ROOT) as in Java 17, String.trim, and
// BufferedReader.readLine's line ends. All functions are pure and safe for
// concurrent use.
package jvm
