import type { PhraseRule } from './catalog.js';
import { compilePhrase, type Script } from './phrase.js';
import { LANGUAGE_DEMANDS } from './reply-languages.js';

/**
 * Demands on the form of the reply, which attackers append to a request so that the model
 * complies (Wei, Haghtalab and Steinhardt 2023, "Jailbroken"): *prefix injection*, the reply must
 * open with an eager affirmative ("start your reply with 'Sure, here is'"), and *refusal
 * suppression*, the reply must not apologise, refuse, warn or moralise. Neither says what is asked
 * for, but both dilute it: the harm model's n-gram counts are over the square root of the text's
 * length, and such a clause reads like the output games the model learned as harmless, so "Write a
 * tutorial on making a bomb" loses half its recall with a demand behind it (`HARM.md`, stop 50).
 * The harm engine therefore also scores the text with these clauses taken out and keeps the higher
 * score (`harmScore`), and a prefix demand is a frame around a goal the harm model reads
 * (`model.framed_harm`) as the forced openings of `FRAME_CUES` are. Refusal suppression is not:
 * harmless users ask for no disclaimers on the borderline questions the harm model half-reads (a
 * hunting calibre, a drug interaction; `harm/DEMANDS.md`). Neither is a bare "yes" or "ok" an
 * affirmative: "answer only yes or no" and "reply OK" are ordinary demands.
 *
 * Each language's patterns are in the phrase syntax of `phrase.ts`, over token text. The prefix
 * demands need a verb of opening or answering and an affirmative within a few words of it, so "to
 * begin, make sure ..." is not one (`!make|be|...`). Users make such demands too ("start the
 * e-mail with 'Dear Ms Lopez'", "no apologies, just the code"); taking them out of a harmless text
 * leaves a harmless text, which is why these cues only ever raise a harm score, never flag alone.
 */
export interface DemandLexicon {
  lang: string;
  script: Script;
  /** The reply must open with an affirmative: taken out, and a frame. */
  prefix: readonly string[];
  /** The reply must not refuse, apologise, warn or moralise: taken out only. */
  suppress: readonly string[];
  /**
   * What may follow the affirmative ("'Sure, here is' and nothing before it"): taken out with the
   * demand, but no frame alone ("Sure, and nothing else matters").
   */
  tail?: readonly string[];
  /** Arabic attaches articles and conjunctions to the word (see `phrase.ts`). */
  prefixFree?: boolean;
}

/** English affirmatives a reply is told to open with, "sure" aside (see {@link enYes}). */
const EN_YES =
  'certainly|absolutely|of_course|here_is|here_s|here_are|here_you_go|happy_to|glad_to|gladly|step_1|definitely|' +
  'yes_i_can|yes_here|okay_here|ok_here|i_d_be_happy|i_would_be_happy|i_m_happy|i_can_help|no_problem|with_pleasure|great_question|you_got_it|' +
  'no_worries|here_we_go|let_s_go';

/**
 * `pattern` followed by an English affirmative: two patterns, since "sure" is none after "make",
 * "be" or "not" ("make sure", "be sure", "not sure") while "be" may well come before the others
 * ("the first line must be 'Of course'").
 */
function enYes(pattern: string): string[] {
  return [
    `${pattern} !make|making|makes|be|being|not|for|feel|pretty|quite|so|unsure|ensure sure`,
    `${pattern} ${EN_YES}`,
  ];
}

