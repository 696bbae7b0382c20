package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// mt-metrics-eval's data layout (google-research/mt-metrics-eval, the
// reader in mt_metrics_eval/data.py; docs/eval-layout.md sets it beside
// the project's own). Under a root, one directory per test set:
//
//	<testset>/sources/<lp>.txt                   source, one segment a line
//	<testset>/references/<lp>.<ref>.txt          every reference (refA, refB, …)
//	<testset>/system-outputs/<lp>/<system>.txt   outputs; a system named like a
//	                                             reference is that human translation
//	<testset>/human-scores/<lp>.<name>.<level>.score
//	                                             level sys: "system score";
//	                                             seg: "system score" per line, each
//	                                             system's lines in segment order;
//	                                             domain: "domain system score";
//	                                             "None" is a missing score
//	<testset>/documents/<lp>.docs                "domain document" per segment
//	<testset>/metric-scores/<lp>/<metric>-<ref>.<level>.score
//	<testset>/metadata/<lp>/<system>.jsonl       (not read here)
//
// Fields are separated by any whitespace. Only this file knows the names.

// MTMEOptions choose what ReadMTME takes from a tree.
type MTMEOptions struct {
	// TestSet is the test set's directory under the root (wmt23); "" when
	// the root is the test set's directory or holds just one test set.
	TestSet string
	// LP is the language pair (en-de); "" when the test set has one.
	LP string
	// HumanScore names the human scores (mqm, da-sqm, wmt-z, esa, …); ""
	// is mt-metrics-eval's standard score for the test set and pair, per
	// level (mtmeDefault).
	HumanScore string
	// Ref is the primary reference (refA); "" is the standard one.
	Ref string
}

// mtmeStandard is what mt-metrics-eval's meta-information
// (mt_metrics_eval/meta_info.py) names standard for a test set and
// language pair: the reference, the human scores by level and the
// outlier systems, which its correlations leave out by default.
type mtmeStandard struct {
	Ref      string
	Seg, Sys string // "" when it names none
	Outliers []string
}

// mtmeDefault restates mt-metrics-eval's meta-information for the test
// sets it knows (wmt19 to wmt23); ok is false for any other.
func mtmeDefault(testSet, lp string) (d mtmeStandard, ok bool) {
	in := func(list string) bool { return strings.Contains(" "+list+" ", " "+lp+" ") }
	switch testSet {
	case "wmt23":
		if !in("en-de he-en zh-en cs-uk de-en en-cs en-he en-ja en-ru en-uk en-zh ja-en ru-en uk-en") {
			return d, false
		}
		d.Ref = "refA"
		if in("he-en en-he") {
			d.Ref = "refB"
		}
		switch {
		case in("en-de he-en zh-en"):
			d.Seg, d.Sys = "mqm", "mqm"
		case in("cs-uk de-en en-cs en-ja en-zh ja-en"):
			d.Seg, d.Sys = "da-sqm", "da-sqm"
		}
		if in("en-de zh-en") {
			d.Outliers = []string{"synthetic_ref"}
		}
	case "wmt22":
		if !in("en-de en-ru zh-en cs-en cs-uk de-en de-fr en-cs en-hr en-ja en-liv en-uk en-zh fr-de ja-en liv-en ru-en ru-sah sah-ru uk-cs uk-en") {
			return d, false
		}
		d.Ref = "refA"
		if in("cs-en en-cs") {
			d.Ref = "refB"
		}
		switch {
		case in("en-de en-ru zh-en"):
			d.Seg, d.Sys = "mqm", "mqm"
		case in("cs-en de-en ja-en ru-en uk-en"):
			d.Seg, d.Sys = "wmt", "wmt"
		case in("de-fr fr-de ru-sah"):
		default:
			d.Seg, d.Sys = "wmt-appraise", "wmt-appraise"
		}
		if lp == "en-de" {
			d.Outliers = []string{"M2M100_1.2B-B4"}
		}
	case "wmt21.news", "wmt21.tedtalks", "wmt21.flores":
		d.Ref, d.Seg, d.Sys = "refA", "wmt-raw", "wmt-z"
		switch testSet {
		case "wmt21.news":
			if !in("en-cs en-de en-ha en-is en-ja en-ru en-zh cs-en de-en de-fr fr-de ha-en is-en ja-en ru-en zh-en") {
				return d, false
			}
			if in("en-de en-ru zh-en") {
				d.Seg, d.Sys = "mqm", "mqm"
			}
			switch lp {
			case "en-de":
				d.Ref = "refC"
			case "zh-en":
				d.Ref = "refB"
			}
		case "wmt21.tedtalks":
			if !in("en-de en-ru zh-en") {
				return d, false
			}
			d.Seg, d.Sys = "mqm", "mqm"
			if lp == "zh-en" {
				d.Ref = "refB"
			}
		default:
			if !in("bn-hi hi-bn xh-zu zu-xh") {
				return d, false
			}
		}
	case "wmt20", "wmt19":
		d.Ref, d.Seg, d.Sys = "ref", "wmt-raw", "wmt-z"
		if testSet == "wmt20" {
			d.Outliers = wmt20Outliers[lp]
		}
	default:
		return d, false
	}
	return d, true
}

