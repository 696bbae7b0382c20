package jvm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// FormatDouble is Java's Double.toString: plain decimal with at least one
// fractional digit for 1e-3 <= |x| < 1e7, otherwise "d.dddE[-]n"; "NaN",
// "Infinity", "-Infinity". Digits are the shortest that round-trip (what
// JDK 17 prints for the numbers Meteor produces; spec §9).
func FormatDouble(x float64) string { return string(AppendDouble(nil, x)) }

// AppendDouble appends FormatDouble(x) to b.
func AppendDouble(b []byte, x float64) []byte {
	switch {
	case math.IsNaN(x):
		return append(b, "NaN"...)
	case math.IsInf(x, 1):
		return append(b, "Infinity"...)
	case math.IsInf(x, -1):
		return append(b, "-Infinity"...)
	case x == 0:
		if math.Signbit(x) {
			return append(b, "-0.0"...)
		}
		return append(b, "0.0"...)
	}
	a := math.Abs(x)
	if a >= 1e-3 && a < 1e7 {
		start := len(b)
		b = strconv.AppendFloat(b, x, 'f', -1, 64)
		for _, c := range b[start:] {
			if c == '.' {
				return b
			}
		}
		return append(b, ".0"...)
	}
	var tmp [32]byte
	// Known difference: JDK ≤ 18 prints some whole numbers >= 2^53 with
	// 17–18 digits of their exact value instead of the shortest digits;
	// Meteor prints no such numbers (counts stay far below 2^53).
	s := strconv.AppendFloat(tmp[:0], x, 'e', -1, 64) // d.ddde±xx
	e := len(s) - 1
	for s[e] != 'e' {
		e--
	}
	mant, exp := s[:e], s[e+1:]
	b = append(b, mant...)
	hasDot := false
	for _, c := range mant {
		if c == '.' {
			hasDot = true
		}
	}
	if !hasDot {
		b = append(b, ".0"...)
	}
	b = append(b, 'E')
	if exp[0] == '-' {
		b = append(b, '-')
	}
	exp = exp[1:]
	for len(exp) > 1 && exp[0] == '0' {
		exp = exp[1:]
	}
	return append(b, exp...)
}

// FormatDecimal is Java's new DecimalFormat("#.##########").format(x): at
// most ten fractional digits, rounded half-even on the exact binary
// value, trailing zeros and a trailing point removed ("16268", "0.5").
func FormatDecimal(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN" // Java prints U+FFFD; Meteor never formats NaN counts
	case math.IsInf(x, 1):
		return "∞"
	case math.IsInf(x, -1):
		return "-∞"
	}
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		s := strconv.FormatFloat(x, 'f', 0, 64)
		if s == "-0" {
			return "-0"
		}
		return s
	}
	s := new(big.Float).SetPrec(0).SetFloat64(x).Text('f', 10)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	if s == "-0" {
		return "-0"
	}
	return s
}
