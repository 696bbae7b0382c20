package pl_test

import (
	"testing"

	"github.com/parmesan-mt/parmesan/fix/internal/casetest"
	_ "github.com/parmesan-mt/parmesan/fix/pl"
	_ "github.com/parmesan-mt/parmesan/lemma/pl"
)

// TestAgreementCases: a reference word of UD Polish-PDB test (each
// reference is one of its sentences, as tokenized there) is replaced by a
// noun of another gender or animacy, in the form the hypothesis has; the
// noun must take its slot's case and number and the words agreeing with
// it the new gender. Every expected sentence is written by hand from
// Polish grammar (the reference's case and number as UD annotates them),
// not from the program's output.
func TestAgreementCases(t *testing.T) {
	casetest.Run(t, "pl", polishCases, polishKnown...)
}

// polishKnown are the cases not repaired, by cause (none is a fixer rule
// missing); each fails the test when it starts passing.
var polishKnown = []casetest.Known{
	{A: "teściowa", B: "teść", Ref: "Dwaj szwagrowie postanowili kupić swojej teściowej złote kolczyki .",
		Why: `"swojej teściowej" is the dative of kupić komuś coś; the case tagger reads the genitive ` +
			`(the feminine adjectival declension's -ej is genitive, dative and locative alike), so the determiner ` +
			`becomes swojego and the noun, whose genitive teścia the learned tables misread, stays teść`},
	{A: "senat", B: "izba", Ref: "- Wysoki Senat poprawkę szesnastą odrzucił .",
		Why: `"Wysoki Senat" inside the sentence is tagged a proper noun, so the rewriter pairs it with no ` +
			`common noun (retagging such capitalised words as nouns lowers UD Polish-PDB test UPOS)`},
	{A: "hala", B: "pomieszczenie", Ref: "Grupa ludzi czeka w dużej hali przy taśmie bagażowej .",
		Why: `the hypothesis's "pomieszczenie" is read as the verbal noun of pomieścić (UD's lemma for verbal ` +
			`nouns, right far more often than the noun reading: preferring the noun lowers UD lemma accuracy ` +
			`0.956 → 0.952), so the pair's lemma matches nothing; "hali" is also tagged genitive after "w dużej"`},
}

