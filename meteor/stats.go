package meteor

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// Stats are the sufficient statistics of one segment, or of a sum of
// segments (spec §7.1). Sentence and corpus scores are computed from them
// by the same code; bootstrap resampling adds Stats, never re-aligns.
type Stats struct {
	TestLen, RefLen   float64 // words (chars in -ch mode)
	TestFunc, RefFunc float64 // function words (their chars in -ch mode)
	// TestTotal and RefTotal are the matched words (chars) over all stages.
	TestTotal, RefTotal float64
	// Per-stage matched content and function words (chars), test and ref side.
	TestContent, RefContent, TestFunction, RefFunction [MaxModules]float64
	Chunks                                             float64
	TestWordMatches, RefWordMatches                    float64 // matched words (always words)
}

// Perfect reports the reference's perfect-segment test: everything matched
// in one chunk.
func (s *Stats) Perfect() bool {
	return s.TestTotal == s.TestLen && s.RefTotal == s.RefLen && s.Chunks == 1
}

// Add accumulates b into s the way the reference aggregates segments into
// documents and systems (spec §8): every field is summed, except that a
// perfect segment adds no chunks.
func (s *Stats) Add(b *Stats) {
	s.TestLen += b.TestLen
	s.RefLen += b.RefLen
	s.TestFunc += b.TestFunc
	s.RefFunc += b.RefFunc
	s.TestTotal += b.TestTotal
	s.RefTotal += b.RefTotal
	for i := 0; i < MaxModules; i++ {
		s.TestContent[i] += b.TestContent[i]
		s.RefContent[i] += b.RefContent[i]
		s.TestFunction[i] += b.TestFunction[i]
		s.RefFunction[i] += b.RefFunction[i]
	}
	if !b.Perfect() {
		s.Chunks += b.Chunks
	}
	s.TestWordMatches += b.TestWordMatches
	s.RefWordMatches += b.RefWordMatches
}

// Aggregate sums segment statistics with Add.
func Aggregate(segs []Stats) Stats {
	var t Stats
	for i := range segs {
		t.Add(&segs[i])
	}
	return t
}

// Metrics are the numbers computed from Stats (spec §7.2).
type Metrics struct {
	Precision, Recall, F1, FMean float64
	// Frag is chunks / mean matched words; Penalty is gamma * Frag^beta.
	Frag, Penalty float64
	Score         float64
}

// Compute scores statistics with parameters p and scoring weights w, in
// the reference's floating-point order, with a correctly rounded pow.
func (s *Stats) Compute(p Params, w []float64) Metrics {
	var m Metrics
	d := p.Delta
	tWL := d*(s.TestLen-s.TestFunc) + (1-d)*s.TestFunc
	rWL := d*(s.RefLen-s.RefFunc) + (1-d)*s.RefFunc
	n := len(w)
	if n > MaxModules {
		n = MaxModules
	}
	tW, rW := 0.0, 0.0
	for i := 0; i < n; i++ {
		tW += s.TestContent[i] * w[i] * d
	}
	for i := 0; i < n; i++ {
		rW += s.RefContent[i] * w[i] * d
	}
	for i := 0; i < n; i++ {
		tW += s.TestFunction[i] * w[i] * (1 - d)
	}
	for i := 0; i < n; i++ {
		rW += s.RefFunction[i] * w[i] * (1 - d)
	}
	s.finish(&m, p, tW, rW, tWL, rWL)
	return m
}

// finish completes Metrics from the weighted matches (tW, rW) and the
// weighted lengths (tWL, rWL), in the reference's floating-point order.
func (s *Stats) finish(m *Metrics, p Params, tW, rW, tWL, rWL float64) {
	m.Precision = tW / tWL
	m.Recall = rW / rWL
	m.F1 = 2 * m.Precision * m.Recall / (m.Precision + m.Recall)
	m.FMean = 1 / ((1-p.Alpha)/m.Precision + p.Alpha/m.Recall)
	if s.Perfect() {
		m.Frag = 0
	} else {
		m.Frag = s.Chunks / ((s.TestWordMatches + s.RefWordMatches) / 2)
	}
	m.Penalty = p.Gamma * jvm.Pow(m.Frag, p.Beta)
	m.Score = m.FMean * (1 - m.Penalty)
	if m.Score != m.Score { // NaN
		m.Score = 0
	} else if m.Score < 0 {
		m.Score = 0
	}
}