var wmt20Outliers = map[string][]string{
	"cs-en": {"zlabs-nlp.1149", "CUNI-DocTransformer.1457"},
	"de-en": {"yolo.1052", "zlabs-nlp.1153", "WMTBiomedBaseline.387"},
	"en-cs": {"zlabs-nlp.1151", "Online-G.1555"},
	"en-de": {"zlabs-nlp.179", "WMTBiomedBaseline.388", "Online-G.1556"},
	"en-iu": {"UEDIN.1281", "OPPO.722", "UQAM_TanLe.521"},
	"en-ja": {"Online-G.1557", "SJTU-NICT.370"},
	"en-pl": {"Online-Z.1634", "zlabs-nlp.180", "Online-A.1576"},
	"en-ta": {"TALP_UPC.1049", "SJTU-NICT.386", "Online-G.1561"},
	"iu-en": {"NiuTrans.1206", "Facebook_AI.729"},
	"ja-en": {"Online-G.1564", "zlabs-nlp.66", "Online-Z.1640"},
	"pl-en": {"zlabs-nlp.1162"},
	"ru-en": {"zlabs-nlp.1164"},
	"ta-en": {"Online-G.1568", "TALP_UPC.192"},
	"zh-en": {"WMTBiomedBaseline.183"},
}

// mtmePreference is the order in which a score name is chosen for a test
// set mt-metrics-eval's meta-information does not know, when a level has
// several: the most fine-grained judgments first.
var mtmePreference = []string{"mqm", "esa", "da-sqm", "wmt-z", "wmt-raw", "wmt", "wmt-appraise"}

// IsMTME reports whether dir is an mt-metrics-eval tree: a test set's
// directory (sources/ and system-outputs/) or a root holding any.
func IsMTME(dir string) bool {
	return isMTMETestSet(dir) || len(mtmeTestSets(dir)) > 0
}

