package jar

import (
	"bufio"
	"fmt"
	"github.com/parmesan-mt/parmesan/meteor"
	"io"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// AppendAlignment appends one block of the reference's -writeAlignments
// file (spec §10.4). header is the part after "Alignment\t": the segment
// number in plaintext mode, "set\tsys\tdoc\tseg" in SGML mode.
func AppendAlignment(b []byte, header string, seg *meteor.Segment) []byte {
	m := seg.Metrics
	b = append(b, "Alignment\t"...)
	b = append(b, header...)
	for _, x := range [...]float64{m.Precision, m.Recall, m.Penalty, m.Score} {
		b = append(b, '\t')
		b = jvm.AppendDouble(b, x)
	}
	b = append(b, '\n')
	b = appendJoined(b, seg.Hyp)
	b = appendJoined(b, seg.RefWords)
	b = append(b, "Line2Start:Length\tLine1Start:Length\tModule\t\tScore\n"...)
	for _, x := range seg.Matches {
		b = strconv.AppendInt(b, int64(x.RefStart), 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(x.RefLen), 10)
		b = append(b, "\t\t\t"...)
		b = strconv.AppendInt(b, int64(x.HypStart), 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(x.HypLen), 10)
		b = append(b, "\t\t\t"...)
		b = strconv.AppendInt(b, int64(x.Stage), 10)
		b = append(b, "\t\t1.0\n"...)
	}
	return append(b, '\n')
}

func appendJoined(b []byte, words []string) []byte {
	for i, w := range words {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, w...)
	}
	return append(b, '\n')
}

// AppendVerbose appends P, R, fragmentation penalty and score separated
// by tabs (the -vOut segment fields).
func AppendVerbose(b []byte, m meteor.Metrics) []byte {
	for i, x := range [...]float64{m.Precision, m.Recall, m.Penalty, m.Score} {
		if i > 0 {
			b = append(b, '\t')
		}
		b = jvm.AppendDouble(b, x)
	}
	return b
}

// WriteHeader writes the reference's plaintext header (spec §10.1).
func WriteHeader(w io.Writer, s meteor.Settings, sgml bool) error {
	bw := bufio.NewWriter(w)
	format := "plaintext"
	if sgml {
		format = "SGML"
	}
	fmt.Fprintf(bw, "Meteor version: %s\n\n", meteor.Version)
	fmt.Fprintf(bw, "Eval ID:        %s\n\n", s.EvalID())
	fmt.Fprintf(bw, "Language:       %s\n", displayLanguage(s.Lang.Name))
	fmt.Fprintf(bw, "Format:         %s\n", format)
	fmt.Fprintf(bw, "Task:           %s\n", s.TaskName)
	fmt.Fprintf(bw, "Modules:        %s\n", meteor.JoinModules(s.Modules, " ", false))
	fmt.Fprintf(bw, "Weights:        %s\n", meteor.JoinDoubles(s.Weights, " "))
	fmt.Fprintf(bw, "Parameters:     %s\n\n", s.Params.Join(" "))
	return bw.Flush()
}

func displayLanguage(name string) string {
	if name == "" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// WriteStatsBlock writes the reference's verbose statistics block (spec
// §10.2) for aggregated statistics, without the final "Final score" lines
// when final is false (SGML per-system blocks).
func WriteStatsBlock(w io.Writer, s meteor.Settings, st *meteor.Stats, final bool) error {
	bw := bufio.NewWriter(w)
	m := st.Compute(s.Params, s.Weights)
	d := jvm.FormatDecimal
	fmt.Fprintln(bw)
	fmt.Fprintln(bw, "           Test Matches                  Reference Matches")
	fmt.Fprintln(bw, "Stage      Content  Function    Total    Content  Function    Total")
	for i := range s.Modules {
		fmt.Fprintf(bw, "%-1d          %7s   %7s  %7s    %7s   %7s  %7s\n", i+1,
			d(st.TestContent[i]), d(st.TestFunction[i]), d(st.TestContent[i]+st.TestFunction[i]),
			d(st.RefContent[i]), d(st.RefFunction[i]), d(st.RefContent[i]+st.RefFunction[i]))
	}
	var tc, tf, rc, rf float64
	for i := range s.Modules {
		tc += st.TestContent[i]
		tf += st.TestFunction[i]
		rc += st.RefContent[i]
		rf += st.RefFunction[i]
	}
	fmt.Fprintf(bw, "Total      %7s   %7s  %7s    %7s   %7s  %7s\n", d(tc), d(tf), d(st.TestTotal), d(rc), d(rf), d(st.RefTotal))
	fmt.Fprintln(bw)
	unit := "words"
	if s.CharBased {
		unit = "chars"
	}
	fmt.Fprintf(bw, "Test %s:             %s\n", unit, d(st.TestLen))
	fmt.Fprintf(bw, "Reference %s:        %s\n", unit, d(st.RefLen))
	fmt.Fprintf(bw, "Chunks:                 %s\n", d(st.Chunks))
	fmt.Fprintf(bw, "Precision:              %s\n", jvm.FormatDouble(m.Precision))
	fmt.Fprintf(bw, "Recall:                 %s\n", jvm.FormatDouble(m.Recall))
	fmt.Fprintf(bw, "f1:                     %s\n", jvm.FormatDouble(m.F1))
	fmt.Fprintf(bw, "fMean:                  %s\n", jvm.FormatDouble(m.FMean))
	fmt.Fprintf(bw, "Fragmentation penalty:  %s\n", jvm.FormatDouble(m.Penalty))
	if final {
		fmt.Fprintln(bw)
		fmt.Fprintf(bw, "Final score:            %s\n", jvm.FormatDouble(m.Score))
	}
	return bw.Flush()
}