// AppendSS appends the 23-field sufficient-statistics line (spec §10.3).
func (s *Stats) AppendSS(b []byte) []byte {
	f := func(x float64) { b = jvm.AppendDouble(b, x); b = append(b, ' ') }
	f(s.TestLen)
	f(s.RefLen)
	f(s.TestFunc)
	f(s.RefFunc)
	for i := 0; i < MaxModules; i++ {
		f(s.TestContent[i])
		f(s.RefContent[i])
		f(s.TestFunction[i])
		f(s.RefFunction[i])
	}
	f(s.Chunks)
	f(s.TestWordMatches)
	b = jvm.AppendDouble(b, s.RefWordMatches)
	return b
}

// SS returns the 23-field sufficient-statistics line.
func (s *Stats) SS() string { return string(s.AppendSS(nil)) }

// MaxStat bounds every field ParseSS accepts: statistics are word and
// chunk counts, and larger values only come from corrupt input.
const MaxStat = 1e12

// ParseSS parses a statistics line as the reference's EVAL does: the
// first 23 whitespace-separated numbers (further tokens are ignored);
// TestTotal and RefTotal are recomputed from the stage fields. Unlike the
// reference, which scores anything, a field that is negative, not finite
// or above MaxStat is an error, and so are counts that no alignment can
// give (Check): all ones scored 4.8, a score above 1.
func ParseSS(line string) (Stats, error) {
	var s Stats
	f := strings.Fields(line)
	if len(f) < 23 {
		return s, fmt.Errorf("meteor: statistics line has %d numbers, want 23", len(f))
	}
	v := make([]float64, 23)
	for i := range v {
		x, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return s, fmt.Errorf("meteor: statistics field %d: %q is not a number", i+1, f[i])
		}
		if !(x >= 0 && x <= MaxStat) { // also NaN
			return s, fmt.Errorf("meteor: statistics field %d: %q is not a count (0 to %g)", i+1, f[i], MaxStat)
		}
		v[i] = x
	}
	s.TestLen, s.RefLen, s.TestFunc, s.RefFunc = v[0], v[1], v[2], v[3]
	for i := 0; i < MaxModules; i++ {
		s.TestContent[i], s.RefContent[i], s.TestFunction[i], s.RefFunction[i] = v[4+4*i], v[5+4*i], v[6+4*i], v[7+4*i]
		s.TestTotal += s.TestContent[i] + s.TestFunction[i]
		s.RefTotal += s.RefContent[i] + s.RefFunction[i]
	}
	s.Chunks, s.TestWordMatches, s.RefWordMatches = v[20], v[21], v[22]
	if err := s.Check(); err != nil {
		return Stats{}, err
	}
	return s, nil
}

// Check reports statistics that no alignment gives: more function words
// than words, more matched words (over all stages) than words, more
// matched function words than function words, more word matches than
// words, or more chunks than matches.
func (s *Stats) Check() error {
	var tf, rf float64
	for i := 0; i < MaxModules; i++ {
		tf += s.TestFunction[i]
		rf += s.RefFunction[i]
	}
	for _, c := range []struct {
		part, whole float64
		what        string
	}{
		{s.TestFunc, s.TestLen, "test function words exceed the test length"},
		{s.RefFunc, s.RefLen, "reference function words exceed the reference length"},
		{s.TestTotal, s.TestLen, "matched test words exceed the test length"},
		{s.RefTotal, s.RefLen, "matched reference words exceed the reference length"},
		{tf, s.TestFunc, "matched test function words exceed the test function words"},
		{rf, s.RefFunc, "matched reference function words exceed the reference function words"},
		{s.TestWordMatches, s.TestLen, "test word matches exceed the test length"},
		{s.RefWordMatches, s.RefLen, "reference word matches exceed the reference length"},
		{s.Chunks, min(s.TestWordMatches, s.RefWordMatches), "more chunks than matches"},
	} {
		if c.part > c.whole {
			return fmt.Errorf("meteor: inconsistent statistics: %s (%s > %s)", c.what, formatDouble(c.part), formatDouble(c.whole))
		}
	}
	return nil
}

func formatDouble(x float64) string { return jvm.FormatDouble(x) }

// FormatScore prints a score as the reference does (Java Double.toString).
func FormatScore(x float64) string { return jvm.FormatDouble(x) }