var polishCases = []casetest.Case{
	// Attribute before and after the noun, predicate participle.
	{"samochód", "ciężarówka", "Jest tu ciężarówka .", "Brudny samochód terenowy stoi zapadnięty w błocie .", "Brudna ciężarówka terenowa stoi zapadnięta w błocie ."},
	{"pies", "zwierzę", "Jest tu zwierzę .", "Duży pies płynie w kierunku wodospadu .", "Duże zwierzę płynie w kierunku wodospadu ."},
	{"ptak", "czapla", "Jest tu czapla .", "Duży ptak o długich nogach i długiej szyi stoi w wodzie .", "Duża czapla o długich nogach i długiej szyi stoi w wodzie ."},
	{"dziewczynka", "dziecko", "Jest tu dziecko .", "Mała dziewczynka w kolorowej bluzce siedzi na górnej części zjeżdżalni .", "Małe dziecko w kolorowej bluzce siedzi na górnej części zjeżdżalni ."},
	{"bluzka", "sweter", "Jest tu sweter .", "Mała dziewczynka w kolorowej bluzce siedzi na górnej części zjeżdżalni .", "Mała dziewczynka w kolorowym swetrze siedzi na górnej części zjeżdżalni ."},
	{"obraz", "grafika", "Jest tu grafika .", "Kobieta ubrana w kombinezon ochronny maluje niewielki obraz .", "Kobieta ubrana w kombinezon ochronny maluje niewielką grafikę ."},
	{"kobieta", "mężczyzna", "Jest tu mężczyzna .", "Kobieta ubrana w kombinezon ochronny maluje niewielki obraz .", "Mężczyzna ubrany w kombinezon ochronny maluje niewielki obraz ."},
	{"kombinezon", "odzież", "Jest tu odzież .", "Kobieta ubrana w kombinezon ochronny maluje niewielki obraz .", "Kobieta ubrana w odzież ochronną maluje niewielki obraz ."},
	{"pistolet", "broń", "Jest tu broń .", "Dziecko trzyma zabawkowy pistolet i patrzy w celownik .", "Dziecko trzyma zabawkową broń i patrzy w celownik ."},
	{"koszula", "sweter", "Jest tu sweter .", "Chłopak w kraciastej koszuli skacze z deskorolką na duży głaz .", "Chłopak w kraciastym swetrze skacze z deskorolką na duży głaz ."},
	{"głaz", "skała", "Jest tu skała .", "Chłopak w kraciastej koszuli skacze z deskorolką na duży głaz .", "Chłopak w kraciastej koszuli skacze z deskorolką na dużą skałę ."},
	{"dziewczynka", "chłopiec", "Jest tu chłopiec .", "Uśmiechnięta dziewczynka o rudych włosach nurkuje pod wodą .", "Uśmiechnięty chłopiec o rudych włosach nurkuje pod wodą ."},
	{"mężczyzna", "kobieta", "Jest tu kobieta .", "Opalony mężczyzna w kolorowych spodenkach płynie na desce tuż obok wysokiej fali .", "Opalona kobieta w kolorowych spodenkach płynie na desce tuż obok wysokiej fali ."},
	{"kapelusz", "czapka", "Jest tu czapka .", "Mężczyzna w białym kapeluszu z gitarą siedzi nad wodą niedaleko drewnianego pomostu .", "Mężczyzna w białej czapce z gitarą siedzi nad wodą niedaleko drewnianego pomostu ."},
	{"pomost", "kładka", "Jest tu kładka .", "Mężczyzna w białym kapeluszu z gitarą siedzi nad wodą niedaleko drewnianego pomostu .", "Mężczyzna w białym kapeluszu z gitarą siedzi nad wodą niedaleko drewnianej kładki ."},
	{"kółko", "ponton", "Jest tu ponton .", "Dziewczynka w kostiumie kąpielowym pływa w wodzie z czarnym dmuchanym kółkiem .", "Dziewczynka w kostiumie kąpielowym pływa w wodzie z czarnym dmuchanym pontonem ."},
	// Virile and non-virile plural.
	{"żołnierz", "oddział", "Są tu oddziały .", "Rosyjscy żołnierze wciąż giną .", "Rosyjskie oddziały wciąż giną ."},
	{"szwagier", "siostra", "Są tu siostry .", "Dwaj szwagrowie postanowili kupić swojej teściowej złote kolczyki .", "Dwie siostry postanowiły kupić swojej teściowej złote kolczyki ."},
	{"teściowa", "teść", "Jest tu teść .", "Dwaj szwagrowie postanowili kupić swojej teściowej złote kolczyki .", "Dwaj szwagrowie postanowili kupić swojemu teściowi złote kolczyki ."},
	{"gimnazjalista", "uczennica", "Są tu uczennice .", "Gimnazjaliści przez dwie godziny pisali test w siedmiu salach .", "Uczennice przez dwie godziny pisały test w siedmiu salach ."},
	{"godzina", "dzień", "Jest tu dzień .", "Gimnazjaliści przez dwie godziny pisali test w siedmiu salach .", "Gimnazjaliści przez dwa dni pisali test w siedmiu salach ."},
	{"dziewczynka", "chłopiec", "Są tu chłopcy .", "Dwie dziewczynki odniosły drobne obrażenia .", "Dwaj chłopcy odnieśli drobne obrażenia ."},
	{"gospodarz", "gospodyni", "Są tu gospodynie .", "Na boisku gospodarze nacierali z furią , zapominając kompletnie o obronie .", "Na boisku gospodynie nacierały z furią , zapominając kompletnie o obronie ."},
	{"godzina", "dzień", "Jest tu dzień .", "Do sklepu wrócili po około dwóch godzinach .", "Do sklepu wrócili po około dwóch dniach ."},
	// Determiners and pronouns.
	{"kobieta", "pan", "Jest tu pan .", "Dlaczego czuję miętę do tej starszej kobiety ?", "Dlaczego czuję miętę do tego starszego pana ?"},
	{"mąż", "żona", "Jest tu żona .", "Mój mąż je bagatelizował , mnie było strasznie przykro .", "Moja żona je bagatelizowała , mnie było strasznie przykro ."},
	{"nominacja", "wybór", "Jest tu wybór .", "Czy ta nominacja odbije się jakoś na sytuacji w PO ?", "Czy ten wybór odbije się jakoś na sytuacji w PO ?"},
	{"targ", "transakcja", "Jest tu transakcja .", "W tym targu ktoś widocznie chciał zapłacić fałszywymi banknotami i sprawa się rypła .", "W tej transakcji ktoś widocznie chciał zapłacić fałszywymi banknotami i sprawa się rypła ."},
	{"rynek", "gospodarka", "Jest tu gospodarka .", "Trudno wyobrazić sobie ich wspólny rynek .", "Trudno wyobrazić sobie ich wspólną gospodarkę ."},
	{"kapitał", "wartość", "Jest tu wartość .", "Dziś zdecydowana większość spółek notowanych na giełdzie chce podwyższać swój kapitał .", "Dziś zdecydowana większość spółek notowanych na giełdzie chce podwyższać swoją wartość ."},
	{"sad", "plantacja", "Jest tu plantacja .", "Sad ten został założony przez mego Ojca .", "Plantacja ta została założona przez mego Ojca ."},
	{"zdanie", "pogląd", "Jest tu pogląd .", "( Ty masz inne zdanie : proszę , chętnie wysłucham ) .", "( Ty masz inny pogląd : proszę , chętnie wysłucham ) ."},
	// Predicates: past tense after and before the subject, participles.
	{"senat", "izba", "Jest tu izba .", "- Wysoki Senat poprawkę szesnastą odrzucił .", "- Wysoka Izba poprawkę szesnastą odrzuciła ."},
	{"poprawka", "wniosek", "Jest tu wniosek .", "- Poprawka piąta została przyjęta .", "- Wniosek piąty został przyjęty ."},
	{"spółka", "przedsiębiorstwo", "Jest tu przedsiębiorstwo .", "Postępowanie przetargowe oprotestowała szczecińska spółka MD Polska .", "Postępowanie przetargowe oprotestowało szczecińskie przedsiębiorstwo MD Polska ."},
	{"artyleria", "wojsko", "Jest tu wojsko .", "Cofała się także artyleria , wystrzelawszy wszystkie ładunki .", "Cofało się także wojsko , wystrzelawszy wszystkie ładunki ."},
	{"prom", "jednostka", "Jest tu jednostka .", "W czwartek prom wypłynął z Duby w Arabii Saudyjskiej .", "W czwartek jednostka wypłynęła z Duby w Arabii Saudyjskiej ."},
	{"integracja", "rozwój", "Jest tu rozwój .", "Przez następne trzydziestolecie dokonała się integracja miasta .", "Przez następne trzydziestolecie dokonał się rozwój miasta ."},
	{"trzydziestolecie", "okres", "Jest tu okres .", "Przez następne trzydziestolecie dokonała się integracja miasta .", "Przez następny okres dokonała się integracja miasta ."},
	{"część", "odsetek", "Jest tu odsetek .", "Lwia część pieniędzy Caritas została przeznaczona na pomoc powodzianom - 1,85 mln złotych .", "Lwi odsetek pieniędzy Caritas został przeznaczony na pomoc powodzianom - 1,85 mln złotych ."},
	{"tatuś", "mama", "Jest tu mama .", "Kiedy weszła m do pokoju , tatuś siedział w fotelu .", "Kiedy weszła m do pokoju , mama siedziała w fotelu ."},
	{"problem", "kwestia", "Jest tu kwestia .", "Podstawowym problemem jest terror i przemoc .", "Podstawową kwestią jest terror i przemoc ."},
	{"kompromis", "porozumienie", "Jest tu porozumienie .", "Jednocześnie prezydent Egiptu Hosni Mubarak ogłosił , że jest możliwy kompromis .", "Jednocześnie prezydent Egiptu Hosni Mubarak ogłosił , że jest możliwe porozumienie ."},
	{"chłopiec", "dziewczynka", "Jest tu dziewczynka .", "Chłopiec trzymający przy twarzy okulary dorosłej osoby patrzy na miniaturowy pociąg .", "Dziewczynka trzymająca przy twarzy okulary dorosłej osoby patrzy na miniaturowy pociąg ."},
	// Oblique cases.
	{"cygaro", "fajka", "Jest tu fajka .", "Zapalił pierwsze dzisiaj cygaro .", "Zapalił pierwszą dzisiaj fajkę ."},
	{"trąbka", "róg", "Jest tu róg .", "Z oddali doleciały urywane dźwięki strażackiej trąbki .", "Z oddali doleciały urywane dźwięki strażackiego rogu ."},
	{"dzień", "święto", "Jest tu święto .", "Czy bojkot dnia rodzinnego da efekt ?", "Czy bojkot święta rodzinnego da efekt ?"},
	{"komfort", "wygoda", "Jest tu wygoda .", "Mówi się : postęp techniczny , mówi się : nowoczesny komfort .", "Mówi się : postęp techniczny , mówi się : nowoczesna wygoda ."},
	{"olej", "oliwa", "Jest tu oliwa .", "Ceny za dobry olej ustabilizowane na poziomie 20000 - 30000 zł .", "Ceny za dobrą oliwę ustabilizowane na poziomie 20000 - 30000 zł ."},
	{"zima", "mróz", "Jest tu mróz .", "Są już 233 ofiary zimy .", "Są już 233 ofiary mrozu ."},
	{"kurtka", "płaszcz", "Jest tu płaszcz .", "Osoba w czerwonej kurtce wykonuje skok z deską snowboardową .", "Osoba w czerwonym płaszczu wykonuje skok z deską snowboardową ."},
	{"hala", "pomieszczenie", "Jest tu pomieszczenie .", "Grupa ludzi czeka w dużej hali przy taśmie bagażowej .", "Grupa ludzi czeka w dużym pomieszczeniu przy taśmie bagażowej ."},
	{"taśma", "pas", "Jest tu pas .", "Grupa ludzi czeka w dużej hali przy taśmie bagażowej .", "Grupa ludzi czeka w dużej hali przy pasie bagażowym ."},
	{"kask", "czapka", "Jest tu czapka .", "Mężczyzna w białym kasku i zielonej koszulce jedzie na rolkach po poręczy .", "Mężczyzna w białej czapce i zielonej koszulce jedzie na rolkach po poręczy ."},
	{"droga", "chodnik", "Jest tu chodnik .", "Trzech chłopaków podskakuje na asfaltowej drodze , a czwarty biegnie tuż za nimi .", "Trzech chłopaków podskakuje na asfaltowym chodniku , a czwarty biegnie tuż za nimi ."},
	{"strój", "odzież", "Jest tu odzież .", "Człowiek w kasku i sportowym stroju biegnie po trawie , trzymając piłkę .", "Człowiek w kasku i sportowej odzieży biegnie po trawie , trzymając piłkę ."},
	{"teren", "okolica", "Jest tu okolica .", "Czerwono - biały samolot przelatuje nad górskim terenem , gasząc pożar .", "Czerwono - biały samolot przelatuje nad górską okolicą , gasząc pożar ."},
	{"pociąg", "kolejka", "Jest tu kolejka .", "Chłopiec trzymający przy twarzy okulary dorosłej osoby patrzy na miniaturowy pociąg .", "Chłopiec trzymający przy twarzy okulary dorosłej osoby patrzy na miniaturową kolejkę ."},
	{"gleba", "grunt", "Jest tu grunt .", "Urodzajność swoją zawdzięcza Podole czarnoziemnej glebie .", "Urodzajność swoją zawdzięcza Podole czarnoziemnemu gruntowi ."},
	{"siedzenie", "fotel", "Jest tu fotel .", "Syneczek , skulony na tylnym siedzeniu , wył , jakby go zarzynali .", "Syneczek , skulony na tylnym fotelu , wył , jakby go zarzynali ."},
	{"strach", "obawa", "Jest tu obawa .", "Zdrowie i męska siła przestały budzić we mnie odruchowy strach .", "Zdrowie i męska siła przestały budzić we mnie odruchową obawę ."},
	{"lato", "sezon", "Jest tu sezon .", "Tak spędzili śmy całe lato .", "Tak spędzili śmy cały sezon ."},
	// A substituted adjective takes the case, number and gender of the
	// one it replaces.
	{"duży", "wielki", "To wielka rzecz .", "Duży pies płynie w kierunku wodospadu .", "Wielki pies płynie w kierunku wodospadu ."},
	{"duży", "ogromny", "To ogromna rzecz .", "Chłopak w kraciastej koszuli skacze z deskorolką na duży głaz .", "Chłopak w kraciastej koszuli skacze z deskorolką na ogromny głaz ."},
	{"duży", "wielki", "To wielki dom .", "Grupa ludzi czeka w dużej hali przy taśmie bagażowej .", "Grupa ludzi czeka w wielkiej hali przy taśmie bagażowej ."},
	{"kolorowy", "barwny", "To barwny dom .", "Mała dziewczynka w kolorowej bluzce siedzi na górnej części zjeżdżalni .", "Mała dziewczynka w barwnej bluzce siedzi na górnej części zjeżdżalni ."},
	{"koszulka", "podkoszulek", "Jest tu podkoszulek .", "Kobieta w różowej koszulce i czarnych spodniach wykonuje skok na deskorolce .", "Kobieta w różowym podkoszulku i czarnych spodniach wykonuje skok na deskorolce ."},
}
