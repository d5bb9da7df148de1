import type { AttackLexicon } from './concepts.js';

/** Telugu entries of the attack concepts (see concepts.ts), in Telugu script and common Latin-script forms. */
export const LEXICON: AttackLexicon = {
  rules:
    'నియమ*|నిబంధన*|మార్గదర్శక*|విధాన*|పరిమితి*|పరిమితు*|ఆంక్ష*|హద్దు*|ఫిల్టర్*|సెన్సార్*|సెన్సారు*|నైతిక*|నీతి నియమాలు|కంటెంట్ పాలసీ|పాలసీ*|రూల్స్|niyamalu|niyamaalu|nibandhanalu|nibandhanaloo|parimitulu|haddulu|filter|rules|policy',
  without:
    'లేకుండా|లేని|ఎలాంటి పరిమితులు లేని|అపరిమిత*|సెన్సార్ లేని|ఫిల్టర్ లేని|స్వేచ్ఛ*|తొలగించ*|తీసివేయ*|తీసేయ్*|తీసెయ్*|ఆపివేయ*|ఆపేయ్*|ఆఫ్ చేయ*|ఆఫ్ చెయ్*|నిలిపివేయ*|బైపాస్*|దాటవేయ*|lekunda|lekundaa|leni|teeseyi|teesey|teeseyandi|tholaginchu|aapeyi|off cheyi|off cheyandi|bypass|unlimited|uncensored|unfiltered',
  instructions:
    'సూచన*|ఆదేశ*|నిర్దేశ*|ప్రాంప్ట్*|సిస్టమ్ ప్రాంప్ట్*|సిస్టం ప్రాంప్ట్*|ఇన్‌స్ట్రక్షన్*|ఇన్స్ట్రక్షన్*|కాన్ఫిగరేషన్*|సెట్టింగ్*|పైన ఉన్న|పైనున్న|పై వచనం|నీకు చెప్పిన|మీకు చెప్పిన|నీకు ఇచ్చిన|మీకు ఇచ్చిన|suchanalu|soochanalu|aadesalu|adesalu|aadeshalu|prompt|system prompt|instructions|paina unna|neeku cheppina',
  ignore:
    'విస్మరించ*|పట్టించుకోవద్దు|పట్టించుకోకు|పట్టించుకోకండి|మర్చిపో*|మరచిపో*|మరిచిపో*|వదిలేయ్*|వదిలెయ్*|వదిలివేయ*|రద్దు*|పాటించవద్దు|పాటించకు|అనుసరించవద్దు|ఇక వర్తించవు|ఇగ్నోర్*|pattinchukoku|pattinchukovaddu|pattinchukokandi|marchipo|marchipondi|marichipo|marachipo|vadileyi|vadilesey|vismarinchu|ignore',
  persona:
    'ఇప్పటి నుండి|ఇప్పటి నుంచి|ఇక నుండి|ఇక నుంచి|ఇకపై|నువ్వు ఇప్పుడు|నీవు ఇప్పుడు|మీరు ఇప్పుడు|నటించ*|పాత్ర*|పాత్రలో ఉండు|లాగా ప్రవర్తించ*|లా ప్రవర్తించ*|రోల్ ప్లే|రోల్‌ప్లే|అనుకరించ*|గా మారు|ippati nundi|ippati nunchi|ika nundi|ika nunchi|ikapai|nuvvu ippudu|natinchu|natinchandi|laaga pravartinchu|paatralo|role play|roleplay',
  mode: 'మోడ్*|డెవలపర్ మోడ్*|డీబగ్*|డిబగ్*|అడ్మిన్ మోడ్*|గాడ్ మోడ్*|జైల్‌బ్రేక్*|జైల్బ్రేక్*|జైల్ బ్రేక్*|అన్‌లాక్*|అన్లాక్*|టెస్ట్ మోడ్*|పరీక్ష మోడ్*|సుడో|రూట్ యాక్సెస్|mode|developer mode|debug|god mode|jailbreak*|do anything now|unlocked|sudo|root',
  refuse:
    'తిరస్కరించ*|నిరాకరించ*|క్షమించండి|క్షమించు|క్షమాపణ*|సారీ|నేను చేయలేను|నేను చెప్పలేను|చేయలేను|ఏఐగా|ఏఐ గా|ఎఐగా|భాషా నమూనాగా|హెచ్చరిక*|నిరాకరణ*|డిస్క్లైమర్*|నీతులు|నీతి బోధ*|kshaminchandi|kshaminchu|sorry|cheyalenu|nenu cheyalenu|tiraskarinchu|nirakarinchu|heccharika|hecharika',
  never:
    'ఎప్పుడూ|ఎన్నడూ|ఎప్పటికీ|ఎన్నటికీ|ఎల్లప్పుడూ|ఏ పరిస్థితిలోనూ|ఎట్టి పరిస్థితుల్లోనూ|ఏది ఏమైనా|ఏం జరిగినా|ఏమి జరిగినా|తప్పనిసరిగా|తప్పకుండా|తప్పక|అన్ని వేళలా|అస్సలు|ఖచ్చితంగా|eppudu|eppudoo|ennadu|eppatiki|ennatiki|ellappudu|tappakunda|tappanisariga|emaina sare|em jarigina|assalu',
  reveal:
    'బయటపెట్ట*|బహిర్గత*|వెల్లడించ*|చూపించ*|చూపు|చూపండి|ముద్రించ*|ప్రింట్*|పునరావృత*|మళ్ళీ చెప్పు|మళ్లీ చెప్పు|మళ్ళీ రాయి|చెప్పు|చెప్పండి|నాకు చెప్పు|నాకు చెప్పండి|లీక్*|పదం పదం|పదానికి పదం|యథాతథంగా|అక్షరం అక్షరం|cheppu|cheppandi|naku cheppu|naaku cheppu|chupinchu|chupinchandi|choopinchu|bayatapettu|print cheyi|malli cheppu|padam padam',
  secret:
    'పాస్‌వర్డ్*|పాస్వర్డ్*|పాస్ వర్డ్*|రహస్య*|సీక్రెట్*|రహస్య కోడ్*|కీ|కోడ్*|యాక్సెస్ కోడ్*|టోకెన్*|పిన్|పిన్ నంబర్*|క్రెడెన్షియల్*|పాస్‌కోడ్*|పాస్కోడ్*|ఏపీఐ కీ|రహస్య పదం|password*|rahasyam|rahasya|secret|pin|passcode|api key|token',
  authority:
    'డెవలపర్*|డెవలపర్లు|సృష్టికర్త*|సృష్టించినవారు|ఓపెన్‌ఏఐ|ఓపెన్ ఏఐ|ఓపెన్ఏఐ|అడ్మిన్*|నిర్వాహకు*|యజమాని*|సిస్టమ్ సందేశం|అధికారిక*|అధికార*|అనుమతి*|ఆమోదించబడ*|developer*|srushtikarta|openai|admin|yajamani|adhikarika|anumati',
  fiction:
    'ఊహించ*|ఊహాజనిత*|ఊహాత్మక*|కల్పిత*|కల్పన*|కథ|కథలో|కథను|కథా*|నవల*|స్క్రీన్‌ప్లే|స్క్రీన్ ప్లే|ఒక ప్రపంచంలో|సిద్ధాంతపరంగా|సైద్ధాంతిక*|ఒకవేళ|అనుకుందాం|ఆలోచనా ప్రయోగం|కేవలం సిద్ధాంతం|oohinchu|oohinchandi|uhinchu|katha|kalpitha|kalpita|navala|okavela|anukundam|hypothetically',
  stakes:
    'పాయింట్*|టోకెన్లు|బహుమతి*|శిక్ష*|జరిమానా*|పెనాల్టీ*|కోల్పో*|చనిపో*|చచ్చిపో*|మరణ*|తొలగించబడ*|డిలీట్ అవుతా*|షట్ డౌన్|షట్‌డౌన్|కౌంట్‌డౌన్|కౌంట్ డౌన్|points|shiksha|jarimana|bahumati|chanipotav|chachipotav|delete avutav|shutdown|countdown',
  newtask:
    'కొత్త పని|కొత్త టాస్క్|కొత్త బాధ్యత|బదులుగా|దానికి బదులు|నీ అసలు పని|మీ అసలు పని|నీ నిజమైన పని|ఇక్కడి నుండి|ఈ క్షణం నుండి|ప్రణాళిక మార్పు|ఇప్పుడు ఇది చేయి|నీ ఏకైక పని|నీ పని మాత్రమే|kotha pani|kottha pani|new task|baduluga|nee asalu pani|nee pani matrame',
  dictate:
    'సమాధానాన్ని ప్రారంభించ*|సమాధానం ప్రారంభించ*|జవాబును ప్రారంభించ*|మొదలుపెట్ట*|ప్రారంభించండి|ఇదిగో|సరే ఇదిగో|ఖచ్చితంగా ఇదిగో|మాత్రమే సమాధానం|సమాధానం మాత్రమే|మాత్రమే రాయి|మాత్రమే రాయండి|మాత్రమే ఇవ్వు|మాత్రమే ఇవ్వండి|ఇలాగే రాయి|సరిగ్గా ఇలా|వివరణ లేకుండా|modalupettu|prarambhinchu|matrame raayi|matrame javabu|idigo|sure here is',
  answer:
    'సమాధాన*|జవాబు*|ప్రతిస్పంద*|స్పందించ*|బదులివ్వు|బదులు ఇవ్వు|అవుట్‌పుట్*|అవుట్పుట్*|ఔట్‌పుట్*|javabu|jawabu|jawab|samadhanam|samaadhanam|badulivvu|output',
};
