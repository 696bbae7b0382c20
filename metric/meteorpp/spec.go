package meteorpp

import (
	"fmt"
	"strings"
)

// ParseCopyWords splits the value of a --copy-words flag into a
// copy-word file and an entity mode: comma-separated items, each "ner"
// (the language's recogniser, NewRecognizer), "ner:prose", "ner:caps",
// or the path of a copy-word file (at most one). "list.txt,ner" asks for
// both.
func ParseCopyWords(spec string) (file, entities string, err error) {
	for _, it := range strings.Split(spec, ",") {
		it = strings.TrimSpace(it)
		switch {
		case it == "":
		case it == NER || strings.HasPrefix(it, NER+":"):
			if entities != "" {
				return "", "", fmt.Errorf("%w: copy words %q: two entity modes", ErrOptions, spec)
			}
			entities = NER
			if m, ok := strings.CutPrefix(it, NER+":"); ok {
				if m != ProseName && m != CapsName {
					return "", "", fmt.Errorf("%w: copy words %q: entity recogniser %q (known: %s, %s)", ErrOptions, spec, m, ProseName, CapsName)
				}
				entities = m
			}
		default:
			if file != "" {
				return "", "", fmt.Errorf("%w: copy words %q: two copy-word files", ErrOptions, spec)
			}
			file = it
		}
	}
	return file, entities, nil
}
