package fr_test

import (
	"testing"

	_ "github.com/parmesan-mt/parmesan/fix/fr"
	"github.com/parmesan-mt/parmesan/fix/internal/casetest"
	_ "github.com/parmesan-mt/parmesan/lemma/fr"
)

// TestAgreementCases: a word of a reference from UD French-GSD (test
// split, tokenized as there, contractions as their surface token) is
// replaced by a word the hypothesis has (a noun of the other gender or
// number, an adjective, a verb); the repaired sentence is written by hand
// from French grammar, not from the program's output. A substitution
// whose repair needs a token split or merged (du → de la, de l' → du,
// au → à la) or a clitic added or removed is to be declined: the
// expected sentence is then the reference. Each case holds its pinned
// outcome: the known failures say why, and fail the test when they start
// passing.
func TestAgreementCases(t *testing.T) {
	casetest.RunPinned(t, "fr", frenchCases)
}

func ok(c casetest.Case) casetest.Pinned                { return casetest.Pinned{Case: c} }
func known(why string, c casetest.Case) casetest.Pinned { return casetest.Pinned{Case: c, Known: why} }

var frenchCases = []casetest.Pinned{
	// Determiners, adjectives and participles take the new noun's gender.
	ok(casetest.Case{"pièce", "spectacle", "C' est un spectacle .", "La pièce est retirée de l' affiche après 17 représentations ( 1935 ) .", "Le spectacle est retiré de l' affiche après 17 représentations ( 1935 ) ."}),
	ok(casetest.Case{"stage", "formation", "C' est une formation .", "Ce stage se déroule du lundi 4 au vendredi 8 juillet .", "Cette formation se déroule du lundi 4 au vendredi 8 juillet ."}),
	ok(casetest.Case{"dirigeant", "patronne", "C' est une patronne .", "Son dirigeant est disponible et à l' écoute de ses clients .", "Sa patronne est disponible et à l' écoute de ses clients ."}),
	ok(casetest.Case{"nombre", "quantité", "C' est une quantité .", "Cependant , vous êtes invités à respecter un certain nombre de critères .", "Cependant , vous êtes invités à respecter une certaine quantité de critères ."}),
	ok(casetest.Case{"terme", "fin", "C' est la fin .", "Le 6 mai 2011 , il met un terme à sa carrière sportive .", "Le 6 mai 2011 , il met une fin à sa carrière sportive ."}),
	ok(casetest.Case{"carrière", "parcours", "C' est un parcours .", "Le 6 mai 2011 , il met un terme à sa carrière sportive .", "Le 6 mai 2011 , il met un terme à son parcours sportif ."}),
	ok(casetest.Case{"demande", "requête", "C' est une requête .", "Ils enregistrent ma demande d' annulation , et communiquent l' annulation à leur fournisseur .", "Ils enregistrent ma requête d' annulation , et communiquent l' annulation à leur fournisseur ."}),
	ok(casetest.Case{"fournisseur", "compagnie", "C' est une compagnie .", "Ils enregistrent ma demande d' annulation , et communiquent l' annulation à leur fournisseur .", "Ils enregistrent ma demande d' annulation , et communiquent l' annulation à leur compagnie ."}),
	known("analysis: «délicat» is tagged as the participle of a verb «délicaer», whose feminine nothing generates: the substitution is declined", casetest.Case{"point", "question", "C' est une question .", "Que dit l' Eglise sur ce point délicat ?", "Que dit l' Eglise sur cette question délicate ?"}),
	ok(casetest.Case{"coin", "rue", "C' est une rue .", "Il vaut mieux réserver car ce petit coin de Naples est bien connu .", "Il vaut mieux réserver car cette petite rue de Naples est bien connue ."}),
	ok(casetest.Case{"discours", "allocution", "C' est une allocution .", "Trois ans plus tard , il tient un discours sur la crise .", "Trois ans plus tard , il tient une allocution sur la crise ."}),
	ok(casetest.Case{"crise", "conflit", "C' est un conflit .", "Trois ans plus tard , il tient un discours sur la crise .", "Trois ans plus tard , il tient un discours sur le conflit ."}),
	ok(casetest.Case{"discours", "parole", "C' est une parole .", "Son discours , inspiré d' une pensée du Moyen-âge , a trouvé preneur .", "Sa parole , inspirée d' une pensée du Moyen-âge , a trouvé preneur ."}),
	ok(casetest.Case{"pensée", "concept", "C' est un concept .", "Son discours , inspiré d' une pensée du Moyen-âge , a trouvé preneur .", "Son discours , inspiré d' un concept du Moyen-âge , a trouvé preneur ."}),
	ok(casetest.Case{"carte", "menu", "C' est un menu .", "La carte regorge de trésors tant en crêpes qu' en galettes .", "Le menu regorge de trésors tant en crêpes qu' en galettes ."}),
	ok(casetest.Case{"différence", "changement", "C' est un changement .", "En 2 séances ( maillot et aisselles ) je vois déjà la différence .", "En 2 séances ( maillot et aisselles ) je vois déjà le changement ."}),
	ok(casetest.Case{"spéculation", "rumeur", "Ce sont des rumeurs .", "Les spéculations autour du match sont à leur paroxysme .", "Les rumeurs autour du match sont à leur paroxysme ."}),
	ok(casetest.Case{"chocolat", "boisson", "C' est une boisson .", "Leur chocolat chaud est divin !", "Leur boisson chaude est divine !"}),
	ok(casetest.Case{"restaurant", "brasserie", "C' est une brasserie .", "Aller dans ce restaurant est tout simplement un grand plaisir !", "Aller dans cette brasserie est tout simplement un grand plaisir !"}),
	ok(casetest.Case{"plaisir", "joie", "C' est une joie .", "Aller dans ce restaurant est tout simplement un grand plaisir !", "Aller dans ce restaurant est tout simplement une grande joie !"}),
	ok(casetest.Case{"école", "établissement", "C' est un établissement .", "Cette école est très bien sérieuse et aide beaucoup", "Cet établissement est très bien sérieux et aide beaucoup"}),
	ok(casetest.Case{"situation", "contexte", "C' est un contexte .", "Mgr Velasio de Paolis n' est pas là pour aggraver une situation déjà très lourde .", "Mgr Velasio de Paolis n' est pas là pour aggraver un contexte déjà très lourd ."}),
	ok(casetest.Case{"refus", "interdiction", "C' est une interdiction .", "Bémol : le refus des cartes de paiement !", "Bémol : l' interdiction des cartes de paiement !"}),
	ok(casetest.Case{"qualité", "niveau", "C' est un niveau .", "Et la qualité du service est trés trés trés ... bonne .", "Et le niveau du service est trés trés trés ... bon ."}),
	ok(casetest.Case{"magasin", "boutique", "C' est une boutique .", "Je recommande vivement ce magasin à tous ceux qui veulent faire de réelles économies !", "Je recommande vivement cette boutique à tous ceux qui veulent faire de réelles économies !"}),
	ok(casetest.Case{"royaume", "nation", "C' est une nation .", "Le royaume s' est amélioré , mais pas dans le sens voulu par l' UE .", "La nation s' est améliorée , mais pas dans le sens voulu par l' UE ."}),
	ok(casetest.Case{"cour", "jardin", "C' est un jardin .", "Elle était dans la petite cour du garage , capot ouvert .", "Elle était dans le petit jardin du garage , capot ouvert ."}),
	ok(casetest.Case{"caillou", "pierre", "C' est une pierre .", "C' est un caillou blanc .", "C' est une pierre blanche ."}),
	ok(casetest.Case{"adresse", "emplacement", "C' est un emplacement .", "C' est l' adresse de l' hôtel de ville de Faches Thumesnil", "C' est l' emplacement de l' hôtel de ville de Faches Thumesnil"}),
	ok(casetest.Case{"adresse", "siège", "C' est un siège .", "C' est l' adresse de l' hôtel de ville de Faches Thumesnil", "C' est le siège de l' hôtel de ville de Faches Thumesnil"}),
	ok(casetest.Case{"soirée", "repas", "C' est un repas .", "je ne vais rien oublier de cette soirée au MH .", "je ne vais rien oublier de ce repas au MH ."}),
	ok(casetest.Case{"café", "brasserie", "C' est une brasserie .", "Il y a même un café avec des pingouins !", "Il y a même une brasserie avec des pingouins !"}),
	ok(casetest.Case{"année", "été", "C' est un été .", "Ps : l' année prochaine on y retourne d' office ....", "Ps : l' été prochain on y retourne d' office ...."}),
	known("analysis: «un tel projet» is tagged tel NOUN, projet ADJ, so no noun is substituted", casetest.Case{"projet", "initiative", "C' est une initiative .", "Quel est le coût d' un tel projet ?", "Quel est le coût d' une telle initiative ?"}),
	ok(casetest.Case{"campagne", "programme", "C' est un programme .", "Les Nations Unies mènent une campagne mondiale « Scellons l' accord !", "Les Nations Unies mènent un programme mondial « Scellons l' accord !"}),
	ok(casetest.Case{"style", "ambiance", "C' est une ambiance .", "J' adore la bouffe et le style .", "J' adore la bouffe et l' ambiance ."}),
	ok(casetest.Case{"bouffe", "repas", "C' est un repas .", "J' adore la bouffe et le style .", "J' adore le repas et le style ."}),
	ok(casetest.Case{"bataille", "combat", "C' est un combat .", "Han s' engage finalement dans la bataille , couvre Luke et met Vador hors course .", "Han s' engage finalement dans le combat , couvre Luke et met Vador hors course ."}),
	ok(casetest.Case{"zone", "secteur", "C' est un secteur .", "Ne pas rester seul ou en couple dans une zone isolée .", "Ne pas rester seul ou en couple dans un secteur isolé ."}),
	ok(casetest.Case{"mobilisation", "mouvement", "C' est un mouvement .", "Le ras-le-bol fut général , la mobilisation inédite .", "Le ras-le-bol fut général , le mouvement inédit ."}),
	ok(casetest.Case{"capot", "portière", "C' est une portière .", "Elle était dans la petite cour du garage , capot ouvert .", "Elle était dans la petite cour du garage , portière ouverte ."}),
	ok(casetest.Case{"préfecture", "commissariat", "C' est un commissariat .", "La préfecture de Police de Paris déconseille aux automobilistes de se déplacer .", "Le commissariat de Police de Paris déconseille aux automobilistes de se déplacer ."}),
	ok(casetest.Case{"passion", "amour", "C' est un amour .", "Tout cela est présent dans sa passion .", "Tout cela est présent dans son amour ."}),
	ok(casetest.Case{"passion", "envie", "C' est une envie .", "Tout cela est présent dans sa passion .", "Tout cela est présent dans son envie ."}),
	ok(casetest.Case{"magasin", "enseigne", "C' est une enseigne .", "Je recommande vivement ce magasin à tous ceux qui veulent faire de réelles économies !", "Je recommande vivement cette enseigne à tous ceux qui veulent faire de réelles économies !"}),
	ok(casetest.Case{"année", "printemps", "C' est un printemps .", "La 18e édition des Victoires de la musique classique se tient cette année à Nantes .", "La 18e édition des Victoires de la musique classique se tient ce printemps à Nantes ."}),
	ok(casetest.Case{"sens", "direction", "C' est une direction .", "Le royaume s' est amélioré , mais pas dans le sens voulu par l' UE .", "Le royaume s' est amélioré , mais pas dans la direction voulue par l' UE ."}),
	ok(casetest.Case{"prudence", "recul", "C' est un recul .", "De quoi inciter à une certaine prudence .", "De quoi inciter à un certain recul ."}),
	ok(casetest.Case{"destin", "destinée", "C' est une destinée .", "Son destin est -il la Poussière ?", "Sa destinée est -elle la Poussière ?"}),
	ok(casetest.Case{"terrain", "piste", "C' est une piste .", "Les terrains de tennis ferment à 18 h !", "Les pistes de tennis ferment à 18 h !"}),
	ok(casetest.Case{"question", "problème", "C' est un problème .", "Au regard du droit international , la question du Sahara Occidental est très claire .", "Au regard du droit international , le problème du Sahara Occidental est très clair ."}),
	// The pronoun heading a plural phrase through des; de la before a vowel.
	ok(casetest.Case{"héros", "héroïne", "C' est une héroïne .", "Hyacinthe de Cavallère est un des héros de la série de bandes dessinées Donjon écrite par Lewis Trondheim et Joann Sfar .", "Hyacinthe de Cavallère est une des héroïnes de la série de bandes dessinées Donjon écrite par Lewis Trondheim et Joann Sfar ."}),
	ok(casetest.Case{"musique", "art", "C' est un art .", "La 18e édition des Victoires de la musique classique se tient cette année à Nantes .", "La 18e édition des Victoires de l' art classique se tient cette année à Nantes ."}),
	// The slot's number.
	ok(casetest.Case{"représentation", "spectacle", "C' est un spectacle .", "La pièce est retirée de l' affiche après 17 représentations ( 1935 ) .", "La pièce est retirée de l' affiche après 17 spectacles ( 1935 ) ."}),
	ok(casetest.Case{"casquette", "chapeau", "C' est un chapeau .", "Ils n' avaient pas de casquettes et leurs cheveux blonds brillaient au soleil .", "Ils n' avaient pas de chapeaux et leurs cheveux blonds brillaient au soleil ."}),
	// Contractions that would need a token split or merged: declined.
	ok(casetest.Case{"garage", "maison", "C' est une maison .", "Elle était dans la petite cour du garage , capot ouvert .", "Elle était dans la petite cour du garage , capot ouvert ."}),
	ok(casetest.Case{"match", "rencontre", "C' est une rencontre .", "Les spéculations autour du match sont à leur paroxysme .", "Les spéculations autour du match sont à leur paroxysme ."}),
	ok(casetest.Case{"affiche", "programme", "C' est un programme .", "La pièce est retirée de l' affiche après 17 représentations ( 1935 ) .", "La pièce est retirée de l' affiche après 17 représentations ( 1935 ) ."}),
	ok(casetest.Case{"université", "collège", "C' est un collège .", "Licencié en histoire et géographie , il enseigna à l' université Yale aux États-Unis .", "Licencié en histoire et géographie , il enseigna à l' université Yale aux États-Unis ."}),
	ok(casetest.Case{"université", "institut", "C' est un institut .", "Licencié en histoire et géographie , il enseigna à l' université Yale aux États-Unis .", "Licencié en histoire et géographie , il enseigna à l' institut Yale aux États-Unis ."}),
	// Elision after a verb or adjective substitution.
	ok(casetest.Case{"abandonner", "délaisser", "On décide de délaisser .", "On décide d' abandonner les matériaux coûteux , comme le magnésium qui est devenu introuvable .", "On décide de délaisser les matériaux coûteux , comme le magnésium qui est devenu introuvable ."}),
	ok(casetest.Case{"rappeler", "évoquer", "Ça va évoquer .", "Ça va forcément me rappeler des souvenirs .", "Ça va forcément m' évoquer des souvenirs ."}),
	// Reflexive verbs keep their clitic; a change of reflexivity is declined.
	ok(casetest.Case{"déplacer", "bouger", "Il faut se bouger .", "La préfecture de Police de Paris déconseille aux automobilistes de se déplacer .", "La préfecture de Police de Paris déconseille aux automobilistes de se bouger ."}),
	ok(casetest.Case{"engager", "lancer", "Il se lance .", "Han s' engage finalement dans la bataille , couvre Luke et met Vador hors course .", "Han se lance finalement dans la bataille , couvre Luke et met Vador hors course ."}),
	ok(casetest.Case{"dérouler", "effectuer", "Il s' effectue .", "Ce stage se déroule du lundi 4 au vendredi 8 juillet .", "Ce stage s' effectue du lundi 4 au vendredi 8 juillet ."}),
	ok(casetest.Case{"engager", "entrer", "Il entre .", "Han s' engage finalement dans la bataille , couvre Luke et met Vador hors course .", "Han s' engage finalement dans la bataille , couvre Luke et met Vador hors course ."}),
	ok(casetest.Case{"arriver", "produire", "Cela se produit .", "Enfin , arrive la douloureuse qui est parfaitement justifiée par la qualité des prestations servies .", "Enfin , arrive la douloureuse qui est parfaitement justifiée par la qualité des prestations servies ."}),
	// A substituted verb takes the form of the one it replaces.
	ok(casetest.Case{"enseigner", "travailler", "Il a travaillé .", "Licencié en histoire et géographie , il enseigna à l' université Yale aux États-Unis .", "Licencié en histoire et géographie , il travailla à l' université Yale aux États-Unis ."}),
	ok(casetest.Case{"fermer", "terminer", "Il termine .", "Les terrains de tennis ferment à 18 h !", "Les terrains de tennis terminent à 18 h !"}),
	// A substituted adjective takes the gender and number of the one it replaces.
	ok(casetest.Case{"agréable", "plaisant", "C' est un lieu plaisant .", "très bon accueil les chambres sont très agréables et spacieuses bon rapport qualité prix", "très bon accueil les chambres sont très plaisantes et spacieuses bon rapport qualité prix"}),
	ok(casetest.Case{"sportif", "athlétique", "Un homme athlétique .", "Le 6 mai 2011 , il met un terme à sa carrière sportive .", "Le 6 mai 2011 , il met un terme à sa carrière athlétique ."}),
	known("analysis: the hypothesis «reculé» is tagged as the participle of reculer, not the adjective reculé: no substitution", casetest.Case{"isolé", "reculé", "Un village reculé .", "Ne pas rester seul ou en couple dans une zone isolée .", "Ne pas rester seul ou en couple dans une zone reculée ."}),
	known("analysis: the hypothesis «content» is tagged as the verb conter: no substitution", casetest.Case{"heureux", "content", "Il est content .", "Même du fond de l' enfer , Dany Laferrière reste un réaliste heureux .", "Même du fond de l' enfer , Dany Laferrière reste un réaliste content ."}),
	ok(casetest.Case{"excellent", "remarquable", "Une femme remarquable .", "Madame Tellier est une excellente comptable que je recommande vivement !", "Madame Tellier est une remarquable comptable que je recommande vivement !"}),
}
