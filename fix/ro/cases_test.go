package ro_test

import (
	"testing"

	"github.com/parmesan-mt/parmesan/fix/internal/casetest"
	_ "github.com/parmesan-mt/parmesan/fix/ro"
	_ "github.com/parmesan-mt/parmesan/lemma/ro"
)

// TestAgreementCases: a noun of a reference from UD Romanian-RRT (test
// split, tokenized as there) is replaced by a noun of another gender, in
// the form the hypothesis has (indefinite mostly); the noun must take its
// slot's number, definiteness and case and the words agreeing with it the
// new gender. Every expected sentence is written by hand from Romanian
// grammar (the reference's features as UD annotates them), not from the
// program's output.
func TestAgreementCases(t *testing.T) {
	casetest.Run(t, "ro", romanianCases, romanianKnown...)
}

// romanianKnown are the cases not repaired, each for a fault of the
// analysis before the rewriter (no substitution is made); each fails the
// test when it starts passing.
var romanianKnown = []casetest.Known{
	{A: "os", B: "mort", Ref: "Câte oase războiul aici a semănat !",
		Why: `"oase" (which hunspell-ro lists without affixes, as it does "os") is tagged as a numeral with ` +
			`the lemma "oase"; nothing ties the irregular plural to os`},
	{A: "forță", B: "soldat", Ref: "Forțele noastre din Sudul Indiei au cucerit o strălucită victorie !",
		Why: `the hypothesis "Sunt soldați ." is tagged as the participle of the verb a solda after "Sunt", ` +
			`so its lemma is no noun soldat`},
	{A: "soare", B: "lumină", Ref: "Al toamnei dulce soare se pleacă la apus .",
		Why: `in "Al toamnei dulce soare" the tagger takes soare for an adjective after dulce; a retagging ` +
			`rule (an adjective after an adjective, with nothing nominal after it, is a noun) was tried and ` +
			`dropped: on UD Romanian-RRT dev it retagged 6 words, all wrongly (politic extern, …)`},
}

