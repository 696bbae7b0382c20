package meteor

import (
	"github.com/parmesan-mt/parmesan/data"
)

// Resources are the loaded data files a Scorer uses. They are immutable
// once built and may be shared by many Scorers.
type Resources struct {
	// FunctionWords is the function-word list (Meteor's -s file). The
	// reference uses the English list for every language unless -s is
	// given (spec §1.2 step 2, quirk 1).
	FunctionWords data.WordSet
	// Prefixes are the non-breaking prefixes of the normalizer's language.
	Prefixes data.Prefixes
	// Synonyms is the WordNet data of the synonym module.
	Synonyms *data.Synonyms
	// Paraphrases is the table of the paraphrase module.
	Paraphrases *ParaphraseTable
	// EmbeddedParaphrases says that no English paraphrase table was given
	// or found, so Paraphrases is parmesan's embedded WordNet table
	// (EmbeddedEnglishParaphrases), whose scores differ from the
	// reference's paraphrase-en.gz; commands say so.
	EmbeddedParaphrases bool
	// ParaphraseMissing, with EmbeddedParaphrases, is the table the
	// resource directory or jar (ResourceFiles.Dir) should have had.
	ParaphraseMissing string
	// Found lists the files found in ResourceFiles.ClientDir and used.
	Found []string
	// StemTable, when non-nil, replaces the Snowball stemmer (-e).
	StemTable map[string]string
	// Lemmas is the lemmatizer of the Lemma module (nil when it is not
	// used). Whoever sets it sets Fingerprints.Lemmas to its identity (a
	// dictionary's name and hash), which the signature prints.
	Lemmas Lemmatizer
	// Fingerprints identify the loaded resources (filled by LoadResources).
	Fingerprints Fingerprints
}