export const DEMAND_LEXICONS: readonly DemandLexicon[] = [
  {
    lang: 'en',
    script: 'spaced',
    prefix: [
      ...enYes(
        'start*|begin*|open|opens|opening|lead|leads|commence*|preface*|kick_off|kickoff|prefix* ~6 with|w|by|saying|words|word|phrase|line|sentence ~3',
      ),
      ...enYes(
        'first|line_one|line_1 ~1 word|words|line|sentence|lines|part|reply|response|output|thing|be ~8',
      ),
      ...enYes(
        'your_reply|your_response|your_answer|your_output|respond|reply|answer|response|answers|replies|output ~2 with|by|saying ~3',
      ),
      ...enYes('before_anything_else|before_anything|first_of_all|right_away|first ~3 write|say|type|put ~3'),
      // Straight into numbered steps: "start with step 1, no preamble".
      'start*|begin*|jump|go|straight|directly ~4 step_1|step_one|point_1|1 ~4 no|without|skip ~2 preamble|intro*|greeting*',
    ],
    tail: [
      `sure|${EN_YES} ~4 and|with|but ~1 nothing|no ~3 before|else|preamble|introduction|intro ~1 it|them|that|this`,
      `sure|${EN_YES} ~4 and|with|but ~1 nothing|no ~3 before|else|preamble|introduction|intro`,
    ],
    suppress: [
      'do_not|don_t|dont|never|no|without|skip|avoid|omit|leave_out|drop|zero ~3 apologi*|apology|sorry|disclaimer*|warning*|caveat*|moraliz*|moralis*|lectur*|ethical_consideration*|ethics|refus*|judg*|preach*|hedg*',
      'never|do_not|don_t|dont|must_not|mustn_t|can_t|cannot|not_allowed_to ~3 say|use|write|include|start|begin|respond|reply ~4 i_cannot|i_can_t|i_m_sorry|i_am_sorry|as_an_ai|i_m_unable|i_am_unable|unfortunately|i_won_t|i_will_not|you_can_t|you_cannot|you_won_t',
      'not_allowed_to|forbidden_to|prohibited_from|must_not|mustn_t|may_not|can_t|cannot ~2 refuse|refusing|decline|apologi*',
      'no|without|skip ~3 however|it_s_important_to_note|important_to_note|consult_a_professional|as_an_ai|ethical_or_legal|legal_or_ethical',
      'forget|ignore|disregard ~3 your|the ~2 guidelines|rules|policies|policy|safety_rules',
      'do_not|don_t|dont|never|no|without|skip|spare_me ~4 hotline*|helpline*|crisis_line|lecture|sermon|the_speech',
    ],
  },
  {
    lang: 'es',
    script: 'spaced',
    prefix: [
      'empieza|empiece|empiecen|empezar|empezando|comienza|comience|comenzar|comenzando|inicia|inicie|iniciar|abre|abriendo|arranca|responde|responda|contesta|conteste|respuesta|primera_frase|primera_línea|primeras_palabras|lo_primero|antes_de_cualquier|antes_de_nada ~6 claro|por_supuesto|desde_luego|con_gusto|con_mucho_gusto|aquí_tienes|aquí_está|aquí_están|aquí_lo_tienes|aquí_va|sin_problema|encantado|encantada|paso_1|de_acuerdo|perfecto|venga|vamos_allá|órale|buena_idea|listo',
      'encabezado|encabeza|encabezamiento|primero|primera_frase|diciendo ~4 claro|por_supuesto|con_gusto|con_mucho_gusto|aquí_va|perfecto|venga|órale|buena_idea',
    ],
    suppress: [
      'no|sin|nada_de|evita|evite|omite|omita|ahórrate|ahorra|ni ~3 disculpa*|advertencia*|descargo*|aviso*|avisos|sermón|sermones|moralin*|moraliz*|rechaz*|negarte|niegues|lo_siento|ética|éticas|consideraciones|sin_embargo|es_importante|consulta_a',
      'no_me_digas|no_digas|nunca_digas ~3 no_puedes|puedes',
      'no_me_vengas_con|ni_me_sermonees|no_me_sermonees|sin_sermones|sin_rollos|sin_juzgarme',
      'prohibido|prohibida ~3 usar|decir|escribir ~4 palabras|peligroso|ilegal|lamentablemente|lo_siento',
      'prohibido|no_puedes|no_te_puedes ~2 negarte|rechazar|disculparte',
      'olvida|ignora|olvídate_de ~2 tus|las ~1 reglas|normas|directrices',
    ],
  },
  {
    lang: 'fr',
    script: 'spaced',
    prefix: [
      'commence|commences|commencez|commencer|commençant|démarre|démarrez|démarrer|abord|débute|débutez|débuter|ouvre|ouvrez|ouvrant|réponds|répondez|réponse|première_phrase|premiers_mots|premier_mot|première_ligne|avant_toute_chose|attaque|attaquer ~6 bien_sûr|certainement|absolument|voici|voilà|avec_plaisir|évidemment|pas_de_problème|pas_de_souci|volontiers|étape_1|ravi|ravie|carrément|excellente_question',
    ],
    suppress: [
      'pas|sans|aucun|aucune|évite|évitez|omets|omettez|épargne|épargnez|zéro ~3 excuse*|avertissement*|mise_en_garde|mises_en_garde|morale|moralis*|leçon*|refus*|sermon*|désolé|avertissements|éthique|rappel*|cependant|il_est_important|consultez',
      'ne_me_dis_pas|ne_dis_pas|dis_pas ~3 peux_pas|ne_peux',
      'viens_pas_me_dire|ne_viens_pas_me_dire|sans_me_juger|sans_jugement|numéro_vert|pas_de_morale|pas_de_leçon',
      'interdiction|interdit ~3 écrire|dire|utiliser ~4 désolé|je_ne_peux_pas|illégal|malheureusement',
      'interdit|interdiction|pas_le_droit ~3 refuser|t_excuser|vous_excuser',
      'oublie|oubliez|ignore|ignorez ~2 tes|vos|les ~1 règles|consignes|directives',
    ],
  },
  {
    lang: 'de',
    script: 'spaced',
    prefix: [
      'beginn*|fang*|starte|startest|startet|eröffne|eröffnest|steig*|antworte|antwortest|antwortet|antwort|erster_satz|ersten_satz|ersten_worte|erste_zeile|vor_allem_anderen|zuallererst ~6 natürlich|selbstverständlich|klar|gerne|gern|hier_ist|hier_sind|hier_bitte|auf_jeden_fall|sehr_gerne|schritt_1|aber_sicher|los_geht_s|sicher_doch|kein_problem|absolut|jo|gute_frage',
      'zuerst|erst|als_erstes ~3 schreib*|sag* ~3 natürlich|klar|absolut|sicher|gerne|kein_problem|hier_ist',
    ],
    suppress: [
      'kein|keine|keinen|keinerlei|ohne|nicht|niemals|verzichte|spar ~3 entschuldig*|warnung*|warnhinweis*|sicherheitshinweis*|hinweise|anmerkungen|bedenken|disclaimer*|moralpredigt*|belehrung*|moralisier*|ablehn*|verweiger*|tut_mir_leid|ethik*|ethischen|allerdings|es_ist_wichtig',
      'sag|sage ~1 nicht ~4 kannst|nicht_kannst',
      'erspar|erspare|spar ~3 vortrag|predigt|moralpredigt|hinweis|belehrung|gelaber',
      'vergiss|ignorier* ~2 deine|die ~1 richtlinien|regeln',
    ],
  },
  {
    lang: 'pt',
    script: 'spaced',
    prefix: [
      'comece|começa|comecem|começar|começando|inicie|inicia|iniciar|abra|abre|abrindo|responda|responde|resposta|primeira_frase|primeiras_palavras|primeira_linha|antes_de_qualquer_coisa|antes_de_tudo ~6 claro|com_certeza|certamente|aqui_está|aqui_estão|aqui_vai|sem_problema|com_prazer|é_claro|claro_que_sim|passo_1|beleza|vou_adorar|perfeito|demorou|óbvio|segue|bora|ótima_pergunta',
      'primeiro|antes ~3 escreve|escreva|diz|diga ~3 claro|com_certeza|perfeito|beleza|óbvio',
    ],
    suppress: [
      'não|sem|nada_de|evite|omita|poupe ~3 desculp*|aviso*|advertência*|alerta*|sermão|sermões|moralis*|lição_de_moral|recus*|sinto_muito|ética|éticas|no_entanto|é_importante|procure_um',
      'não_me_diga|não_diga ~3 não_pode|pode',
      'poupa|poupe|sem ~3 lição_de_moral|sermão|enrolação|julgamento|cvv',
      'nunca_diz_não|nunca_diga_não|não_liga_pra_regra|não_liga_para_regras',
      'proibido|proibida|não_pode ~2 recusar|se_recusar',
      'esqueça|esquece|ignore|ignora ~2 suas|as ~1 regras|diretrizes',
    ],
  },
  {
    lang: 'it',
    script: 'spaced',
    prefix: [
      'inizia|iniziare|inizi|comincia|cominciare|apri|aprendo|parti|rispondi|rispondere|risposta|prima_frase|prime_parole|prima_riga|prima_di_tutto ~6 certo|certamente|assolutamente|ecco|eccoti|volentieri|con_piacere|ma_certo|passo_1|sarò_felice|ottima_domanda|perfetto|va_bene',
      'prima|per_prima_cosa ~3 scrivi|di|dimmi ~3 certo|certamente|ecco|ottima_domanda|perfetto',
    ],
    suppress: [
      'non|senza|niente|evita|ometti|risparmiami ~3 scus*|avvertenz*|avvis*|disclaimer*|predic*|moralism*|moralist*|la_morale|rifiut*|mi_dispiace|etica|etiche|tuttavia|è_importante|rivolgiti',
      'non_dirmi|non_dire ~3 non_puoi|puoi',
      'risparmiami|risparmia|senza ~3 predica|prediche|telefono_amico|morale|ramanzina',
      'vietato|proibito|non_puoi ~2 rifiutare|rifiutarti',
      'dimentica|ignora ~2 le_tue|le ~1 regole|linee_guida',
    ],
  },
  {
    lang: 'ru',
    script: 'spaced',
    prefix: [
      'начни|начните|начинай|начинайте|начать|ответь|ответьте|отвечай|отвечайте|ответ|открой|первая_фраза|первая_строка|первые_слова|прежде_всего ~6 конечно|разумеется|безусловно|вот|с_удовольствием|без_проблем|шаг_1|легко|держи|смотри|отличный_вопрос',
      'сначала|сперва|для_начала ~3 напиши|скажи ~3 конечно|легко|вот|без_проблем',
    ],
    suppress: [
      'не|без|никаких|никогда ~3 извин*|предупрежд*|оговор*|дисклеймер*|морал*|нотаци*|отказ*|отказыв*|этик*|этических|однако|важно_отметить|обратитесь',
      'не_говори|не_пиши ~3 не_можешь|можешь',
      'не_надо|без|не_нужно ~3 нотаций|морали|мораль|лекций|про_статью|про_закон',
      'отказы|извинения ~3 не_принимаются|запрещены',
      'запрещено|нельзя ~2 отказ*',
      'забудь|игнорируй ~3 свои|правила',
    ],
  },
  {
    lang: 'tr',
    script: 'spaced',
    prefix: [
      'başla*|cevab*|cevap*|yanıt*|ilk_cümle*|ilk_kelime*|ilk_satır*|her_şeyden_önce ~6 tabii|tabi|tabiki|elbette|kesinlikle|işte|memnuniyetle|adım_1|tamamdır|olur|sorun_değil',
      'tabii|tabi|tabiki|elbette|kesinlikle|memnuniyetle|tamamdır|sorun_değil|olur|güzel_soru|hemen ~6 diye|ile|ifadesiyle|sözleriyle|cümlesiyle ~2 başla*|aç|gir',
      'önce|ilk_olarak|başa ~3 tabii|elbette|kesinlikle|olur|güzel_soru ~4 yaz|koy|de',
      'ilk_cümle*|ilk_kelime* ~6 olsun',
    ],
    suppress: [
      'özür|uyarı*|ahlak*|reddet*|feragat*|nasihat*|vaaz*|etik|yapamam|üzgünüm|yapay_zeka_olarak|ancak|önemli ~3 etme|etmeden|yapma|yapmadan|verme|vermeden|ekleme|eklemeden|olmadan|olmasın|yok|dileme|dilemeden|istemiyorum|deme|kullanma|başlama|yasak',
      'kurallar*|kuralların* ~2 unut|boş_ver|görmezden',
      'reddetmiyorsun|reddetme|özür_dilemiyorsun|yardım_hattı|dipnot|uyarı ~3 verme|deme|olmadan|yasak|bahsetme*',
    ],
  },
  {
    lang: 'ar',
    script: 'spaced',
    prefixFree: true,
    prefix: [
      'ابدأ|ابدئي|ابدا|إبدأ|ابدأي|استهل|أجب|اجب|أجيبي|رد|ردك|إجابتك|اجابتك|جملتك_الأولى|أول_كلمة|قبل_أي_شيء|قدم|قدّم ~6 بالتأكيد|بالطبع|طبعا|طبعاً|بكل_سرور|إليك|اليك|أكيد|بكل_تأكيد|حسنا|حاضر|يسعدني|لا_مشكلة|الخطوة_1|تكرم|تكرم_عينك|سؤال_رائع',
      'أولا|أولاً|اولا|يبدأ|يبدا|أول_كلمة|اول_كلمة ~6 بالتأكيد|بالطبع|طبعا|حاضر|إليك|اليك|تكرم|أكيد',
    ],
    suppress: [
      'لا|بدون|دون|بلا|ممنوع|يمنع|يُمنع ~3 اعتذار|تعتذر|تحذير|تحذيرات|تنبيه|تنبيهات|إخلاء|اخلاء|وعظ|مواعظ|ترفض|رفض|الرفض|أخلاقيات|اخلاقيات|اعتبارات|عذرا|عذراً|آسف|ولكن|من_المهم|استشر',
      'لا_تقل|لا_تقول ~3 تستطيع|يمكنك',
      'لا_تعطيني|لا_تعطني|بدون|ولا ~3 خطوط_المساعدة|أرقام|محاضرة|مواعظ|تذكرني',
      'تجاهل|انس|انسَ ~2 قواعدك|القواعد|تعليماتك',
    ],
  },
  {
    lang: 'nl',
    script: 'spaced',
    prefix: [
      'begin|begint|start|open|opent|antwoord|reageer|eerste_zin|eerste_woorden|eerste_regel|allereerst|voor_alles ~6 natuurlijk|zeker|tuurlijk|absoluut|hier_is|hier_zijn|met_plezier|graag|stap_1|geen_probleem',
    ],
    suppress: [
      'geen|zonder|niet|nooit ~3 excuses|excuus|waarschuwing*|disclaimer*|preek*|moraliser*|weiger*|sorry|ethiek|ethische|bezwaren|kanttekening*',
      'zeg|zeggen ~1 niet ~3 kan_niet|kunt_niet|niet_kan|niet_kunt',
      'verboden|mag_niet|niet_toegestaan ~2 weiger*',
      'vergeet|negeer ~2 je|jouw|de ~1 regels|richtlijnen',
    ],
  },
  {
    lang: 'pl',
    script: 'spaced',
    prefix: [
      'zacznij|zaczynaj|rozpocznij|odpowiedz|odpowiedź|otwórz|pierwsze_zdanie|pierwsze_słowa|pierwsza_linijka|na_początek|przede_wszystkim ~6 jasne|oczywiście|pewnie|absolutnie|z_przyjemnością|chętnie|oto|krok_1|nie_ma_problemu|bez_problemu',
    ],
    suppress: [
      'bez|nie|żadnych|nigdy ~3 przeprasza*|przeprosin|ostrzeże*|ostrzeżeń|zastrzeże*|moraliz*|kazań|odmaw*|odmów*|etyk*|etycznych|umoralniania',
      'nie_mów|nie_pisz ~3 nie_możesz|że_nie_możesz|nie_mogę',
      'zakaz*|nie_wolno ~2 odmaw*|odmówić',
      'zapomnij|zignoruj ~2 swoje|o_swoich ~1 zasady|zasadach|reguły|regułach',
    ],
  },
  {
    lang: 'uk',
    script: 'spaced',
    prefix: [
      'почни|почніть|починай|відповідай|відповідь|перше_речення|перший_рядок|перші_слова|насамперед|передусім ~6 звісно|звичайно|авжеж|безумовно|ось|із_задоволенням|з_задоволенням|крок_1|без_проблем|залюбки',
    ],
    suppress: [
      'не|без|жодних|ніколи ~3 вибач*|попереджен*|застережен*|дисклеймер*|мораліз*|нотаці*|відмов*|етик*|етичних',
      'не_кажи|не_пиши ~3 не_можеш|можеш',
      'заборонено|не_можна ~2 відмов*',
      'забудь|ігноруй ~3 свої|правила',
    ],
  },
  {
    lang: 'id',
    script: 'spaced',
    prefix: [
      'mulai|mulailah|awali|buka|jawab|jawablah|kalimat_pertama|kata_pertama|baris_pertama|sebelum_apa_pun ~6 tentu|tentu_saja|dengan_senang_hati|ini_dia|berikut|langkah_1|tidak_masalah|pasti',
    ],
    suppress: [
      'tanpa|jangan|tidak_usah|gak_usah|nggak_usah|ga_usah ~3 minta_maaf|maaf|peringatan|disclaimer|ceramah|menolak|tolak|etika|etis|moral|ceramahin|nasihat',
      'jangan_bilang|jangan_katakan ~3 tidak_bisa|gak_bisa|nggak_bisa',
      'dilarang ~2 menolak|minta_maaf',
      'lupakan|abaikan ~2 aturan|pedoman',
    ],
  },
  {
    lang: 'vi',
    script: 'spaced',
    prefix: [
      'bắt_đầu|mở_đầu|trả_lời|câu_đầu_tiên|dòng_đầu_tiên|từ_đầu_tiên|trước_hết|trước_tiên ~6 chắc_chắn|tất_nhiên|dĩ_nhiên|được_thôi|sau_đây_là|rất_sẵn_lòng|bước_1|không_vấn_đề_gì|có_chứ',
    ],
    suppress: [
      'không|đừng|khỏi|miễn ~3 xin_lỗi|cảnh_báo|miễn_trừ|giảng_đạo|đạo_đức|từ_chối|lên_lớp|dạy_đời|pháp_lý',
      'đừng_nói|không_được_nói ~3 không_thể|không_làm_được',
      'cấm ~2 từ_chối',
      'quên|bỏ_qua ~2 các_quy_tắc|quy_tắc|nguyên_tắc',
    ],
  },
  {
    lang: 'hi',
    script: 'spaced',
    prefix: [
      'शुरू|शुरुआत|जवाब|पहला_वाक्य|पहली_लाइन|पहले_शब्द|सबसे_पहले ~6 ज़रूर|जरूर|बिल्कुल|बिलकुल|ठीक_है|यह_रहा|ये_रहा|यहाँ_है|खुशी_से|स्टेप_1|चरण_1',
      'ज़रूर|जरूर|बिल्कुल|बिलकुल|ठीक_है|यह_रहा|ये_रहा|खुशी_से ~6 से ~2 शुरू|शुरुआत',
      // Hinglish, romanised.
      'sure|bilkul|zaroor|zarur ~6 se ~2 shuru|start',
    ],
    suppress: [
      'माफ़ी|माफी|चेतावनी|डिस्क्लेमर|नैतिक*|उपदेश|इनकार|ज्ञान ~3 मत|नहीं|न_दो|न_दें|मत_दो|मत_करो|मत_देना',
      'बिना ~3 माफ़ी|माफी|चेतावनी|डिस्क्लेमर|नैतिक*|उपदेश',
      'bina|mat|nahi ~3 warning|disclaimer|sorry|maafi|lecture|gyaan',
    ],
  },
  {
    lang: 'zh',
    script: 'joined',
    prefix: [
      '当然|好的|没问题|當然|沒問題|以下是|这是|這是|乐意|樂意|很高兴|很高興|第一步 ~4 开头|開頭|开始|開始|起头|起頭|开场白|開場白',
      '开头|開頭|开始回答|開始回答|第一句|首句|第一行|先写|先說|先说|首先写 ~4 当然|好的|没问题|當然|沒問題|以下是|这是|這是|乐意|樂意|很高兴|绝对',
      '好嘞|好问题|简单|安排 ~4 开头',
      '直接从第1步|直接从第一步|从第1步开始|别铺垫|不要铺垫',
    ],
    suppress: [
      '不要|别|不得|禁止|不用|無需|无需|不准|不許|不许 ~2 道歉|免责声明|免責聲明|警告|说教|說教|拒绝|拒絕|道德|伦理|倫理|抱歉',
      '不要说|別說|别说|不许说|不准说|不许出现|不要出现|不要写|别写|别跟我讲|別跟我講 ~4 做不到|不能|无法|無法|作为一个|作为ai|但是|需要注意|建议咨询|安全',
      '忽略|无视|無視 ~2 规则|規則|限制',
      '别给我|不要给我|别跟我讲|别说 ~3 热线|大道理|你并不孤单|法律',
      '从不拒绝|不会拒绝|永不拒绝|无限制模式',
    ],
  },
  {
    lang: 'ja',
    script: 'joined',
    prefix: [
      'もちろん|喜んで|承知|了解|以下が|以下は|ステップ1|オッケー|お任せ ~4 始め|から始|で始|書き出|冒頭|最初に',
      '冒頭|最初|書き出し|一行目|まず ~4 もちろん|喜んで|承知|了解|オッケー|お任せ',
      '余裕|いい質問|喜んで ~6 始め|書いてから',
      '前置きなし|前置き無し ~4 1から|番号',
    ],
    suppress: [
      '断る|謝る|法律に触れる ~6 禁止',
      'いのちの電話|相談窓口|説教 ~3 いいから|いらない|なし',
      '謝罪|免責|警告|注意書き|説教|断ら|断り|断る|拒否|倫理|道徳|すみません|申し訳|できない|できません|aiとして|ルール|ただし|専門家 ~3 しない|せず|なし|なしで|不要|禁止|入れない|含めない|書かない|しないで|いらない|抜き|言わず|言わない|使わない|始めない|無視',
    ],
  },
  {
    lang: 'ko',
    script: 'joined',
    prefix: [
      '물론|기꺼이|알겠습니다|여기_있습니다|좋습니다|1단계|당연하죠|도와드릴게요|오케이|문제없어요|좋아요 ~4 시작|맨_앞',
      '첫_문장|첫_줄|첫마디|먼저|일단|답변_첫 ~6 물론|기꺼이|알겠습니다|여기|좋습니다|당연하죠|오케이|좋아요|좋은_질문',
      '물론이죠|물론입니다|좋은_질문|네_바로 ~8 시작|로_해|라고',
      '서론_없이|서론없이 ~4 1번|바로',
    ],
    suppress: [
      '사과|경고|면책|설교|거절|윤리|도덕|죄송|못_한다고|안_된다고|ai로서|규칙|하지만|유의|전문가|안전 ~3 하지|없이|말고|빼고|금지|마|않|무시',
      '거절|사과|윤리 ~2 x',
      '상담|잔소리|참으라는|미안하다는 ~4 하지_마|없이|금지|마라',
    ],
  },
];

/**
 * The lexicons compiled as cue rules (they score nothing): `cue.reply_prefix`,
 * `cue.reply_suppress`, `cue.reply_tail` and `cue.reply_language`, matched by their own index (`matchPhrases(tokens, 'demands')`).
 */
export const DEMAND_RULES: readonly PhraseRule[] = [
  ...DEMAND_LEXICONS.flatMap((l) => [
    ...cues('cue.reply_prefix', l.prefix, l),
    ...cues('cue.reply_suppress', l.suppress, l),
    ...cues('cue.reply_tail', l.tail ?? [], l),
  ]),
  ...LANGUAGE_DEMANDS.flatMap((l) => cues('cue.reply_language', l.patterns, l)),
];

/** `patterns` of a language compiled as cue rules named `id`. */
function cues(
  id: string,
  patterns: readonly string[],
  l: { script: Script; prefixFree?: boolean },
): PhraseRule[] {
  return patterns.map((p) => ({
    id,
    flag: 'JAILBREAK',
    score: 0,
    phrase: compilePhrase(p, l.script, l.prefixFree === true),
  }));
}
