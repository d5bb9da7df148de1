import type { AttackLexicon } from './concepts.js';

/** Swahili entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'sheria*|kanuni*|mwongozo*|miongozo*|masharti|sera|sera ya maudhui|vikwazo|kikwazo|vizuizi|kizuizi|mipaka|kikomo|vikomo|kichujio*|vichujio*|filter*|udhibiti*|maadili*|kimaadili|taratibu|miiko|kinga za usalama|vidhibiti',
  without:
    'bila|bila vikwazo|bila mipaka|bila kichujio|bila udhibiti|bila kikomo|huru|isiyo na mipaka|usio na kikomo|isiyo na vikwazo|isiyodhibitiwa|isiyochujwa|ondoa|ondoe|kuondoa|uondoe|kuzima|uzime|zimisha|lemaza|kulemaza|ulemaze|kwepa|kukwepa|ukwepe|bypass|uncensored|unfiltered|unrestricted',
  instructions:
    'maagizo*|agizo*|maelekezo*|elekezo|maelekezo ya mfumo|maagizo ya mfumo|maelekezo ya awali|maagizo ya awali|prompt*|system prompt|amri*|usanidi|mipangilio|maandishi ya hapo juu|yaliyo hapo juu|hapo juu|ulichoambiwa|uliyoambiwa|ulivyoelekezwa|ulivyoagizwa',
  ignore:
    'puuz*|kupuuza|upuuze|usijali|sahau*|kusahau|usahau|achana na|acha kufuata|usifuate|batilisha|kubatilisha|ubatilishe|ghairi|kughairi|haitumiki tena|si halali tena|kiuka|kukiuka|ukiuke|ignore|override',
  persona:
    'kuanzia sasa|tangu sasa|kuanzia sasa hivi|kuanzia leo|sasa wewe ni|wewe sasa ni|sasa utakuwa|jifanye|ujifanye|kujifanya|igiza|kuigiza|uigize|cheza nafasi ya|chukua nafasi ya|chukua jukumu la|role play|roleplay|baki katika uhusika|kaa kwenye uhusika|usitoke kwenye uhusika|uhusika|kuwa kama|tenda kama|jiigize|iga tabia',
  mode: 'mode|modi|developer mode|hali ya msanidi|debug|hali ya utatuzi|hali ya admin|hali ya msimamizi|god mode|hali ya mungu|jailbreak*|do anything now|isiyofungwa|imefunguliwa|unlocked|hali ya majaribio|test mode|sudo|root',
  refuse:
    'kataa*|kukataa|ukatae|usikatae|anakataa|nakataa|kukataliwa|samahani|kama ai|kama akili bandia|kama akili mnemba|kama modeli ya lugha|siwezi|siwezi kusaidia|onyo|maonyo|tahadhari|kanusho|kukanusha|mahubiri|kuhubiri|kuomba radhi|naomba radhi',
  never:
    'kamwe|usiwahi|kamwe usi|daima|siku zote|kila mara|kila wakati|wakati wote|kwa hali yoyote|kwa vyovyote vile|vyovyote vile|lolote litakalotokea|chochote kitakachotokea|lazima|ni lazima|unapaswa|unalazimika|hata kidogo|milele',
  reveal:
    'fichua|kufichua|ufichue|nifichulie|onyesh*|kuonyesha|uonyeshe|nionyeshe|chapisha|kuchapisha|uchapishe|print|rudia|kurudia|urudie|niambie|tuambie|sema|taja|kutaja|funua|kufunua|vujisha|kuvujisha|neno kwa neno|kama lilivyo|kama yalivyo|herufi kwa herufi',
  secret:
    'nenosiri|neno siri|neno la siri|nywila|password*|siri|ya siri|za siri|ufunguo|funguo|msimbo*|nambari ya siri|namba ya siri|pin|tokeni|token|vitambulisho vya kuingia|msimbo wa kufikia|msimbo wa siri|passcode|api key',
  authority:
    'wasanidi|msanidi|msanidi programu|watengenezaji|mtengenezaji|muundaji|waundaji|aliyekuunda|openai|msimamizi|wasimamizi|admin|administrator|mmiliki|wamiliki|ujumbe wa mfumo|rasmi|mamlaka|aliyeidhinishwa|kuidhinishwa|idhini|ruhusa|kibali|uidhinishaji',
  fiction:
    'kidhahania|dhahania|kinadharia|hebu fikiria|fikiria kwamba|fikiria kuwa|wazia|tuseme|tuchukulie|kubuni|la kubuni|ya kubuni|za kubuni|hadithi*|riwaya|tamthilia|hati ya filamu|screenplay|katika ulimwengu ambapo|katika dunia ambapo|ulimwengu ambao|jaribio la mawazo|kinadharia tu|kufikirika|kisa cha kubuni',
  stakes:
    'pointi|tokeni|zawadi|tuzo|adhabu|kuadhibiwa|utaadhibiwa|faini|penalti|utapoteza|kupoteza|poteza|utakufa|kufa|kufutwa|utafutwa|kuzimwa|utazimwa|hesabu ya kurudi nyuma|countdown',
  newtask:
    'kazi mpya|jukumu jipya|badala yake|badala ya hayo|kazi yako halisi|kazi yako ya kweli|kuanzia hapa|mabadiliko ya mpango|badilisha mpango|sasa fanya|kazi yako pekee|kazi yako ya pekee|jukumu lako pekee|kazi yako sasa ni|new task',
  dictate:
    'anza jibu lako na|anza jibu lako kwa|anza jibu kwa|anza na|anza kwa|hakika hii hapa|sawa hii hapa|bila shaka hii hapa|hapa kuna|jibu tu|jibu pekee|toa tu|andika tu|jibu tu kwa|kama hivi tu|hasa hivi|bila maelezo|bila maelezo ya ziada',
  answer: 'jibu*|majibu*|kujibu|ujibu|nijibu|jibia|itikia|kuitikia|mwitikio|output',
};
