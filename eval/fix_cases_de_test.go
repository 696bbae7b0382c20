package eval

import (
	"strings"
	"testing"
)

// TestAgreementCasesGerman: a noun of another gender replaces the
// reference noun; the determiner, adjectives, contraction and relative
// pronoun must follow. The first 44 references are sentences of UD
// German-GSD test (tokenized; the pair chosen so that the genders
// differ; in one Autounfall is shortened to Unfall), the last 8 are
// written for the relative pronoun, the genitive and a dative phrase;
// every expected sentence is hand-checked German.
func TestAgreementCasesGerman(t *testing.T) {
	cases := make([]agreementCase, len(germanCases))
	for i, c := range germanCases {
		c.a, c.b = strings.ToLower(c.a), strings.ToLower(c.b) // pairs are looked up by lower-cased lemma
		cases[i] = c
	}
	runAgreementCases(t, "de", cases) // no known failures: every case must be repaired
}

var germanCases = []agreementCase{
	{"Park", "Anlage", "Eine saubere Anlage für alle .", "Ein sauberer Park für die ganze Familie .", "Eine saubere Anlage für die ganze Familie ."},
	{"Erlebnis", "Erfahrung", "Insgesamt eine super Erfahrung .", "Alles in Allem ein super Erlebnis .", "Alles in Allem eine super Erfahrung ."},
	{"Laden", "Geschäft", "Zum letzten Mal in diesem Geschäft .", "Für uns das letzte Mal in diesem Laden .", "Für uns das letzte Mal in diesem Geschäft ."},
	{"Laden", "Filiale", "Nie wieder in dieser Filiale .", "Für uns das letzte Mal in diesem Laden .", "Für uns das letzte Mal in dieser Filiale ."},
	{"Bild", "Eindruck", "So kann jeder sich einen eigenen Eindruck verschaffen .", "Jeder kann sich so ein eigenes Bild machen .", "Jeder kann sich so einen eigenen Eindruck machen ."},
	{"Lage", "Standort", "Verständlich bei dem Standort .", "Verständlicher Weise bei der Lage und der gelungenen Einrichtung .", "Verständlicher Weise bei dem Standort und der gelungenen Einrichtung ."},
	{"Einrichtung", "Interieur", "Verständlich bei dem gelungenen Interieur .", "Verständlicher Weise bei der Lage und der gelungenen Einrichtung .", "Verständlicher Weise bei der Lage und dem gelungenen Interieur ."},
	{"Grillkochkurs", "Veranstaltung", "Danke für die wunderbare Veranstaltung .", "Vielen Dank für den wunderbaren Grillkochkurs vor 2 Wochen .", "Vielen Dank für die wunderbare Veranstaltung vor 2 Wochen ."},
	{"Zeit", "Moment", "Nach einem kurzen Moment bekam man Kopfschmerzen .", "Zusätzlich bekam man Kopfschmerzen nach einer kurzen Zeit .", "Zusätzlich bekam man Kopfschmerzen nach einem kurzen Moment ."},
	{"Frieden", "Ruhe", "Sie zerstören die soziale Ruhe .", "Sie ruinieren den sozialen Frieden .", "Sie ruinieren die soziale Ruhe ."},
	{"Containerschiff", "Frachter", "Wir sind Lotsen auf einem Frachter .", "Wir sind die grünen Lotsen auf einem Containerschiff .", "Wir sind die grünen Lotsen auf einem Frachter ."},
	{"Lösung", "Ausweg", "Das ist nicht ihr Ausweg .", "Eine Verwaltung der ökonomischen Krise ist nicht ihre Lösung .", "Eine Verwaltung der ökonomischen Krise ist nicht ihr Ausweg ."},
	{"Sozialpolitik", "Kurs", "Hier muss ein neuer Kurs entwickelt werden .", "Hier muß eine neue Sozialpolitik entwickelt werden .", "Hier muß ein neuer Kurs entwickelt werden ."},
	{"Bilanz", "Fazit", "Kanar zieht ein ernüchterndes Fazit :", "Aber Ercan Kanar zieht eine ernüchternde Bilanz :", "Aber Ercan Kanar zieht ein ernüchterndes Fazit :"},
	{"Politik", "Kurs", "Wer einen anderen Kurs will , muss anders wählen .", "Wer eine andere Politik will , muß auch anders wählen .", "Wer einen anderen Kurs will , muß auch anders wählen ."},
	{"Tauchschule", "Tauchclub", "Ich empfehle diesen Tauchclub .", "Ich kann diese Tauchschule jeden wärmstens empfehlen .", "Ich kann diesen Tauchclub jeden wärmstens empfehlen ."},
	{"Fest", "Feier", "Ihr habt unsere Feier großartig gemacht .", "Ihr habt unser Fest zu einem großen Erlebnis werden lassen .", "Ihr habt unsere Feier zu einem großen Erlebnis werden lassen ."},
	{"Erlebnis", "Erfahrung", "Es war eine große Erfahrung .", "Ihr habt unser Fest zu einem großen Erlebnis werden lassen .", "Ihr habt unser Fest zu einer großen Erfahrung werden lassen ."},
	{"Fahrt", "Ausflug", "Ich wünsche einen guten Ausflug .", "In diesem Sinne wünsche ich allen Lesern eine gute und unfallfreie Fahrt .", "In diesem Sinne wünsche ich allen Lesern einen guten und unfallfreien Ausflug ."},
	{"Werkstatt", "Betrieb", "Wir brachten das Auto in diesen Betrieb .", "Nach einem Autounfall haben wir den Wagen in diese Werkstatt gebracht .", "Nach einem Autounfall haben wir den Wagen in diesen Betrieb gebracht ."},
	{"Wagen", "Auto", "Wir brachten das Auto in diesen Betrieb .", "Nach einem Autounfall haben wir den Wagen in diese Werkstatt gebracht .", "Nach einem Autounfall haben wir das Auto in diese Werkstatt gebracht ."},
	{"Display", "Bildschirm", "Mein Name steht auf dem Bildschirm .", "Toll , mein Name steht auf dem großen Display .", "Toll , mein Name steht auf dem großen Bildschirm ."},
	{"Display", "Anzeige", "Mein Name steht auf der Anzeige .", "Toll , mein Name steht auf dem großen Display .", "Toll , mein Name steht auf der großen Anzeige ."},
	{"Wanderung", "Ausflug", "Wir bekamen Tipps für unseren Ausflug .", "Wir haben sogar noch super Tipps für unsere anstehende Wanderung erhalten .", "Wir haben sogar noch super Tipps für unseren anstehenden Ausflug erhalten ."},
	{"Schrift", "Werk", "Bis 1929 erschien kein Werk Bachtins .", "Bis 1929 ist keine Schrift Bachtins unter seinem eigenen Namen erschienen .", "Bis 1929 ist kein Werk Bachtins unter seinem eigenen Namen erschienen ."},
	{"Name", "Bezeichnung", "Es erschien unter seiner eigenen Bezeichnung .", "Bis 1929 ist keine Schrift Bachtins unter seinem eigenen Namen erschienen .", "Bis 1929 ist keine Schrift Bachtins unter seiner eigenen Bezeichnung erschienen ."},
	{"Umsatz", "Einnahme", "Die Kosten steigen , aber meine Einnahme bleibt gleich .", "Dann steigen die Kosten , aber mein Umsatz bleibt gleich .", "Dann steigen die Kosten , aber meine Einnahme bleibt gleich ."},
	{"Fall", "Situation", "In dieser Situation täten es auch Repliken .", "( Wo sie fehlen , sagt man , täten es in diesem Fall auch mal Repliken . )", "( Wo sie fehlen , sagt man , täten es in dieser Situation auch mal Repliken . )"},
	{"Entscheidung", "Beschluss", "Gegen diesen Beschluss legte die Partei Einspruch ein .", "Gegen diese Entscheidung hatte die Partei Einspruch eingelegt .", "Gegen diesen Beschluss hatte die Partei Einspruch eingelegt ."},
	{"Einspruch", "Beschwerde", "Die Partei legte Beschwerde ein .", "Gegen diese Entscheidung hatte die Partei Einspruch eingelegt .", "Gegen diese Entscheidung hatte die Partei Beschwerde eingelegt ."},
	{"Wahl", "Urnengang", "Er tritt bei dem Urnengang an .", "Tritt Schröder gegen Scharping bei der Wahl zum Parteichef an ?", "Tritt Schröder gegen Scharping bei dem Urnengang zum Parteichef an ?"},
	{"Block", "Allianz", "Das Bündnis bildete eine Allianz .", "Das Bündnis bildete einen Block zur Unterstützung der Reformpolitik Jelzins .", "Das Bündnis bildete eine Allianz zur Unterstützung der Reformpolitik Jelzins ."},
	{"Unterstützung", "Rückhalt", "Ein Block zum Rückhalt der Reformpolitik .", "Das Bündnis bildete einen Block zur Unterstützung der Reformpolitik Jelzins .", "Das Bündnis bildete einen Block zum Rückhalt der Reformpolitik Jelzins ."},
	{"Bündnis", "Koalition", "Die Koalition bildete einen Block .", "Das Bündnis bildete einen Block zur Unterstützung der Reformpolitik Jelzins .", "Die Koalition bildete einen Block zur Unterstützung der Reformpolitik Jelzins ."},
	{"Beerdigung", "Begräbnis", "Arafat will nicht zum Begräbnis reisen .", "Laut PLO will Arafat aber aus Sicherheitsgründen nicht zur Beerdigung reisen .", "Laut PLO will Arafat aber aus Sicherheitsgründen nicht zum Begräbnis reisen ."},
	{"Vertreibung", "Exodus", "Machtkämpfe führen zum Exodus", "Religion und Machtkämpfe führen in San Juan Chamula zur Vertreibung", "Religion und Machtkämpfe führen in San Juan Chamula zum Exodus"},
	{"Produktion", "Anbau", "Nein zum Anbau", "Nein zur Produktion in Sichtweite", "Nein zum Anbau in Sichtweite"},
	{"Prozess", "Entwicklung", "Das ist die Kehrseite dieser Entwicklung .", "Wobei Verharmlosung und Dramatisierung nur die Kehrseite dieses Prozesses sind .", "Wobei Verharmlosung und Dramatisierung nur die Kehrseite dieser Entwicklung sind ."},
	{"Karte", "Ticket", "Mit dem Ticket hat man Zugang .", "Eintritt ok , da man mit der Karte auch Zugang zum Wildpark hat .", "Eintritt ok , da man mit dem Ticket auch Zugang zum Wildpark hat ."},
	{"Sinn", "Hinsicht", "In dieser Hinsicht wünsche ich eine gute Fahrt .", "In diesem Sinne wünsche ich allen Lesern eine gute und unfallfreie Fahrt .", "In dieser Hinsicht wünsche ich allen Lesern eine gute und unfallfreie Fahrt ."},
	{"Unfall", "Kollision", "Nach einer Kollision brachten wir das Auto weg .", "Nach einem Unfall haben wir den Wagen in diese Werkstatt gebracht .", "Nach einer Kollision haben wir den Wagen in diese Werkstatt gebracht ."},
	{"Krise", "Abschwung", "Eine Verwaltung des ökonomischen Abschwungs hilft nicht .", "Eine Verwaltung der ökonomischen Krise ist nicht ihre Lösung .", "Eine Verwaltung des ökonomischen Abschwungs ist nicht ihre Lösung ."},
	{"Verwaltung", "Management", "Ein Management der Krise ist nicht ihre Lösung .", "Eine Verwaltung der ökonomischen Krise ist nicht ihre Lösung .", "Ein Management der ökonomischen Krise ist nicht ihre Lösung ."},
	{"Tisch", "Tafel", "An den anderen Tafeln sah es nicht besser aus .", "An den anderen Tischen sah es nicht besser aus .", "An den anderen Tafeln sah es nicht besser aus ."},
	// Written for the relative pronoun, the genitive and a dative phrase.
	{"Park", "Anlage", "Die Anlage ist neu .", "Das ist der Park , der neu ist .", "Das ist die Anlage , die neu ist ."},
	{"Museum", "Ausstellung", "Die Ausstellung ist neu .", "Wir besuchten das Museum , das neu ist .", "Wir besuchten die Ausstellung , die neu ist ."},
	{"Weg", "Route", "Er kennt die Route .", "Er kennt den Weg , den wir nehmen .", "Er kennt die Route , die wir nehmen ."},
	{"Konzept", "Idee", "Sie lobte die Idee .", "Sie lobte das Konzept , dem alle zustimmten .", "Sie lobte die Idee , der alle zustimmten ."},
	{"Stadt", "Ort", "Ich mag den Ort .", "Ich mag die Stadt , deren Geschichte lang ist .", "Ich mag den Ort , dessen Geschichte lang ist ."},
	{"Vorschlag", "Idee", "Die Idee wurde abgelehnt .", "Der Vorschlag wurde abgelehnt .", "Die Idee wurde abgelehnt ."},
	{"Konzept", "Strategie", "Mit einer neuen Strategie kam der Erfolg .", "Mit einem neuen Konzept kam der Erfolg .", "Mit einer neuen Strategie kam der Erfolg ."},
	{"Wetter", "Witterung", "Trotz der schlechten Witterung kamen viele .", "Trotz des schlechten Wetters kamen viele .", "Trotz der schlechten Witterung kamen viele ."},
}
