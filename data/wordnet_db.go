package data

import (
	"bufio"
	"io"
	"os"
	"strconv"
	"strings"
)

// Reading WordNet's database files.
//
// WordNet 3.0 (Debian wordnet-base installs it in WordNetDir) keeps one
// index file and one data file per part of speech (index.noun, data.noun,
// … adj, adv; wndb(5) describes them). Every line that is not part of the
// licence header (those start with a space) is one record of
// space-separated fields:
//
//	index: lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
//	data:  synset_offset lex_filenum ss_type w_cnt word lex_id […] p_cnt [ptr…] [frames] | gloss
//
// where a data pointer is "symbol synset_offset pos source/target", w_cnt
// and lex_id are hexadecimal, and an adjective's word may carry a
// syntactic marker ("long(a)"). Beside them lie the morphological
// exception lists (noun.exc, …: "inflected base…") and the sense-tagged
// frequencies (cntlist.rev: "sense_key sense_number tag_cnt").
// ReadWordNetIndex, ReadWordNetData, ReadWordNetExceptions and
// ReadWordNetCounts read them line by line, calling a function with each
// record; a malformed line is a *PosError naming the file and line.

// WordNetDir is where Debian's wordnet-base installs the WordNet database.
const WordNetDir = "/usr/share/wordnet"

// WordNetPOSNames are the suffixes of the index and data files of the four
// parts of speech, in the order of their codes (WordNetNoun … WordNetAdv):
// index.noun, data.noun, index.verb, ….
var WordNetPOSNames = [4]string{"noun", "verb", "adj", "adv"}

// WordNetIndexEntry is one line of a WordNet index file: a lemma and its
// synsets for one part of speech.
type WordNetIndexEntry struct {
	// Lemma is lower case, with "_" between the words of a collocation.
	Lemma string
	// POS is the part of speech: 'n', 'v', 'a' or 'r'.
	POS byte
	// Pointers are the symbols of the pointers the lemma has in any of
	// its synsets ("@", "~", "&", …).
	Pointers []string
	// TaggedSenses is how many of the senses are tagged in WordNet's
	// semantic concordance (tagsense_cnt).
	TaggedSenses int
	// Offsets are the byte offsets of the lemma's synsets in the data
	// file, in sense order: the most frequent sense first.
	Offsets []int
}

// WordNetSynset is one line of a WordNet data file.
type WordNetSynset struct {
	// Offset is the synset's byte offset in its data file, its identity
	// within its part of speech.
	Offset int
	// LexFile is the number of the lexicographer file (lex_filenum).
	LexFile int
	// Type is the synset type: 'n', 'v', 'a', 's' (an adjective
	// satellite) or 'r'.
	Type byte
	// Words are the synset's lemmas in the order the file gives them.
	Words []WordNetWord
	// Pointers are the synset's relations to other synsets and words.
	Pointers []WordNetPointer
	// Gloss is the text after " | " (definition and examples).
	Gloss string
}

// POS is the part of speech of the synset's Type: a satellite ('s') is an
// adjective ('a').
func (s *WordNetSynset) POS() byte { return wordNetPOSOf(s.Type) }

// WordNetWord is a lemma of a synset.
type WordNetWord struct {
	// Lemma is the word as written in the synset (capitals kept, "_"
	// between words), without its syntactic marker.
	Lemma string
	// Marker is an adjective's syntactic marker without its parentheses
	// ("a", "p", "ip"), or "".
	Marker string
	// LexID tells the lemma's senses in one lexicographer file apart.
	LexID int
}

// WordNetPointer is a relation from a synset (or one of its words) to
// another synset (or one of its words).
type WordNetPointer struct {
	// Symbol names the relation: "@" hypernym, "~" hyponym, "&" similar
	// to, "!" antonym, … (wndb(5)).
	Symbol string
	// Offset is the target synset's offset in the data file of POS.
	Offset int
	// POS is the target's synset type: 'n', 'v', 'a', 's' or 'r'.
	POS byte
	// Source and Target are the 1-based numbers of the words the pointer
	// joins; both are 0 for a relation between whole synsets.
	Source, Target int
}