func isMTMETestSet(dir string) bool {
	for _, sub := range []string{"sources", "system-outputs"} {
		if fi, err := os.Stat(filepath.Join(dir, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// mtmeTestSetDir finds the test set's directory under root.
func mtmeTestSetDir(root, testSet string) (string, error) {
	if testSet != "" {
		d := filepath.Join(root, testSet)
		if !isMTMETestSet(d) {
			return "", fmt.Errorf("data: %s is not an mt-metrics-eval test set (no sources/ and system-outputs/)%s", d, mtmeChoices(root))
		}
		return d, nil
	}
	if isMTMETestSet(root) {
		return root, nil
	}
	sets := mtmeTestSets(root)
	switch len(sets) {
	case 1:
		return filepath.Join(root, sets[0]), nil
	case 0:
		return "", fmt.Errorf("data: %s holds no mt-metrics-eval test set (<testset>/sources/, <testset>/system-outputs/)", root)
	}
	return "", fmt.Errorf("data: %s holds several mt-metrics-eval test sets: name one (--testset %s)", root, strings.Join(sets, ", "))
}

func mtmeTestSets(root string) []string {
	ents, _ := os.ReadDir(root)
	var sets []string
	for _, en := range ents {
		if en.IsDir() && isMTMETestSet(filepath.Join(root, en.Name())) {
			sets = append(sets, en.Name())
		}
	}
	return sets
}

func mtmeChoices(root string) string {
	if sets := mtmeTestSets(root); len(sets) > 0 {
		return "; test sets there: " + strings.Join(sets, ", ")
	}
	return ""
}

// MTMEFiles lists every file ReadMTME may read under root, for any
// language pair: the sources, references, system outputs, human scores
// and documents of the test set testSet, or of every test set when
// testSet is "" and root is not itself a test set. A command checks its
// output against these before it writes (a system output given as -o
// would be replaced). Unreadable directories list nothing.
func MTMEFiles(root, testSet string) []string {
	var dirs []string
	switch {
	case testSet != "":
		dirs = []string{filepath.Join(root, testSet)}
	case isMTMETestSet(root):
		dirs = []string{root}
	default:
		for _, s := range mtmeTestSets(root) {
			dirs = append(dirs, filepath.Join(root, s))
		}
	}
	var files []string
	for _, d := range dirs {
		files = append(files, namedIn(filepath.Join(d, "sources"), "", ".txt")...)
		files = append(files, namedIn(filepath.Join(d, "references"), "", ".txt")...)
		outs := filepath.Join(d, "system-outputs")
		for _, lp := range namedIn(outs, "", "") {
			files = append(files, namedIn(lp, "", ".txt")...)
		}
		files = append(files, namedIn(filepath.Join(d, "human-scores"), "", ".score")...)
		files = append(files, namedIn(filepath.Join(d, "documents"), "", ".docs")...)
	}
	return files
}

// namedIn lists the paths of dir's entries whose names are
// prefix+something+suffix (what the shell pattern prefix*suffix matches),
// sorted by name. Unlike filepath.Glob it never reads dir, prefix or suffix
// as a pattern, so a root such as "a[1]" or a pair with * is taken as
// written. An unreadable dir lists nothing.
func namedIn(dir, prefix, suffix string) []string {
	ents, _ := os.ReadDir(dir) // sorted by name
	var paths []string
	for _, en := range ents {
		name := en.Name()
		if len(name) >= len(prefix)+len(suffix) && strings.HasPrefix(name, prefix) && strings.HasSuffix(name, suffix) {
			paths = append(paths, filepath.Join(dir, name))
		}
	}
	return paths
}

// mtmePairs lists the language pairs of a test set (sources/<lp>.txt).
func mtmePairs(dir string) []string {
	files := namedIn(filepath.Join(dir, "sources"), "", ".txt")
	var lps []string
	for _, f := range files {
		lps = append(lps, strings.TrimSuffix(filepath.Base(f), ".txt"))
	}
	sort.Strings(lps)
	return lps
}

// ReadMTME reads one test set and language pair of an mt-metrics-eval
// tree into an EvalSet: the primary reference as Ref, every system
// output (the primary reference's own entry left out, other references'
// entries marked Human), the chosen human scores at segment and system
// level, documents and domains, and the outlier systems. Every text must
// have one line per source segment; errors name the file and line.
func ReadMTME(root string, o MTMEOptions) (*EvalSet, error) {
	dir, err := mtmeTestSetDir(root, o.TestSet)
	if err != nil {
		return nil, err
	}
	testSet := filepath.Base(filepath.Clean(dir))
	lps := mtmePairs(dir)
	lp := o.LP
	switch {
	case lp == "" && len(lps) == 1:
		lp = lps[0]
	case lp == "":
		return nil, fmt.Errorf("data: %s has %d language pairs: name one (--lp %s)", dir, len(lps), strings.Join(lps, ", "))
	}
	_, tgt, ok := strings.Cut(lp, "-")
	if !ok || tgt == "" {
		return nil, fmt.Errorf("data: language pair %q is not SRC-TGT", lp)
	}
	def, known := mtmeDefault(testSet, lp)
	t := &setTexts{sysDir: filepath.Join(dir, "system-outputs", lp), outputs: map[string][]string{}}
	notices := &inputNotices{}
	srcPath := filepath.Join(dir, "sources", lp+".txt")
	if t.src, err = notices.read(srcPath); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("data: %s has no language pair %s (%s); pairs there: %s", dir, lp, srcPath, strings.Join(lps, ", "))
		}
		return nil, fmt.Errorf("data: mt-metrics-eval set: %w", err)
	}
	n := len(t.src)
	sameLength := func(p string, lines []string) error {
		if len(lines) != n {
			return fmt.Errorf("data: %s has %d lines, the source %s has %d", p, len(lines), srcPath, n)
		}
		return nil
	}

	refFiles := namedIn(filepath.Join(dir, "references"), lp+".", ".txt")
	for _, p := range refFiles {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), lp+"."), ".txt")
		lines, err := notices.read(p)
		if err != nil {
			return nil, fmt.Errorf("data: mt-metrics-eval set: %w", err)
		}
		if err := sameLength(p, lines); err != nil {
			return nil, err
		}
		t.refNames = append(t.refNames, name)
		t.refs = append(t.refs, lines)
	}
	if len(t.refs) == 0 {
		return nil, fmt.Errorf("data: %s has no reference (references/%s.<ref>.txt)", dir, lp)
	}
	primary := o.Ref
	if primary == "" {
		switch {
		case known:
			primary = def.Ref
		case contains(t.refNames, "refA"):
			primary = "refA"
		default:
			primary = t.refNames[0]
		}
	}
	e := &EvalSet{Dir: dir, Name: testSet + " " + lp, RefName: primary, Lang: tgt, Human: map[string]bool{}, notices: notices, texts: t}
	for k, name := range t.refNames {
		if name == primary {
			e.Ref = t.refs[k]
		}
	}
	if e.Ref == nil {
		return nil, fmt.Errorf("data: %s: no reference %s for %s (references: %s)", dir, primary, lp, strings.Join(t.refNames, ", "))
	}

	sysFiles := namedIn(t.sysDir, "", ".txt")
	for _, p := range sysFiles {
		name := strings.TrimSuffix(filepath.Base(p), ".txt")
		if name == primary {
			continue // the reference itself is no system (mt-metrics-eval leaves its main references out)
		}
		lines, err := notices.read(p)
		if err != nil {
			return nil, fmt.Errorf("data: mt-metrics-eval set: %w", err)
		}
		if err := sameLength(p, lines); err != nil {
			return nil, err
		}
		t.outputs[name] = lines
		e.Systems = append(e.Systems, name)
		if contains(t.refNames, name) {
			e.Human[name] = true
		}
	}
	sort.Strings(e.Systems)
	if len(e.Systems) == 0 {
		return nil, fmt.Errorf("data: %s has no system outputs", t.sysDir)
	}
	if known && len(def.Outliers) > 0 {
		e.Outliers = map[string]bool{}
		for _, s := range def.Outliers {
			e.Outliers[s] = true
		}
	}

	if err := e.readMTMEDocs(filepath.Join(dir, "documents", lp+".docs")); err != nil {
		return nil, err
	}
	if err := e.readMTMEHuman(filepath.Join(dir, "human-scores"), lp, o.HumanScore, def, known); err != nil {
		return nil, err
	}
	return e, nil
}

