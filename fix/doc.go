// Package fix repairs the grammatical agreement that reference rewriting
// breaks, in the spirit of Depfix (Rosa et al. 2012): after "Už poloha je
// klasická" becomes "Už místo je klasická" (poloha → místo, feminine →
// neuter), the predicate adjective is regenerated to agree: "Už místo je
// klasické". Rules are per language (fix/cs, fix/en, fix/de, fix/pl,
// fix/ru, fix/ro, fix/fr, fix/es; the last five share fix/internal/agree)
// and use lemma's analysis and generation; every repair is recorded as an
// Edit, and a word is left alone when its analysis or generation is
// ambiguous. French and Spanish go further: a substitution whose repair
// is unknown is declined, the reference's word put back, and recorded as
// an Edit of the rule fr-declined or es-declined (the substitution stays
// in the rewrite's list, the edit saying it was undone).
//
// Each rule describes itself: a language package registers its rules
// with its Fixer (Register), and Rules and LookupRule return a rule's
// name, the one its edits record, and its doc, which the report shows.
//
//	f, err := fix.New("cs", czech) // import _ ".../fix/cs"
//	tokens, edits := f.Fix(&result) // result from rewrite.Rewrite
package fix
