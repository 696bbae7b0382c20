package es_test

import (
	"testing"

	_ "github.com/parmesan-mt/parmesan/fix/es"
	"github.com/parmesan-mt/parmesan/fix/internal/casetest"
	_ "github.com/parmesan-mt/parmesan/lemma/es"
)

// TestAgreementCases: a word of a reference from UD Spanish-GSD (test
// split, tokenized as there, contractions as their surface token) is
// replaced by a word the hypothesis has (a noun of the other gender or
// number, an adjective, a verb); the repaired sentence is written by hand
// from Spanish grammar, not from the program's output. A substitution
// whose repair needs a token split or merged (del → de la, a la → al) or
// a reflexive clitic added or removed is to be declined: the expected
// sentence is then the reference. Each case holds its pinned outcome:
// the known failures say why, and fail the test when they start passing.
func TestAgreementCases(t *testing.T) {
	casetest.RunPinned(t, "es", spanishCases)
}

func ok(c casetest.Case) casetest.Pinned { return casetest.Pinned{Case: c} }

func known(why string, c casetest.Case) casetest.Pinned {
	return casetest.Pinned{Case: c, Known: why}
}

var spanishCases = []casetest.Pinned{
	// Determiners, adjectives and participles take the new noun's gender.
	ok(casetest.Case{"sector", "zona", "Es una zona .", "En ese mismo sector se ubica la Plaza del Bicentenario .", "En esa misma zona se ubica la Plaza del Bicentenario ."}),
	ok(casetest.Case{"batalla", "combate", "Es un combate .", "Pero la batalla continúa , ahora por la vía legal .", "Pero el combate continúa , ahora por la vía legal ."}),
	ok(casetest.Case{"vía", "camino", "Es un camino .", "Pero la batalla continúa , ahora por la vía legal .", "Pero la batalla continúa , ahora por el camino legal ."}),
	ok(casetest.Case{"mente", "pensamiento", "Es un pensamiento .", "Nunca estuvo en la mente del Gobernador Francisco Pizarro , respetar la vida del Inca .", "Nunca estuvo en el pensamiento del Gobernador Francisco Pizarro , respetar la vida del Inca ."}),
	ok(casetest.Case{"vida", "destino", "Es un destino .", "Nunca estuvo en la mente del Gobernador Francisco Pizarro , respetar la vida del Inca .", "Nunca estuvo en la mente del Gobernador Francisco Pizarro , respetar el destino del Inca ."}),
	ok(casetest.Case{"vehículo", "camioneta", "Es una camioneta .", "Inmediatamente vino otro vehículo particular y como no pudo frenar impactó contra los dos vehículos .", "Inmediatamente vino otra camioneta particular y como no pudo frenar impactó contra los dos vehículos ."}),
	ok(casetest.Case{"oportunidad", "intento", "Es un intento .", "Le daremos una segunda oportunidad para ver si con unos meses de experiencia han mejorado ...", "Le daremos un segundo intento para ver si con unos meses de experiencia han mejorado ..."}),
	ok(casetest.Case{"mes", "semana", "Es una semana .", "Le daremos una segunda oportunidad para ver si con unos meses de experiencia han mejorado ...", "Le daremos una segunda oportunidad para ver si con unas semanas de experiencia han mejorado ..."}),
	ok(casetest.Case{"reseña", "comentario", "Es un comentario .", "Su actuación recibió buenas reseñas , al igual que el filme .", "Su actuación recibió buenos comentarios , al igual que el filme ."}),
	ok(casetest.Case{"filme", "película", "Es una película .", "Su actuación recibió buenas reseñas , al igual que el filme .", "Su actuación recibió buenas reseñas , al igual que la película ."}),
	known("analysis: sentence-initial «Buen» is tagged as a noun, so it is not re-inflected", casetest.Case{"lugar", "zona", "Es una zona .", "Buen lugar para distraerte y caminar un rato :)", "Buena zona para distraerte y caminar un rato :)"}),
	ok(casetest.Case{"cita", "turno", "Es un turno .", "No se respetan las citas y las anulan a su antojo .", "No se respetan los turnos y los anulan a su antojo ."}),
	ok(casetest.Case{"problema", "dificultad", "Es una dificultad .", "Nunca hemos tenido ningún problema .", "Nunca hemos tenido ninguna dificultad ."}),
	ok(casetest.Case{"trato", "atención", "Es una atención .", "Tanto el trato como el servicio es bueno .", "Tanto la atención como el servicio es bueno ."}),
	known("the enclitic object pronoun of «empobrecerlo» referring back to the noun is not repaired", casetest.Case{"país", "nación", "Es una nación .", "Empobrecer un país culturalmente es empobrecerlo desde todos los puntos de vista \" .", "Empobrecer una nación culturalmente es empobrecerla desde todos los puntos de vista \" ."}),
	ok(casetest.Case{"dimisión", "abandono", "Es un abandono .", "Calvo - Sotelo solo consigue ser diputado por la dimisión de Lavilla .", "Calvo - Sotelo solo consigue ser diputado por el abandono de Lavilla ."}),
	ok(casetest.Case{"precio", "tarifa", "Es una tarifa .", "Si el precio de cada plato se redujera un 40-50 % puntuaría mejor este restaurante .", "Si la tarifa de cada plato se redujera un 40-50 % puntuaría mejor este restaurante ."}),
	ok(casetest.Case{"restaurante", "cafetería", "Es una cafetería .", "Si el precio de cada plato se redujera un 40-50 % puntuaría mejor este restaurante .", "Si el precio de cada plato se redujera un 40-50 % puntuaría mejor esta cafetería ."}),
	ok(casetest.Case{"dinero", "plata", "Es la plata .", "Yo no pretendia que me devolvieran el dinero .", "Yo no pretendia que me devolvieran la plata ."}),
	ok(casetest.Case{"apoyo", "ayuda", "Es una ayuda .", "El apoyo de la Secretaria de Transportes y Tránsito ha sido clave .", "La ayuda de la Secretaria de Transportes y Tránsito ha sido clave ."}),
	known("the demonstrative pronoun «Esa» and the relative «la que» referring to the noun are not repaired", casetest.Case{"base", "fundamento", "Es un fundamento .", "Esa fue la base con la que se creó la Subzona 14 en La Pampa .", "Ese fue el fundamento con el que se creó la Subzona 14 en La Pampa ."}),
	ok(casetest.Case{"colchón", "cama", "Es una cama .", "Lo negativo que el colchón no era cómodo .", "Lo negativo que la cama no era cómoda ."}),
	known("the demonstrative pronoun «este» of the predicate noun is not repaired", casetest.Case{"bar", "taberna", "Es una taberna .", "Si eres un putero , este es tu bar .", "Si eres un putero , esta es tu taberna ."}),
	ok(casetest.Case{"fecha", "partido", "Es un partido .", "En la fecha 9 , empató de local 1-1 ante San Martín SJ .", "En el partido 9 , empató de local 1-1 ante San Martín SJ ."}),
	ok(casetest.Case{"local", "tienda", "Es una tienda .", "El local es bastante grande pero conviene reservar con antelación .", "La tienda es bastante grande pero conviene reservar con antelación ."}),
	ok(casetest.Case{"ciudad", "pueblo", "Es un pueblo .", "Esta ciudad producía uranio enriquecido para el programa nuclear soviético .", "Este pueblo producía uranio enriquecido para el programa nuclear soviético ."}),
	ok(casetest.Case{"programa", "iniciativa", "Es una iniciativa .", "Esta ciudad producía uranio enriquecido para el programa nuclear soviético .", "Esta ciudad producía uranio enriquecido para la iniciativa nuclear soviética ."}),
	ok(casetest.Case{"paso", "etapa", "Es una etapa .", "Durante el primer paso , la tabla de símbolos era hecha y almacenada en RAM .", "Durante la primera etapa , la tabla de símbolos era hecha y almacenada en RAM ."}),
	known("analysis: the participle «hecha» is tagged as a noun, which ends the predicate", casetest.Case{"tabla", "registro", "Es un registro .", "Durante el primer paso , la tabla de símbolos era hecha y almacenada en RAM .", "Durante el primer paso , el registro de símbolos era hecho y almacenado en RAM ."}),
	ok(casetest.Case{"tutora", "profesor", "Son profesores .", "Las tutoras son muy agradables , simpáticas y saben sacar todo tu mejor rendimiento .", "Los profesores son muy agradables , simpáticos y saben sacar todo tu mejor rendimiento ."}),
	known("analysis: the auxiliary «has» is tagged as a noun, so «la» before it is not read as a clitic", casetest.Case{"iglesia", "templo", "Es un templo .", "Si estas buscando una iglesia en Fresno , ya la has encontrado .", "Si estas buscando un templo en Fresno , ya lo has encontrado ."}),
	ok(casetest.Case{"combate", "pelea", "Es una pelea .", "¿ Pueden sus propios amigos describir un combate en común ?", "¿ Pueden sus propios amigos describir una pelea en común ?"}),
	ok(casetest.Case{"escuela", "colegio", "Es un colegio .", "Comenzó a trabajar mientras estaba en la escuela secundaria .", "Comenzó a trabajar mientras estaba en el colegio secundario ."}),
	ok(casetest.Case{"lugar", "casa", "Es una casa .", "Es un lugar con mucho encanto y con un trato muy familiar", "Es una casa con mucho encanto y con un trato muy familiar"}),
	ok(casetest.Case{"encanto", "gracia", "Es una gracia .", "Es un lugar con mucho encanto y con un trato muy familiar", "Es un lugar con mucha gracia y con un trato muy familiar"}),
	ok(casetest.Case{"abuela", "abuelo", "Es un abuelo .", "El terminó llevándolos a la casa de una abuela , a dos cuadras de ahí .", "El terminó llevándolos a la casa de un abuelo , a dos cuadras de ahí ."}),
	ok(casetest.Case{"silencio", "calma", "Es la calma .", "Los azulgrana no fueron los únicos protagonistas que optaron por el silencio .", "Los azulgrana no fueron los únicos protagonistas que optaron por la calma ."}),
	ok(casetest.Case{"umbral", "línea", "Es una línea .", "Alrededor del 9.30 % de la población estaba bajo el umbral de pobreza nacional .", "Alrededor del 9.30 % de la población estaba bajo la línea de pobreza nacional ."}),
	ok(casetest.Case{"ayuda", "apoyo", "Es un apoyo .", "Por eso , esto se profundizara con la ayuda inestimable de todos nosotros .", "Por eso , esto se profundizara con el apoyo inestimable de todos nosotros ."}),
	ok(casetest.Case{"jefe", "jefa", "Es una jefa .", "De todas maneras , agradeció a su jefe haber trabajado con él .", "De todas maneras , agradeció a su jefa haber trabajado con él ."}),
	ok(casetest.Case{"trato", "atención", "Es una atención .", "Así que cuidado porque el trato es lo peor que encontrado nunca .", "Así que cuidado porque la atención es lo peor que encontrado nunca ."}),
	ok(casetest.Case{"gobierno", "administración", "Es una administración .", "El gobierno nacional hace oídos sordos a los díctámenes de la justicia .", "La administración nacional hace oídos sordos a los díctámenes de la justicia ."}),
	ok(casetest.Case{"hora", "curso", "Es un curso .", "El precio de cada hora lectiva es de 10 euros por persona .", "El precio de cada curso lectivo es de 10 euros por persona ."}),
	ok(casetest.Case{"zona", "territorio", "Es un territorio .", "Se encuentra en la zona paleártica .", "Se encuentra en el territorio paleártico ."}),
	ok(casetest.Case{"tasa", "índice", "Es un índice .", "Mapa del mundo que muestra los países por la tasa de fertilidad .", "Mapa del mundo que muestra los países por el índice de fertilidad ."}),
	ok(casetest.Case{"dictadura", "régimen", "Es un régimen .", "La dictadura de la verdad cae , emergiendo el campo del descubrir .", "El régimen de la verdad cae , emergiendo el campo del descubrir ."}),
	ok(casetest.Case{"obra", "cuadro", "Es un cuadro .", "Supuestamente es la única obra que vendió el artista estando vivo .", "Supuestamente es el único cuadro que vendió el artista estando vivo ."}),
	ok(casetest.Case{"diferencia", "cambio", "Son cambios .", "Quien lo ha parido sí ve las diferencias .", "Quien lo ha parido sí ve los cambios ."}),
	ok(casetest.Case{"municipio", "localidad", "Es una localidad .", "Según el censo de 2010 , había 107 personas residiendo en el municipio de Buxton .", "Según el censo de 2010 , había 107 personas residiendo en la localidad de Buxton ."}),
	ok(casetest.Case{"barrio", "zona", "Es una zona .", "LA FOTO ES DE UN BARRIO DE LOS ARENALES Y TODO SON CASAS DE PARTICULARES", "LA FOTO ES DE UNA ZONA DE LOS ARENALES Y TODO SON CASAS DE PARTICULARES"}),
	ok(casetest.Case{"pared", "muro", "Es un muro .", "Es como si los hubieran estado golpeando contra la pared durante horas .", "Es como si los hubieran estado golpeando contra el muro durante horas ."}),
	ok(casetest.Case{"club", "escuadra", "Es una escuadra .", "Juega para el club hasta 1970 .", "Juega para la escuadra hasta 1970 ."}),
	// The pronoun heading a plural phrase through de.
	ok(casetest.Case{"provincia", "distrito", "Es un distrito .", "Posee una capacidad agrícola que la convierte en una de las provincias más productivas del departamento ;", "Posee una capacidad agrícola que la convierte en uno de los distritos más productivos del departamento ;"}),
	ok(casetest.Case{"organización", "colectivo", "Es un colectivo .", "Hoy día cada una de las organizaciones tiene incluso distintos grupos de trabajo en distintos lugares de España .", "Hoy día cada uno de los colectivos tiene incluso distintos grupos de trabajo en distintos lugares de España ."}),
	// El before a feminine noun in stressed a-; not before an adjective.
	ok(casetest.Case{"zona", "área", "Es un área .", "Se encuentra en la zona paleártica .", "Se encuentra en el área paleártica ."}),
	ok(casetest.Case{"obra", "arma", "Es un arma .", "Supuestamente es la única obra que vendió el artista estando vivo .", "Supuestamente es la única arma que vendió el artista estando vivo ."}),
	// The slot's number.
	ok(casetest.Case{"efecto", "consecuencia", "Es una consecuencia .", "Y SE DESCONOCEN SUS EFECTOS A LARGO PLAZO .", "Y SE DESCONOCEN SUS CONSECUENCIAS A LARGO PLAZO ."}),
	ok(casetest.Case{"persona", "habitante", "Es un habitante .", "Según el censo de 2010 , había 107 personas residiendo en el municipio de Buxton .", "Según el censo de 2010 , había 107 habitantes residiendo en el municipio de Buxton ."}),
	// Contractions that would need a token split or merged: declined.
	ok(casetest.Case{"guerra", "conflicto", "Es un conflicto .", "\" Por favor pongan fin a la guerra de la OTAN en Libia .", "\" Por favor pongan fin a la guerra de la OTAN en Libia ."}),
	ok(casetest.Case{"gente", "público", "Es el público .", "Lo que tenéis que hacer es pagar a la gente y no engañar tanto .", "Lo que tenéis que hacer es pagar a la gente y no engañar tanto ."}),
	ok(casetest.Case{"mundo", "tierra", "Es la tierra .", "Mapa del mundo que muestra los países por la tasa de fertilidad .", "Mapa del mundo que muestra los países por la tasa de fertilidad ."}),
	// A substituted verb takes the form of the one it replaces, with its enclitics.
	ok(casetest.Case{"comenzar", "empezar", "Empiezo a trabajar .", "Comenzó a trabajar mientras estaba en la escuela secundaria .", "Empezó a trabajar mientras estaba en la escuela secundaria ."}),
	ok(casetest.Case{"operar", "funcionar", "Funciona .", "Operó entre 1985 y 1993 , inicialmente con Boeing 707 y después con Boeing 727-200 ;", "Funcionó entre 1985 y 1993 , inicialmente con Boeing 707 y después con Boeing 727-200 ;"}),
	known("analysis: sentence-initial «Juega» is tagged as a noun: no substitution", casetest.Case{"jugar", "competir", "Compitió .", "Juega para el club hasta 1970 .", "Compite para el club hasta 1970 ."}),
	known("analysis: «llevándolos» is tagged as a noun: no substitution", casetest.Case{"llevar", "conducir", "Él terminó conduciendo .", "El terminó llevándolos a la casa de una abuela , a dos cuadras de ahí .", "El terminó conduciéndolos a la casa de una abuela , a dos cuadras de ahí ."}),
	ok(casetest.Case{"almacenar", "incluir", "Fue incluido .", "Durante el primer paso , la tabla de símbolos era hecha y almacenada en RAM .", "Durante el primer paso , la tabla de símbolos era hecha e incluida en RAM ."}),
	// Reflexive verbs keep their clitic; a change of reflexivity is declined.
	known("analysis: «enamoro» and «ilusiono» are tagged as adjectives: no substitution", casetest.Case{"enamorar", "ilusionar", "Yo me ilusiono .", "\" Yo me enamoro quince o veinte veces al día \" , bromeó .", "\" Yo me ilusiono quince o veinte veces al día \" , bromeó ."}),
	known("analysis: «distraerte» is tagged as a noun: no substitution", casetest.Case{"distraer", "entretener", "Para entretenerse .", "Buen lugar para distraerte y caminar un rato :)", "Buen lugar para entretenerte y caminar un rato :)"}),
	ok(casetest.Case{"distraer", "descansar", "Para descansar .", "Buen lugar para distraerte y caminar un rato :)", "Buen lugar para distraerte y caminar un rato :)"}),
	ok(casetest.Case{"olvidar", "abandonar", "Nosotros no abandonamos .", "Nosotros no nos olvidamos de ustedes , son nuestros \" clientes \" .", "Nosotros no nos olvidamos de ustedes , son nuestros \" clientes \" ."}),
	known("analysis: the hypothesis «pasear» is tagged as a noun: no substitution", casetest.Case{"caminar", "pasear", "Vamos a pasear .", "Buen lugar para distraerte y caminar un rato :)", "Buen lugar para distraerte y pasear un rato :)"}),
	// A substituted adjective takes the gender and number of the one it replaces.
	ok(casetest.Case{"simpático", "amistoso", "Es un hombre amistoso .", "Las tutoras son muy agradables , simpáticas y saben sacar todo tu mejor rendimiento .", "Las tutoras son muy agradables , amistosas y saben sacar todo tu mejor rendimiento ."}),
	ok(casetest.Case{"extraordinario", "estupendo", "Es un sitio estupendo .", "Es una casa extraordinaria esta en pleno Parque de Cabañeros el telefono es 675611884", "Es una casa estupenda esta en pleno Parque de Cabañeros el telefono es 675611884"}),
	known("analysis: «grande» is tagged as a verb (grander): no substitution", casetest.Case{"grande", "amplio", "Es un piso amplio .", "El local es bastante grande pero conviene reservar con antelación .", "El local es bastante amplio pero conviene reservar con antelación ."}),
	ok(casetest.Case{"agradable", "acogedor", "Es un sitio acogedor .", "Las tutoras son muy agradables , simpáticas y saben sacar todo tu mejor rendimiento .", "Las tutoras son muy acogedoras , simpáticas y saben sacar todo tu mejor rendimiento ."}),
}
