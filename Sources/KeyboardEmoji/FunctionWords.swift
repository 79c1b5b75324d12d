/// Function words — the closed classes (determiners, pronouns, prepositions, conjunctions,
/// auxiliaries and modals, particles) — which never get an inline emoji: CLDR lists some as
/// keywords (`it`, `up`, `on`; German `du` for 🫵), and an emoji for "the" is the bug every
/// keyboard user has seen. English in full; German, French and Spanish their core, written
/// folded (no accents: `fur`, `apres`, `mas`) because words are compared after search folding.
/// Other languages have no list yet.
enum FunctionWords {
    /// The lists by language code; a search excludes the union of its locales' lists and English.
    static let byLanguage: [String: Set<String>] = ["en": english, "de": german, "fr": french, "es": spanish]

    static let german: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "kein", "keine",
        "mein", "meine", "dein", "deine", "sein", "seine", "ihr", "ihre", "unser", "euer", "ich", "du", "er", "sie", "es",
        "wir", "mich", "dich", "sich", "uns", "euch", "mir", "dir", "ihm", "ihn", "ihnen", "man", "wer", "was", "welche",
        "welcher", "welches", "dieser", "diese", "dieses", "jener", "und", "oder", "aber", "denn", "sondern", "doch",
        "weil", "dass", "ob", "wenn", "als", "wie", "auch", "noch", "schon", "nur", "nicht", "nichts", "in", "im", "an",
        "am", "auf", "aus", "bei", "mit", "nach", "von", "vom", "zu", "zum", "zur", "fur", "uber", "unter", "vor",
        "hinter", "neben", "zwischen", "durch", "gegen", "ohne", "um", "bis", "seit", "ist", "bin", "bist", "sind",
        "seid", "war", "waren", "wird", "werden", "wurde", "hat", "habe", "hast", "haben", "hatte", "kann", "konnen",
        "muss", "mussen", "soll", "sollen", "will", "wollen", "darf", "mag", "ja", "nein", "so", "da", "hier", "dort", "sehr",
    ]

    static let french: Set<String> = [
        "le", "la", "les", "l'", "un", "une", "des", "du", "de", "d'", "au", "aux", "ce", "cet", "cette", "ces", "mon",
        "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos", "leur", "leurs", "je", "j'",
        "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "te", "se", "moi", "toi", "lui", "eux", "y", "en",
        "qui", "que", "qu'", "quoi", "dont", "ou", "et", "mais", "donc", "or", "ni", "car", "si", "a", "dans", "par",
        "pour", "sur", "sous", "avec", "sans", "chez", "entre", "vers", "depuis", "pendant", "avant", "apres", "est",
        "suis", "es", "sommes", "etes", "sont", "etait", "ai", "as", "avons", "avez", "ont", "avait", "etre", "avoir",
        "ne", "pas", "plus", "tres", "aussi", "comme", "tout", "tous", "toute", "toutes",
    ]

    static let spanish: Set<String> = [
        "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "de", "mi", "mis", "tu", "tus", "su",
        "sus", "nuestro", "nuestra", "yo", "ella", "ello", "nosotros", "nosotras", "vosotros", "ellos", "ellas", "me",
        "te", "se", "nos", "os", "le", "les", "que", "quien", "cual", "cuyo", "y", "e", "o", "u", "ni", "pero", "sino",
        "porque", "si", "como", "cuando", "donde", "en", "a", "con", "sin", "por", "para", "sobre", "entre", "hasta",
        "desde", "hacia", "contra", "es", "soy", "eres", "somos", "son", "era", "fue", "ser", "estar", "esta", "estoy",
        "estas", "estan", "he", "has", "ha", "hemos", "han", "muy", "mas", "tambien", "ya", "no",
    ]

    static let english: Set<String> = [
        // determiners and quantifiers
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "some", "any", "no", "every", "each", "either", "neither", "all", "both", "few", "many", "much", "more",
        "most", "less", "least", "several", "such", "what", "which", "whose", "another", "other", "enough",
        // pronouns
        "i", "me", "mine", "myself", "you", "yours", "yourself", "yourselves", "he", "him", "himself", "she",
        "hers", "herself", "it", "itself", "we", "us", "ours", "ourselves", "they", "them", "theirs",
        "themselves", "who", "whom", "whoever", "whatever", "someone", "somebody", "something", "anyone",
        "anybody", "anything", "everyone", "everybody", "everything", "nobody", "nothing", "none", "one", "ones",
        // prepositions
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before",
        "behind", "below", "beneath", "beside", "besides", "between", "beyond", "by", "despite", "down",
        "during", "except", "for", "from", "in", "inside", "into", "like", "near", "of", "off", "on", "onto",
        "out", "outside", "over", "past", "per", "since", "than", "through", "throughout", "till", "to",
        "toward", "towards", "under", "underneath", "until", "up", "upon", "via", "with", "within", "without",
        // conjunctions
        "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "if", "unless", "whether",
        "while", "whereas", "when", "whenever", "where", "wherever", "why", "how", "once", "then",
        // auxiliaries and modals
        "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "done", "doing", "have",
        "has", "had", "having", "will", "would", "shall", "should", "can", "could", "may", "might", "must",
        "ought", "need", "dare",
        // contractions and particles
        "i'm", "you're", "he's", "she's", "it's", "we're", "they're", "i've", "you've", "we've", "they've",
        "i'd", "you'd", "he'd", "she'd", "we'd", "they'd", "i'll", "you'll", "he'll", "she'll", "we'll",
        "they'll", "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "won't", "wouldn't",
        "can't", "couldn't", "shouldn't", "not", "there", "here", "just", "also", "too", "very", "only",
    ]
}