// TargetPOS is the part of speech of the pointer's target: a satellite
// ('s') is an adjective ('a').
func (p WordNetPointer) TargetPOS() byte { return wordNetPOSOf(p.POS) }

// WordNetPOSCode is the code (WordNetNoun … WordNetAdv) of a part of
// speech or synset type ('n', 'v', 'a', 's', 'r'); 0 for anything else.
func WordNetPOSCode(pos byte) int {
	switch pos {
	case 'n':
		return WordNetNoun
	case 'v':
		return WordNetVerb
	case 'a', 's':
		return WordNetAdj
	case 'r':
		return WordNetAdv
	}
	return 0
}

func wordNetPOSOf(t byte) byte {
	if t == 's' {
		return 'a'
	}
	return t
}

// wordNetType reports whether s is a one-letter synset type; satellite
// says whether 's' counts.
func wordNetType(s string, satellite bool) (byte, bool) {
	if len(s) != 1 {
		return 0, false
	}
	switch s[0] {
	case 'n', 'v', 'a', 'r':
		return s[0], true
	case 's':
		return 's', satellite
	}
	return 0, false
}

// wordNetLines calls fn with the fields of every record line of a WordNet
// database file (the licence header's lines start with a space; empty
// lines are skipped). With glossed (data files), only the part before
// " | " is split and the rest is passed as gloss. fields is reused
// between calls.
func wordNetLines(r io.Reader, name string, glossed bool, fn func(n int, fields []string, gloss string) error) error {
	var fields []string
	return recordLines(r, name, ' ', func(n int, line string) error {
		var gloss string
		if i := strings.Index(line, " | "); glossed && i >= 0 {
			line, gloss = line[:i], line[i+3:]
		}
		fields = fields[:0]
		for f := range strings.FieldsSeq(line) {
			fields = append(fields, f)
		}
		return fn(n, fields, gloss)
	})
}