var romanianCases = []casetest.Case{
	// Articles and determiners before the noun.
	{"fată", "băiat", "Este un băiat .", "Una era o fată cu care se întâlnea de multe ori pe coridoare .", "Una era un băiat cu care se întâlnea de multe ori pe coridoare ."},
	{"afirmație", "enunț", "Este un enunț .", "Era spus foarte calm , aproape indiferent - o afirmație , nu un ordin .", "Era spus foarte calm , aproape indiferent - un enunț , nu un ordin ."},
	{"ordin", "poruncă", "Este o poruncă .", "Era spus foarte calm , aproape indiferent - o afirmație , nu un ordin .", "Era spus foarte calm , aproape indiferent - o afirmație , nu o poruncă ."},
	{"știre", "anunț", "Este un anunț .", "În clipa asta a sosit o știre de pe Frontul Malabar .", "În clipa asta a sosit un anunț de pe Frontul Malabar ."},
	{"tratament", "terapie", "Este o terapie .", "Acest tratament face obiectul unei înregistrări de către veterinarul responsabil .", "Această terapie face obiectul unei înregistrări de către veterinarul responsabil ."},
	{"înregistrare", "raport", "Este un raport .", "Acest tratament face obiectul unei înregistrări de către veterinarul responsabil .", "Acest tratament face obiectul unui raport de către veterinarul responsabil ."},
	{"răspândire", "succes", "Este un succes .", "Cartea a cunoscut o rapidă răspândire , integrându -se fondului de cultură românească .", "Cartea a cunoscut un rapid succes , integrându -se fondului de cultură românească ."},
	{"pagină", "fragment", "Este un fragment .", "Aș vrea să transcriu o pagină de jurnal .", "Aș vrea să transcriu un fragment de jurnal ."},
	{"soț", "soție", "Sunt soții .", "Amândoi soții nu mai puteau de mândrie .", "Amândouă soțiile nu mai puteau de mândrie ."},
	{"decizie", "regulament", "Este un regulament .", "La propunerea Comisiei , Consiliul reexaminează prezenta decizie până la 31 decembrie 2010 .", "La propunerea Comisiei , Consiliul reexaminează prezentul regulament până la 31 decembrie 2010 ."},
	{"căpățână", "cap", "Este un cap .", "poruncește să zdrobesc , în tocul ușii , o căpățână de ceapă .", "poruncește să zdrobesc , în tocul ușii , un cap de ceapă ."},
	{"cadavru", "mumie", "Este o mumie .", "n- ai avea baza pentru a afirma că e un cadavru .", "n- ai avea baza pentru a afirma că e o mumie ."},
	{"fel", "formă", "Este o formă .", "pier , netransferându -se nici într- un alt fel de domeniu de existență .", "pier , netransferându -se nici într- o altă formă de domeniu de existență ."},
	{"cap", "căpățână", "Este o căpățână .", "Nici nu era momentul , deși poseda un cap cât banița de mare .", "Nici nu era momentul , deși poseda o căpățână cât banița de mare ."},
	{"relief", "profunzime", "Este o profunzime .", "Un relief de o cuceritoare expresivitate capătă textul în secvențele de portretistică .", "O profunzime de o cuceritoare expresivitate capătă textul în secvențele de portretistică ."},
	{"expresivitate", "farmec", "Este un farmec .", "Un relief de o cuceritoare expresivitate capătă textul în secvențele de portretistică .", "Un relief de un cuceritor farmec capătă textul în secvențele de portretistică ."},
	{"victorie", "succes", "Este un succes .", "Forțele noastre din Sudul Indiei au cucerit o strălucită victorie !", "Forțele noastre din Sudul Indiei au cucerit un strălucit succes !"},
	{"os", "mort", "Sunt morți .", "Câte oase războiul aici a semănat !", "Câți morți războiul aici a semănat !"},
	// Adjectives, demonstratives and possessives after the noun.
	{"zi", "an", "Sunt ani .", "Pe urmă veniră trei zile cumplite , când nu apăru deloc .", "Pe urmă veniră trei ani cumpliți , când nu apăru deloc ."},
	{"clipă", "moment", "Este un moment .", "În clipa asta a sosit o știre de pe Frontul Malabar .", "În momentul ăsta a sosit o știre de pe Frontul Malabar ."},
	{"vârstă", "stadiu", "Este un stadiu .", "Cartea își trădează apartenența la vârsta critică a pozitivismului formalist .", "Cartea își trădează apartenența la stadiul critic al pozitivismului formalist ."},
	{"pozitivism", "gândire", "Este o gândire .", "Cartea își trădează apartenența la vârsta critică a pozitivismului formalist .", "Cartea își trădează apartenența la vârsta critică a gândirii formaliste ."},
	{"cultură", "spirit", "Este un spirit .", "Cartea a cunoscut o rapidă răspândire , integrându -se fondului de cultură românească .", "Cartea a cunoscut o rapidă răspândire , integrându -se fondului de spirit românesc ."},
	{"sentiment", "conștiință", "Este o conștiință .", "Revista își propune să cultive sentimentul patriotic , în respectul monarhiei .", "Revista își propune să cultive conștiința patriotică , în respectul monarhiei ."},
	{"fel", "manieră", "Este o manieră .", "În felul acesta , buretele medicamentos este strâns lipit de suprafața plăgii .", "În maniera aceasta , buretele medicamentos este strâns lipit de suprafața plăgii ."},
	{"tată", "mamă", "Este o mamă .", "Tatăl tău a trecut dincolo cam acum patru minute .", "Mama ta a trecut dincolo cam acum patru minute ."},
	{"teatru", "sală", "Este o sală .", "Concertul are loc duminica la 7:30 pm în teatrul regal georgian Richmond .", "Concertul are loc duminica la 7:30 pm în sala regală georgiană Richmond ."},
	{"festival", "gală", "Este o gală .", "Festivalul Internațional de Film de la Leeds are loc în octombrie .", "Gala Internațională de Film de la Leeds are loc în octombrie ."},
	{"iconiță", "tablou", "Este un tablou .", "iconița atârnată de el și capul bărbos al unui popă de țară .", "tabloul atârnat de el și capul bărbos al unui popă de țară ."},
	{"transliterație", "calc", "Este un calc .", "Denumirea Rumunense constituie o transliterație latinizantă a unei pronunții slave pentru „ rumânesc ” .", "Denumirea Rumunense constituie un calc latinizant al unei pronunții slave pentru „ rumânesc ” ."},
	{"pronunție", "accent", "Este un accent .", "Denumirea Rumunense constituie o transliterație latinizantă a unei pronunții slave pentru „ rumânesc ” .", "Denumirea Rumunense constituie o transliterație latinizantă a unui accent slav pentru „ rumânesc ” ."},
	{"efect", "emisie", "Este o emisie .", "Se obțin următoarele legi ale efectului fotoelectric :", "Se obțin următoarele legi ale emisiei fotoelectrice :"},
	{"forță", "soldat", "Sunt soldați .", "Forțele noastre din Sudul Indiei au cucerit o strălucită victorie !", "Soldații noștri din Sudul Indiei au cucerit o strălucită victorie !"},
	{"intervenție", "tratament", "Este un tratament .", "Urmările intervenției chirurgicale au fost deosebit de complicate :", "Urmările tratamentului chirurgical au fost deosebit de complicate :"},
	{"energie", "randament", "Este un randament .", "Punctul esențial îl constituie determinarea energiei medii a oscilatorului .", "Punctul esențial îl constituie determinarea randamentului mediu al oscilatorului ."},
	{"scop", "intenție", "Este o intenție .", "Ea era o carte de învățătură al cărei scop este bine formulat de Ștefan .", "Ea era o carte de învățătură a cărei intenție este bine formulată de Ștefan ."},
	{"soare", "lumină", "Este o lumină .", "Al toamnei dulce soare se pleacă la apus .", "A toamnei dulce lumină se pleacă la apus ."},
	// Predicates after fi, părea.
	{"diatribă", "discurs", "Este un discurs .", "Diatriba ei a fost întreruptă de Michael care a dat buzna în bucătărie .", "Discursul ei a fost întrerupt de Michael care a dat buzna în bucătărie ."},
	{"burete", "compresă", "Este o compresă .", "În felul acesta , buretele medicamentos este strâns lipit de suprafața plăgii .", "În felul acesta , compresa medicamentoasă este strâns lipită de suprafața plăgii ."},
	{"corespondență", "acord", "Este un acord .", "Corespondența punctelor este biunivocă și funcția este bine determinată .", "Acordul punctelor este biunivoc și funcția este bine determinată ."},
	{"funcție", "operator", "Este un operator .", "Corespondența punctelor este biunivocă și funcția este bine determinată .", "Corespondența punctelor este biunivocă și operatorul este bine determinat ."},
	{"plenitudine", "echilibru", "Este un echilibru .", "Până și plenitudinea , în asemenea clipe , îi pare însămânțată de dezastre .", "Până și echilibrul , în asemenea clipe , îi pare însămânțat de dezastre ."},
	{"apartament", "garsonieră", "Este o garsonieră .", "Vând apartament 2 camere , ultracentral , curat și spațios .", "Vând garsonieră 2 camere , ultracentrală , curată și spațioasă ."},
	{"punct", "problemă", "Este o problemă .", "Punctul esențial îl constituie determinarea energiei medii a oscilatorului .", "Problema esențială o constituie determinarea energiei medii a oscilatorului ."},
	// A substituted adjective takes the features of the one it replaces.
	{"cumplit", "groaznic", "Este un om groaznic .", "Pe urmă veniră trei zile cumplite , când nu apăru deloc .", "Pe urmă veniră trei zile groaznice , când nu apăru deloc ."},
	{"patriotic", "național", "Este o idee națională .", "Revista își propune să cultive sentimentul patriotic , în respectul monarhiei .", "Revista își propune să cultive sentimentul național , în respectul monarhiei ."},
	{"strălucit", "splendid", "Este un palat splendid .", "Forțele noastre din Sudul Indiei au cucerit o strălucită victorie !", "Forțele noastre din Sudul Indiei au cucerit o splendidă victorie !"},
	// The slot alone: number, definiteness, case.
	{"boxă", "colț", "Este un colț .", "Se dusese înapoi în boxa lui fără să se mai uite la O'Brien .", "Se dusese înapoi în colțul lui fără să se mai uite la O'Brien ."},
	{"veste", "semn", "Sunt semne .", "Vești proaste la orizont , se gândi Winston .", "Semne proaste la orizont , se gândi Winston ."},
	{"proces", "cauză", "Sunt cauze .", "Meritul e să câștigi procese nedrepte .", "Meritul e să câștigi cauze nedrepte ."},
	{"vorbă", "zgomot", "Este un zgomot .", "La masă se făcu vorbă destulă .", "La masă se făcu zgomot destul ."},
	{"apă", "ceai", "Este un ceai .", "Simți numai apa fierbinte curgându -i de-a lungul spatelui .", "Simți numai ceaiul fierbinte curgându -i de-a lungul spatelui ."},
	{"gravitate", "pericol", "Este un pericol .", "Gravitatea lor poate crește , ducând la confuzie și pierderea conștienței .", "Pericolul lor poate crește , ducând la confuzie și pierderea conștienței ."},
	{"tratament", "terapie", "Este o terapie .", "În unele cazuri , reacția a reapărut când s- a reluat tratamentul cu TYSABRI .", "În unele cazuri , reacția a reapărut când s- a reluat terapia cu TYSABRI ."},
	{"reacție", "efect", "Este un efect .", "În unele cazuri , reacția a reapărut când s- a reluat tratamentul cu TYSABRI .", "În unele cazuri , efectul a reapărut când s- a reluat tratamentul cu TYSABRI ."},
	{"minut", "oră", "Sunt ore .", "Tatăl tău a trecut dincolo cam acum patru minute .", "Tatăl tău a trecut dincolo cam acum patru ore ."},
	{"concert", "serată", "Este o serată .", "Concertul are loc duminica la 7:30 pm în teatrul regal georgian Richmond .", "Serata are loc duminica la 7:30 pm în teatrul regal georgian Richmond ."},
	{"diagnostic", "concluzie", "Este o concluzie .", "După constatarea integrității ureterale s- a precizat diagnosticul de apendicită acută gangrenoasă .", "După constatarea integrității ureterale s- a precizat concluzia de apendicită acută gangrenoasă ."},
	// A weak pronoun after the subject is another object, not a double
	// of it: the clitic-doubling rule must leave it.
	{"lume", "public", "Tot publicul a venit .", "Toată lumea îl știa , însă , de Crăcănel , iar foarte mulți elevi nou-sosiți habar n- aveau care e numele adevărat al profesorului și -l cunoșteau sub această încântătoare denumire .", "Tot publicul îl știa , însă , de Crăcănel , iar foarte mulți elevi nou-sosiți habar n- aveau care e numele adevărat al profesorului și -l cunoșteau sub această încântătoare denumire ."},
	{"femeie", "bărbat", "Este un bărbat .", "băiețelul țipa de frică și -și vâra capul între sânii ei parcă ar fi vrut să se bage în ea și femeia îl strângea în brațe și -l liniștea deși și ea era verde de frică , acoperindu -l tot timpul cât putea , parcă ar fi crezut că brațele ei îl pot apăra de gloanțe .", "băiețelul țipa de frică și -și vâra capul între sânii ei parcă ar fi vrut să se bage în ea și bărbatul îl strângea în brațe și -l liniștea deși și ea era verde de frică , acoperindu -l tot timpul cât putea , parcă ar fi crezut că brațele ei îl pot apăra de gloanțe ."},
	{"temniță", "penitenciar", "Este un penitenciar .", "În temniță , a învățat mai multe limbi , între care și româna .", "În penitenciar , a învățat mai multe limbi , între care și româna ."},
}
