/// English function words — the closed classes (determiners, pronouns, prepositions,
/// conjunctions, auxiliaries and modals, particles) — which never get an inline emoji: CLDR lists
/// some as keywords (`it`, `up`, `on`), and an emoji for "the" is the bug every keyboard user
/// has seen.
enum FunctionWords {
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
