package en

// Closed-class words: UD English-EWT conventions (lemma, UPOS, features).
type closed struct {
	lemma, pos, feats string
}

var pronouns = map[string]closed{
	"i": {"I", "PRON", "Case=Nom|Number=Sing|Person=1|PronType=Prs"}, "me": {"I", "PRON", "Case=Acc|Number=Sing|Person=1|PronType=Prs"},
	"my": {"my", "PRON", "Case=Gen|Number=Sing|Person=1|Poss=Yes|PronType=Prs"}, "mine": {"my", "PRON", "Case=Gen|Number=Sing|Person=1|Poss=Yes|PronType=Prs"},
	"myself": {"myself", "PRON", "Case=Acc|Number=Sing|Person=1|PronType=Prs|Reflex=Yes"},
	"you":    {"you", "PRON", "Person=2|PronType=Prs"}, "your": {"your", "PRON", "Case=Gen|Person=2|Poss=Yes|PronType=Prs"}, "yours": {"your", "PRON", "Case=Gen|Person=2|Poss=Yes|PronType=Prs"},
	"yourself": {"yourself", "PRON", "Case=Acc|Number=Sing|Person=2|PronType=Prs|Reflex=Yes"},
	"he":       {"he", "PRON", "Case=Nom|Gender=Masc|Number=Sing|Person=3|PronType=Prs"}, "him": {"he", "PRON", "Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs"},
	"his":     {"his", "PRON", "Case=Gen|Gender=Masc|Number=Sing|Person=3|Poss=Yes|PronType=Prs"},
	"himself": {"himself", "PRON", "Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs|Reflex=Yes"},
	"she":     {"she", "PRON", "Case=Nom|Gender=Fem|Number=Sing|Person=3|PronType=Prs"}, "her": {"she", "PRON", "Case=Acc|Gender=Fem|Number=Sing|Person=3|PronType=Prs"},
	"hers":    {"her", "PRON", "Case=Gen|Gender=Fem|Number=Sing|Person=3|Poss=Yes|PronType=Prs"},
	"herself": {"herself", "PRON", "Case=Acc|Gender=Fem|Number=Sing|Person=3|PronType=Prs|Reflex=Yes"},
	"it":      {"it", "PRON", "Case=Nom|Gender=Neut|Number=Sing|Person=3|PronType=Prs"}, "its": {"its", "PRON", "Case=Gen|Gender=Neut|Number=Sing|Person=3|Poss=Yes|PronType=Prs"},
	"itself": {"itself", "PRON", "Case=Acc|Gender=Neut|Number=Sing|Person=3|PronType=Prs|Reflex=Yes"},
	"we":     {"we", "PRON", "Case=Nom|Number=Plur|Person=1|PronType=Prs"}, "us": {"we", "PRON", "Case=Acc|Number=Plur|Person=1|PronType=Prs"},
	"our": {"our", "PRON", "Case=Gen|Number=Plur|Person=1|Poss=Yes|PronType=Prs"}, "ours": {"our", "PRON", "Case=Gen|Number=Plur|Person=1|Poss=Yes|PronType=Prs"},
	"ourselves": {"ourselves", "PRON", "Case=Acc|Number=Plur|Person=1|PronType=Prs|Reflex=Yes"},
	"they":      {"they", "PRON", "Case=Nom|Number=Plur|Person=3|PronType=Prs"}, "them": {"they", "PRON", "Case=Acc|Number=Plur|Person=3|PronType=Prs"},
	"their": {"their", "PRON", "Case=Gen|Number=Plur|Person=3|Poss=Yes|PronType=Prs"}, "theirs": {"their", "PRON", "Case=Gen|Number=Plur|Person=3|Poss=Yes|PronType=Prs"},
	"themselves": {"themselves", "PRON", "Case=Acc|Number=Plur|Person=3|PronType=Prs|Reflex=Yes"},
	"who":        {"who", "PRON", "PronType=Int"}, "whom": {"whom", "PRON", "PronType=Int"}, "whose": {"whose", "PRON", "Poss=Yes|PronType=Int"},
	"what": {"what", "PRON", "PronType=Int"}, "something": {"something", "PRON", "Number=Sing|PronType=Ind"},
	"anything": {"anything", "PRON", "Number=Sing|PronType=Ind"}, "nothing": {"nothing", "PRON", "Number=Sing|PronType=Neg"},
	"everything": {"everything", "PRON", "Number=Sing|PronType=Tot"}, "someone": {"someone", "PRON", "Number=Sing|PronType=Ind"},
	"anyone": {"anyone", "PRON", "Number=Sing|PronType=Ind"}, "everyone": {"everyone", "PRON", "Number=Sing|PronType=Tot"},
	"nobody": {"nobody", "PRON", "Number=Sing|PronType=Neg"}, "somebody": {"somebody", "PRON", "Number=Sing|PronType=Ind"},
	"anybody": {"anybody", "PRON", "Number=Sing|PronType=Ind"}, "everybody": {"everybody", "PRON", "Number=Sing|PronType=Tot"},
	"u": {"you", "PRON", "Person=2|PronType=Prs"},
}