// recordLines calls fn with every line of r and its 1-based number,
// skipping empty lines and those starting with comment; name is the
// file's name for a scanning error. An error fn returns ends the reading
// and is returned as it is.
func recordLines(r io.Reader, name string, comment byte, fn func(n int, line string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || line[0] == comment {
			continue
		}
		if err := fn(n, line); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	return nil
}

// ReadWordNetIndex reads a WordNet index file (index.noun, …) from r and
// calls fn with each lemma line in file order; name is the file's name
// for errors. The entry and its slices are reused: fn must copy what it
// keeps of Pointers and Offsets (the strings may be kept). An error fn
// returns ends the reading and is returned as it is.
func ReadWordNetIndex(r io.Reader, name string, fn func(*WordNetIndexEntry) error) error {
	var e WordNetIndexEntry
	return wordNetLines(r, name, false, func(n int, f []string, _ string) error {
		bad := func(msg string) error { return &PosError{File: name, Line: n, Msg: msg} }
		if len(f) < 6 {
			return bad("malformed index line: want lemma, pos, synset_cnt, p_cnt, sense_cnt, tagsense_cnt and offsets")
		}
		pos, ok := wordNetType(f[1], false)
		if !ok {
			return bad("bad part of speech " + strconv.Quote(f[1]))
		}
		synsets, err := strconv.Atoi(f[2])
		if err != nil || synsets < 0 {
			return bad("bad synset count " + strconv.Quote(f[2]))
		}
		ptrs, err := strconv.Atoi(f[3])
		if err != nil || ptrs < 0 || ptrs > len(f)-6 {
			return bad("bad pointer count " + strconv.Quote(f[3]))
		}
		if synsets != len(f)-6-ptrs {
			return bad("want " + strconv.Itoa(synsets) + " synset offsets, have " + strconv.Itoa(len(f)-6-ptrs))
		}
		e.Lemma, e.POS = f[0], pos
		e.Pointers = append(e.Pointers[:0], f[4:4+ptrs]...)
		if _, err := strconv.Atoi(f[4+ptrs]); err != nil {
			return bad("bad sense count " + strconv.Quote(f[4+ptrs]))
		}
		if e.TaggedSenses, err = strconv.Atoi(f[5+ptrs]); err != nil {
			return bad("bad tagged sense count " + strconv.Quote(f[5+ptrs]))
		}
		e.Offsets = e.Offsets[:0]
		for _, x := range f[6+ptrs:] {
			o, err := strconv.Atoi(x)
			if err != nil || o < 0 {
				return bad("bad synset offset " + strconv.Quote(x))
			}
			e.Offsets = append(e.Offsets, o)
		}
		return fn(&e)
	})
}

// ReadWordNetData reads a WordNet data file (data.noun, …) from r and calls
// fn with each synset line in file order; name is the file's name for
// errors. A verb synset's sentence frames are not read. The synset and its
// slices are reused: fn must copy what it keeps of Words and Pointers (the
// strings may be kept). An error fn returns ends the reading and is
// returned as it is.
func ReadWordNetData(r io.Reader, name string, fn func(*WordNetSynset) error) error {
	var s WordNetSynset
	return wordNetLines(r, name, true, func(n int, f []string, gloss string) error {
		bad := func(msg string) error { return &PosError{File: name, Line: n, Msg: msg} }
		if len(f) < 4 {
			return bad("malformed synset line: want offset, lex_filenum, ss_type, w_cnt, words and p_cnt")
		}
		var err error
		var ok bool
		if s.Offset, err = strconv.Atoi(f[0]); err != nil || s.Offset < 0 {
			return bad("bad synset offset " + strconv.Quote(f[0]))
		}
		if s.LexFile, err = strconv.Atoi(f[1]); err != nil {
			return bad("bad lexicographer file number " + strconv.Quote(f[1]))
		}
		if s.Type, ok = wordNetType(f[2], true); !ok {
			return bad("bad synset type " + strconv.Quote(f[2]))
		}
		wc, err := strconv.ParseUint(f[3], 16, 8)
		if err != nil || 4+2*int(wc) >= len(f) {
			return bad("bad word count " + strconv.Quote(f[3]))
		}
		s.Words = s.Words[:0]
		for i := range int(wc) {
			w := WordNetWord{Lemma: f[4+2*i]}
			id, err := strconv.ParseUint(f[5+2*i], 16, 8)
			if err != nil {
				return bad("bad lex_id " + strconv.Quote(f[5+2*i]))
			}
			w.LexID = int(id)
			if j := strings.IndexByte(w.Lemma, '('); j > 0 && s.POS() == 'a' {
				if w.Lemma[len(w.Lemma)-1] != ')' {
					return bad("bad syntactic marker in " + strconv.Quote(w.Lemma))
				}
				w.Lemma, w.Marker = w.Lemma[:j], w.Lemma[j+1:len(w.Lemma)-1]
			}
			s.Words = append(s.Words, w)
		}
		at := 4 + 2*int(wc)
		pc, err := strconv.Atoi(f[at])
		if err != nil || pc < 0 || pc > (len(f)-at-1)/4 {
			return bad("bad pointer count " + strconv.Quote(f[at]))
		}
		s.Pointers = s.Pointers[:0]
		for i := range pc {
			p := f[at+1+4*i : at+5+4*i]
			off, err := strconv.Atoi(p[1])
			pos, ok := wordNetType(p[2], true)
			st, err2 := strconv.ParseUint(p[3], 16, 16)
			if err != nil || off < 0 || !ok || err2 != nil || len(p[3]) != 4 {
				return bad("bad pointer " + strconv.Quote(strings.Join(p, " ")))
			}
			s.Pointers = append(s.Pointers, WordNetPointer{Symbol: p[0], Offset: off, POS: pos, Source: int(st >> 8), Target: int(st & 0xff)})
		}
		s.Gloss = gloss
		return fn(&s)
	})
}

// ReadWordNetExceptions reads a WordNet exception list (noun.exc, …) from
// r and calls fn with each inflected form and its base forms, in file
// order; name is the file's name for errors. bases is reused: fn must copy
// it to keep it. An error fn returns ends the reading and is returned as
// it is.
func ReadWordNetExceptions(r io.Reader, name string, fn func(inflected string, bases []string) error) error {
	return wordNetLines(r, name, false, func(n int, f []string, _ string) error {
		if len(f) < 2 {
			return &PosError{File: name, Line: n, Msg: "malformed exception line: want an inflected form and its base forms"}
		}
		return fn(f[0], f[1:])
	})
}

// WordNetCount is one line of WordNet's cntlist.rev: how often a sense
// was tagged in the semantic concordance.
type WordNetCount struct {
	// SenseKey names the sense: lemma%ss_type:lex_filenum:lex_id:head_word:head_id.
	SenseKey string
	// Lemma is the sense key's lemma (lower case, "_" between words).
	Lemma string
	// Type is the sense key's synset type: 'n', 'v', 'a', 'r' or 's'.
	Type byte
	// Sense is the sense number (the lemma's synsets in the index's order).
	Sense int
	// Tagged is the number of times the sense was tagged.
	Tagged int
}

// ReadWordNetCounts reads WordNet's cntlist.rev from r and calls fn with
// each line in file order; name is the file's name for errors. An error
// fn returns ends the reading and is returned as it is.
func ReadWordNetCounts(r io.Reader, name string, fn func(WordNetCount) error) error {
	return wordNetLines(r, name, false, func(n int, f []string, _ string) error {
		bad := func(msg string) error { return &PosError{File: name, Line: n, Msg: msg} }
		if len(f) != 3 {
			return bad("malformed count line: want sense_key sense_number tag_cnt")
		}
		c := WordNetCount{SenseKey: f[0]}
		lem, rest, ok := strings.Cut(f[0], "%")
		if !ok || lem == "" || len(rest) < 2 || rest[0] < '1' || rest[0] > '5' || rest[1] != ':' {
			return bad("bad sense key " + strconv.Quote(f[0]))
		}
		c.Lemma, c.Type = lem, "nvars"[rest[0]-'1']
		var err error
		if c.Sense, err = strconv.Atoi(f[1]); err != nil || c.Sense < 1 {
			return bad("bad sense number " + strconv.Quote(f[1]))
		}
		if c.Tagged, err = strconv.Atoi(f[2]); err != nil || c.Tagged < 0 {
			return bad("bad tag count " + strconv.Quote(f[2]))
		}
		return fn(c)
	})
}

// ReadWordNetIndexFile is ReadWordNetIndex on the file at path.
func ReadWordNetIndexFile(path string, fn func(*WordNetIndexEntry) error) error {
	return readWordNetFile(path, func(r io.Reader) error { return ReadWordNetIndex(r, path, fn) })
}

// ReadWordNetDataFile is ReadWordNetData on the file at path.
func ReadWordNetDataFile(path string, fn func(*WordNetSynset) error) error {
	return readWordNetFile(path, func(r io.Reader) error { return ReadWordNetData(r, path, fn) })
}

// ReadWordNetExceptionsFile is ReadWordNetExceptions on the file at path.
func ReadWordNetExceptionsFile(path string, fn func(inflected string, bases []string) error) error {
	return readWordNetFile(path, func(r io.Reader) error { return ReadWordNetExceptions(r, path, fn) })
}

// ReadWordNetCountsFile is ReadWordNetCounts on the file at path.
func ReadWordNetCountsFile(path string, fn func(WordNetCount) error) error {
	return readWordNetFile(path, func(r io.Reader) error { return ReadWordNetCounts(r, path, fn) })
}

// readWordNetFile opens path, reads it with read and closes it.
func readWordNetFile(path string, read func(io.Reader) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return read(f)
}