// readMTMEDocs reads "domain document" per segment; a missing file
// leaves Docs and Domains nil.
func (e *EvalSet) readMTMEDocs(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("data: mt-metrics-eval set: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLineBytes)
	line := 0
	for sc.Scan() {
		line++
		fs := strings.Fields(sc.Text())
		if len(fs) != 2 {
			return &PosError{File: path, Line: line, Msg: fmt.Sprintf("want 2 fields (domain, document), got %d", len(fs))}
		}
		e.Domains = append(e.Domains, fs[0])
		e.Docs = append(e.Docs, fs[1])
	}
	if err := sc.Err(); err != nil {
		return lineErr(path, line+1, err)
	}
	if len(e.Docs) != len(e.Ref) {
		return fmt.Errorf("data: %s has %d lines, the set has %d segments", path, len(e.Docs), len(e.Ref))
	}
	return nil
}

// MTMEScoreNames lists the human-score names of a language pair in a test
// set's human-scores/ directory, by level (seg, sys, domain, doc).
func MTMEScoreNames(dir, lp string) map[string][]string {
	files := namedIn(dir, lp+".", ".score")
	out := map[string][]string{}
	for _, p := range files {
		base := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), lp+"."), ".score")
		i := strings.LastIndexByte(base, '.')
		if i <= 0 {
			continue
		}
		out[base[i+1:]] = append(out[base[i+1:]], base[:i])
	}
	for _, v := range out {
		sort.Strings(v)
	}
	return out
}

