package data

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// SGMLSegment is one <seg> of an SGML test or reference set.
type SGMLSegment struct {
	Set, System, Doc, ID string
	Text                 string
	Line                 int // line of the opening <seg> tag
}

var (
	sgmlSet     = regexp.MustCompile(`(?i)<(tstset|refset)\b`)
	sgmlSetID   = regexp.MustCompile(`(?i)setid="([^"]*)"`)
	sgmlSysID   = regexp.MustCompile(`(?i)(?:sysid|refid)="([^"]*)"`)
	sgmlDoc     = regexp.MustCompile(`(?i)<doc\b`)
	sgmlDocID   = regexp.MustCompile(`(?i)docid="([^"]*)"`)
	sgmlSegOpen = regexp.MustCompile(`(?i)<seg\b[^>]*?\bid="?([^">\s]*)"?[^>]*>`)
	sgmlSegEnd  = regexp.MustCompile(`(?i)</seg>`)
	sgmlSpace   = regexp.MustCompile(`\s+`)
)

// ReadSGML parses the line-oriented SGML of the reference scorer's -sgml
// mode (spec §10.5): <tstset|refset setid=…>, <doc docid=… sysid=…>, and
// <seg id=…>…</seg> (possibly spanning lines). Whitespace in a segment is
// collapsed, the text trimmed, and &quot; &apos; &lt; &gt; &amp; are
// unescaped once. Other lines are ignored.
func ReadSGML(r io.Reader, name string) ([]SGMLSegment, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	var out []SGMLSegment
	var set, setSys, doc, sys string
	var open *SGMLSegment
	var text strings.Builder
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if open != nil {
			if loc := sgmlSegEnd.FindStringIndex(line); loc != nil {
				text.WriteString(line[:loc[0]])
				open.Text = cleanSGML(text.String())
				out = append(out, *open)
				open = nil
			} else {
				text.WriteString(line)
			}
			continue
		}
		if sgmlSet.MatchString(line) {
			m := sgmlSetID.FindStringSubmatch(line)
			if m == nil {
				return nil, &PosError{File: name, Line: n, Msg: "set tag without setid attribute"}
			}
			set = m[1]
			setSys = ""
			if s := sgmlSysID.FindStringSubmatch(line); s != nil {
				setSys = s[1]
			}
			continue
		}
		if sgmlDoc.MatchString(line) {
			m := sgmlDocID.FindStringSubmatch(line)
			if m == nil {
				return nil, &PosError{File: name, Line: n, Msg: "doc tag without docid attribute"}
			}
			doc = m[1]
			sys = setSys
			if s := sgmlSysID.FindStringSubmatch(line); s != nil {
				sys = s[1]
			}
			continue
		}
		if loc := sgmlSegOpen.FindStringSubmatchIndex(line); loc != nil {
			if set == "" || doc == "" {
				return nil, &PosError{File: name, Line: n, Msg: "segment outside a set or document"}
			}
			seg := SGMLSegment{Set: set, System: sys, Doc: doc, ID: line[loc[2]:loc[3]], Line: n}
			rest := line[loc[1]:]
			if e := sgmlSegEnd.FindStringIndex(rest); e != nil {
				seg.Text = cleanSGML(rest[:e[0]])
				out = append(out, seg)
			} else {
				open = &seg
				text.Reset()
				text.WriteString(rest)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	if open != nil {
		return nil, &PosError{File: name, Line: open.Line, Msg: fmt.Sprintf("segment %q is never closed with </seg>", open.ID)}
	}
	return out, nil
}

var sgmlEntities = []struct {
	re *regexp.Regexp
	to string
}{
	{regexp.MustCompile(`(?i)&quot;`), `"`},
	{regexp.MustCompile(`(?i)&apos;`), `'`},
	{regexp.MustCompile(`(?i)&lt;`), `<`},
	{regexp.MustCompile(`(?i)&gt;`), `>`},
	{regexp.MustCompile(`(?i)&amp;`), `&`},
}

func cleanSGML(s string) string {
	s = jvm.Trim(sgmlSpace.ReplaceAllString(s, " "))
	if !strings.Contains(s, "&") {
		return s
	}
	for _, e := range sgmlEntities {
		s = e.re.ReplaceAllLiteralString(s, e.to)
	}
	return s
}