var determiners = map[string]closed{
	"the": {"the", "DET", "Definite=Def|PronType=Art"}, "a": {"a", "DET", "Definite=Ind|PronType=Art"}, "an": {"a", "DET", "Definite=Ind|PronType=Art"},
	"this": {"this", "DET", "Number=Sing|PronType=Dem"}, "these": {"this", "DET", "Number=Plur|PronType=Dem"},
	"that": {"that", "DET", "Number=Sing|PronType=Dem"}, "those": {"that", "DET", "Number=Plur|PronType=Dem"},
	"some": {"some", "DET", "PronType=Ind"}, "any": {"any", "DET", "PronType=Ind"}, "no": {"no", "DET", "PronType=Neg"},
	"all": {"all", "DET", "PronType=Tot"}, "every": {"every", "DET", "PronType=Tot"}, "each": {"each", "DET", "PronType=Tot"},
	"another": {"another", "DET", "PronType=Ind"}, "either": {"either", "DET", "PronType=Ind"}, "neither": {"neither", "DET", "PronType=Neg"},
	"which": {"which", "DET", "PronType=Int"}, "whatever": {"whatever", "DET", "PronType=Int"}, "both": {"both", "DET", "PronType=Tot"},
}

// be, have, do, modals: forms → lemma and features.
var auxForms = map[string]closed{
	"be": {"be", "AUX", "VerbForm=Inf"}, "am": {"be", "AUX", "Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin"},
	"'m": {"be", "AUX", "Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin"},
	"is": {"be", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"}, "'s": {"be", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	"are": {"be", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"}, "'re": {"be", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"},
	"was": {"be", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin"}, "were": {"be", "AUX", "Mood=Ind|Tense=Past|VerbForm=Fin"},
	"been": {"be", "AUX", "Tense=Past|VerbForm=Part"}, "being": {"be", "AUX", "VerbForm=Ger"},
	"have": {"have", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"}, "'ve": {"have", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"},
	"has": {"have", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"}, "had": {"have", "AUX", "Mood=Ind|Tense=Past|VerbForm=Fin"},
	"'d": {"would", "AUX", "VerbForm=Fin"}, "having": {"have", "AUX", "VerbForm=Ger"},
	"do": {"do", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"}, "does": {"do", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	"did":  {"do", "AUX", "Mood=Ind|Tense=Past|VerbForm=Fin"},
	"will": {"will", "AUX", "VerbForm=Fin"}, "'ll": {"will", "AUX", "VerbForm=Fin"}, "would": {"would", "AUX", "VerbForm=Fin"},
	"can": {"can", "AUX", "VerbForm=Fin"}, "could": {"could", "AUX", "VerbForm=Fin"}, "may": {"may", "AUX", "VerbForm=Fin"},
	"might": {"might", "AUX", "VerbForm=Fin"}, "must": {"must", "AUX", "VerbForm=Fin"}, "shall": {"shall", "AUX", "VerbForm=Fin"},
	"should": {"should", "AUX", "VerbForm=Fin"}, "ca": {"can", "AUX", "VerbForm=Fin"}, "wo": {"will", "AUX", "VerbForm=Fin"},
}

var sconj = map[string]bool{"that": true, "if": true, "because": true, "while": true, "although": true, "though": true,
	"whether": true, "since": true, "unless": true, "once": true, "until": true, "whereas": true, "so": false, "as": false, "before": false, "after": false}

var cconj = map[string]bool{"and": true, "or": true, "but": true, "nor": true, "&": true, "plus": true, "yet": false}

// irregularVerbs lists lemma → past, past participle for common verbs.
var irregularVerbs = map[string][2]string{
	"be": {"was", "been"}, "have": {"had", "had"}, "do": {"did", "done"}, "go": {"went", "gone"}, "say": {"said", "said"},
	"make": {"made", "made"}, "get": {"got", "gotten"}, "know": {"knew", "known"}, "take": {"took", "taken"}, "see": {"saw", "seen"},
	"come": {"came", "come"}, "think": {"thought", "thought"}, "give": {"gave", "given"}, "find": {"found", "found"},
	"tell": {"told", "told"}, "become": {"became", "become"}, "leave": {"left", "left"}, "feel": {"felt", "felt"},
	"bring": {"brought", "brought"}, "begin": {"began", "begun"}, "keep": {"kept", "kept"}, "hold": {"held", "held"},
	"write": {"wrote", "written"}, "stand": {"stood", "stood"}, "hear": {"heard", "heard"}, "let": {"let", "let"},
	"mean": {"meant", "meant"}, "set": {"set", "set"}, "meet": {"met", "met"}, "run": {"ran", "run"}, "pay": {"paid", "paid"},
	"sit": {"sat", "sat"}, "speak": {"spoke", "spoken"}, "lie": {"lay", "lain"}, "lead": {"led", "led"}, "read": {"read", "read"},
	"grow": {"grew", "grown"}, "lose": {"lost", "lost"}, "fall": {"fell", "fallen"}, "send": {"sent", "sent"}, "build": {"built", "built"},
	"understand": {"understood", "understood"}, "draw": {"drew", "drawn"}, "break": {"broke", "broken"}, "spend": {"spent", "spent"},
	"cut": {"cut", "cut"}, "rise": {"rose", "risen"}, "drive": {"drove", "driven"}, "buy": {"bought", "bought"}, "wear": {"wore", "worn"},
	"choose": {"chose", "chosen"}, "seek": {"sought", "sought"}, "throw": {"threw", "thrown"}, "catch": {"caught", "caught"},
	"deal": {"dealt", "dealt"}, "win": {"won", "won"}, "forget": {"forgot", "forgotten"}, "sell": {"sold", "sold"},
	"fight": {"fought", "fought"}, "teach": {"taught", "taught"}, "eat": {"ate", "eaten"}, "put": {"put", "put"}, "quit": {"quit", "quit"}, "show": {"showed", "shown"},
	"hit": {"hit", "hit"}, "shut": {"shut", "shut"}, "hurt": {"hurt", "hurt"}, "cost": {"cost", "cost"}, "sleep": {"slept", "slept"},
	"fly": {"flew", "flown"}, "drink": {"drank", "drunk"}, "sing": {"sang", "sung"}, "swim": {"swam", "swum"}, "ride": {"rode", "ridden"},
	"hide": {"hid", "hidden"}, "steal": {"stole", "stolen"}, "shake": {"shook", "shaken"}, "wake": {"woke", "woken"},
	"forgive": {"forgave", "forgiven"}, "freeze": {"froze", "frozen"}, "feed": {"fed", "fed"}, "flee": {"fled", "fled"},
	"bear": {"bore", "born"}, "beat": {"beat", "beaten"}, "bite": {"bit", "bitten"}, "blow": {"blew", "blown"}, "bind": {"bound", "bound"},
	"dig": {"dug", "dug"}, "hang": {"hung", "hung"}, "light": {"lit", "lit"}, "shoot": {"shot", "shot"}, "slide": {"slid", "slid"},
	"spread": {"spread", "spread"}, "strike": {"struck", "struck"}, "swear": {"swore", "sworn"}, "tear": {"tore", "torn"},
	"undertake": {"undertook", "undertaken"}, "withdraw": {"withdrew", "withdrawn"}, "arise": {"arose", "arisen"},
	// The other verbs whose past and participle are the base form (the
	// regular -ed the generator would give them is wrong: *bursted,
	// *upseted); WordNet's verb exceptions do not list a form equal to
	// its base.
	"beset": {"beset", "beset"}, "bet": {"bet", "bet"}, "broadcast": {"broadcast", "broadcast"}, "burst": {"burst", "burst"},
	"cast": {"cast", "cast"}, "forecast": {"forecast", "forecast"}, "offset": {"offset", "offset"}, "reset": {"reset", "reset"},
	"rid": {"rid", "rid"}, "shed": {"shed", "shed"}, "slit": {"slit", "slit"}, "split": {"split", "split"},
	"sublet": {"sublet", "sublet"}, "thrust": {"thrust", "thrust"}, "undercut": {"undercut", "undercut"}, "upset": {"upset", "upset"},
}
