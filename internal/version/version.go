// Package version holds parmesan's version, which signatures record
// (package meteor signs its scores with it) and the command prints.
package version

// Parmesan is the parmesan version. Raise it whenever the code changes
// what a signed setting computes without changing the setting's spelling
// (a stage's rules: the analysis, guards or repair behind a rewrite
// field), so that a signature never stands for two results. 0.2.0: the
// German, Polish, Russian and Romanian analysis and repair rules and the
// Polish/Romanian thesaurus guards of 2026-11-26. 0.3.0: the Czech
// rewrite's default sources gain the table mined from many translations
// (src=…+multi-cs#…), closed-class adverbs and subordinating
// conjunctions are paired through mined pairs (rewrite.Guard.MinedClosed),
// mined-only pairs must share case and number (MinedSameForm), and a
// source grounding no longer drops mined pairs. 0.4.0: rewriting aligns
// reference and hypothesis (slot-aligned pairs, closed-class
// equivalences, spelling variants, phrase substitutions), English gains
// the mined table (src=…+multi-en#…), and a source licenses pairs and
// drops a pair only on evidence against it (ground-drop=evidence). 0.5.0:
// slot-only evidence (src=…+related-…#…, …+multi-cs-slot#…: WordNet
// relations, sense-doubted thesaurus pairs and a weaker mined tier, made
// only where the two words are alone in one slot), structural phrase
// pairs (board member / member of the board), Czech predicative short
// forms and moved variants, English dates and because → as/since. 0.6.0:
// the Czech repair keeps a hypothesis noun's case after the same governor
// (auxiliaries included: není divu) and re-agrees no predicate another
// noun of its clause could be the subject of; the mined tables' settings
// (and so their hashes in src=…) name analysers and version; a source
// grounding names its analyser (srclemma=). 0.7.0: Czech demonstratives
// (té/této, ty/tyto), tedy/takže and a clause-second connective against a
// clause-first one (však/ale), multiword MyThes entries looked up by lemma;
// English closed-class protection by part of speech, say for reporting
// verbs, just for only, two-word function words (even though / although,
// because of / due to, in spite of / despite), times 8.30/8:30, can 't /
// can not, titles before names, British/American spelling in structural
// pairs, in/at before venues; Czech diminutives, conditional person and
// pronominal-adverb series are no pairs. 0.8.0: Czech analysis reads the
// dictionary's verbs without a conjugation class (psát, napsat, říci: VERB
// Inf), the present of compounds of irregular verbs (napíšu, převezme)
// and the whole -it/-ět/-et present (vidíte); the aspect guard pairs
// napsat/psát, vybrat/brát, poznat/znát; the Czech repair puts a
// substituted short passive into the replaced word's gender and number.
// 0.9.0: Czech rewriting pairs two negated forms under their positive
// lemmas (curated or slot-mined evidence), the auxiliary být is no light
// verb, colloquial -ý adjectives are variants of their -é forms, names in
// -sko pair with their -ský adjective, -ický derives only after a vowel;
// function-word groups pair beside an aligned neighbour, with jo/ano,
// dřív/předtím, určitý/nějaký, pokaždé → vždy, asi → možná, and
// však/totiž never open a sentence; content words tagged differently
// pair alone in one slot (Czech: same case); Czech swapped phrase pairs.
// 0.10.0: Czech modal verbs of two modalities, a discourse particle for a
// predicate adverb and dative-experiencer verbs with personal ones are no
// pairs, and the repair puts a substituted noun's attributes into its
// gender, case and number; correlate and tune take BLEU's tokenizer from
// the target language (zh), -l is read once for every metric, score -p
// keeps the language's weights, and a set's language comes from its
// absolute path.
// 0.11.0: Czech aspect partners pair in the past participle and from
// perfective to imperfective in the infinitive; the Czech repair re-agrees
// a predicate with a substituted subject; English tags WordNet rules out
// are replaced, be is no light verb before its noun, and English repair
// takes irregular forms from WordNet.
// 0.12.0: --source into Czech licenses no pairs; two forms that differ
// only in punctuation at their edges are no spelling variant; Czech
// analyses nouns with the ů/o alternation and generates derived -ost nouns.
// 0.13.0: Czech guards narrowed (Light: a noun that is no object of the
// light verb; Closed: a closed word alone in its slot with a hand-paired
// open word; Frame: vocalised prepositions; Connectives apart from
// Idiom); the Czech tagger reads an ungoverned genitive or locative as
// unlikely, knows secondary prepositions and declines náš, váš, tvůj; a
// segment over 2000 words is not rewritten.
// 0.14.0: Czech closed groups pair quantifiers (několik/pár,
// spousta/mnoho), ho/to, the prepositional ní with to's cases and který
// with jenž's n-forms; the Czech tagger reads closed-class words it
// misread (abych, ku/ode/nade, dost, moc, kolik, možná, jakoby, jenž's
// forms, pár, stát) and the fixer keeps a noun's slot case beside a
// non-agreeing attribute; English related pairs also come from a FreeDict
// deu-eng pivot.
// 0.15.0: English connectives that open a sentence pair with their comma
// (However , → But) and anyone/anybody-type pronouns pair; a replacement
// takes the reference word's capitals; Czech short passives lemmatise
// to real words (odeslán → odeslaný; the mined tables' old keys are read
// so), collective neuters (zboží) are nouns, tenhle's forms are DET, stát
// after a modal may be the noun, jakoby → jako pairs, and the fixer
// re-agrees every participle of the predicate, quantifiers and a
// predicate after a relative clause.
// 0.16.0: English slot-only pairs also hold for a word that keeps its
// place in a slot of two or three words tagged alike (parallel slots);
// the Czech fixer re-agrees můj/tvůj/svůj by their endings and keeps a
// quantifier's own case; housle/brýle-type plural-only nouns; the Meteor
// signature names a non-default alignment budget, and tune aligns with
// the default budget (it aligned without one).
// 0.17.0: English takes no two capitalised names whose letters differ
// for spelling variants of one (Guard.DistinctNames); no language takes
// a word of an anonymisation placeholder for a spelling variant; the
// Czech fixer puts
// a substituted noun beside a numeral or quantifier in the one case both
// allow (obě části, not obě částí).
// 0.18.0: Czech refuses a related or mined-only noun pair whose words
// translate different senses of one English homonym (obchod/dohoda,
// vrácení/návrat); a Czech adverb pair is past two anchors only when
// past both; the English analyser reads title-cased plurals (Children)
// as plurals; the English fixer keeps plural-only nouns plural and undoes
// one after a/an, another, each or every, and puts a mistagged present verb into its slot's tense; a
// string metric on rewritten references names the rewriter's
// tokenization and version, and TER, chrF, BLEU, m-BLEU and m-TER name
// every non-default setting that changes their scores.
const Parmesan = "0.18.0"