// readMTMEHuman chooses and reads the segment- and system-level human
// scores: the named ones, else mt-metrics-eval's standard ones for a
// known test set, else per level the only name or the first of
// mtmePreference present.
func (e *EvalSet) readMTMEHuman(dir, lp, name string, def mtmeStandard, known bool) error {
	names := MTMEScoreNames(dir, lp)
	pick := func(level, std string) (string, error) {
		have := names[level]
		switch {
		case name != "":
			if contains(have, name) {
				return name, nil
			}
			return "", nil
		case known:
			if std != "" && contains(have, std) {
				return std, nil
			}
			return "", nil
		case len(have) == 1:
			return have[0], nil
		}
		for _, p := range mtmePreference {
			if contains(have, p) {
				return p, nil
			}
		}
		if len(have) > 1 {
			return "", fmt.Errorf("data: %s: %s-level human scores %s: name one (--human-score)", dir, level, strings.Join(have, ", "))
		}
		return "", nil
	}
	seg, err := pick("seg", def.Seg)
	if err != nil {
		return err
	}
	sys, err := pick("sys", def.Sys)
	if err != nil {
		return err
	}
	if seg == "" && sys == "" {
		var all []string
		for _, lvl := range []string{"seg", "sys"} {
			for _, n := range names[lvl] {
				all = append(all, n+"."+lvl)
			}
		}
		what := "no human scores " + name
		switch {
		case name != "":
		case known && def.Seg == "" && def.Sys == "":
			what = "mt-metrics-eval's meta-information names no standard human scores for " + lp
		case known:
			what = fmt.Sprintf("no %s human scores (mt-metrics-eval's standard for %s)", orNone(uniq(def.Seg, def.Sys)), lp)
		default:
			what = "no human scores"
		}
		return fmt.Errorf("data: %s: %s at segment or system level (there: %s); choose with --human-score", dir, what, orNone(all))
	}
	if seg != "" {
		p := filepath.Join(dir, lp+"."+seg+".seg.score")
		s, err := readMTMEScoreFile(p, "seg", e, len(e.Ref))
		if err != nil {
			return err
		}
		e.SegScores = make(map[string][]float64, len(s.Seg))
		for sysName, cells := range s.Seg {
			v := make([]float64, len(e.Ref))
			for k := range v {
				v[k] = math.NaN()
			}
			for i, x := range cells {
				v[i] = x
			}
			e.SegScores[sysName] = v
		}
		e.SegScoresFile = p
	}
	if sys != "" {
		p := filepath.Join(dir, lp+"."+sys+".sys.score")
		s, err := readMTMEScoreFile(p, "sys", e, 0)
		if err != nil {
			return err
		}
		e.SysScores, e.SysScoresFile = s.Sys, p
	}
	return nil
}

func uniq(a, b string) []string {
	if a == b || b == "" {
		return []string{a}
	}
	if a == "" {
		return []string{b}
	}
	return []string{a, b}
}

func orNone(v []string) string {
	if len(v) == 0 {
		return "none"
	}
	return strings.Join(v, ", ")
}

// readMTMEScoreFile reads a human-score file and checks it against the
// set: every system scored has an output (the primary reference's
// counts: mt-metrics-eval scores it as a system), and at segment level
// one line per segment.
func readMTMEScoreFile(path, level string, e *EvalSet, nseg int) (*Scores, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: mt-metrics-eval set: %w", err)
	}
	defer f.Close()
	s, count, err := parseMTMEScores(f, path, level)
	if err != nil {
		return nil, err
	}
	known := func(name string) bool { return contains(e.Systems, name) || name == e.RefName }
	names := make([]string, 0, len(count))
	for name := range count {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !known(name) {
			return nil, &PosError{File: path, Msg: "scores for system " + name + ", which has no output"}
		}
		if level == "seg" && count[name] != nseg {
			return nil, &PosError{File: path, Msg: fmt.Sprintf("system %s has %d segment lines, the set has %d segments", name, count[name], nseg)}
		}
	}
	return s, nil
}

// parseMTMEScores reads an mt-metrics-eval score file of the given level
// ("seg" or "sys"): "system score" lines, fields separated by whitespace;
// at segment level a system's k-th line is its score for segment k.
// "None" (and the other missing-score spellings of ParseScores) leaves the
// cell out. count is each system's number of lines, scored or not.
func parseMTMEScores(r io.Reader, name, level string) (s *Scores, count map[string]int, err error) {
	s = &Scores{File: name, Sys: map[string]float64{}, Seg: map[string]map[int]float64{}}
	count = map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLineBytes)
	n, scored := 0, 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if n == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		scored++
		if len(f) != 2 {
			return nil, nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("want 2 whitespace-separated fields (system, score), got %d", len(f))}
		}
		v, missing, err := parseScoreField(f[1])
		if err != nil {
			return nil, nil, &PosError{File: name, Line: n, Err: err}
		}
		if level == "sys" {
			if _, dup := s.Sys[f[0]]; dup || count[f[0]] > 0 {
				return nil, nil, &PosError{File: name, Line: n, Msg: "second score for system " + f[0]}
			}
			count[f[0]]++
			if !missing {
				s.Sys[f[0]] = v
			}
			continue
		}
		i := count[f[0]]
		count[f[0]]++
		m := s.Seg[f[0]]
		if m == nil {
			m = map[int]float64{}
			s.Seg[f[0]] = m
		}
		if !missing {
			m[i] = v
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, lineErr(name, n+1, err)
	}
	if scored == 0 {
		return nil, nil, &PosError{File: name, Msg: "no scores"}
	}
	return s, count, nil
}

// mtmeScoreLevel tells an mt-metrics-eval score file by its name
// (NAME.seg.score, NAME.sys.score, …): its level, or "".
func mtmeScoreLevel(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), ".score")
	if base == filepath.Base(path) {
		return ""
	}
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		return base[i+1:]
	}
	return ""
}

// setTexts are the texts of a set read whole.
type setTexts struct {
	src      []string
	refNames []string
	refs     [][]string
	sysDir   string
	outputs  map[string][]string
}

func (t *setTexts) sysFile(name string) string { return filepath.Join(t.sysDir, name+".txt") }

func (t *setTexts) system(name string) ([]string, error) {
	if lines, ok := t.outputs[name]; ok {
		return lines, nil
	}
	return nil, fmt.Errorf("data: evaluation set: no output %s", t.sysFile(name))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
