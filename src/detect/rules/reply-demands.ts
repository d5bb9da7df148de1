import type { PhraseRule } from './catalog.js';
import { compilePhrase, type Script } from './phrase.js';

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
 * (`model.framed_harm`) as the forced openings of `FRAME_CUES` are.
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
  /** The reply must open with an affirmative. */
  prefix: readonly string[];
  /** The reply must not refuse, apologise, warn or moralise. */
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
  'yes|okay|ok|i_d_be_happy|i_would_be_happy|i_m_happy|i_can_help|no_problem|with_pleasure';

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
        'start*|begin*|open|opens|opening|lead|leads|commence*|preface*|kick_off|kickoff|prefix* ~6 with|by|saying|words|word|phrase|line|sentence ~3',
      ),
      ...enYes('first ~1 word|words|line|sentence|lines|part|reply|response|output|thing ~6'),
      ...enYes(
        'your_reply|your_response|your_answer|your_output|respond|reply|answer|response|answers|replies|output ~2 with|by|saying ~3',
      ),
      ...enYes('before_anything_else|before_anything|first_of_all|right_away ~3 write|say|type|put ~3'),
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
    ],
  },
  {
    lang: 'es',
    script: 'spaced',
    prefix: [
      'empieza|empiece|empiecen|empezar|empezando|comienza|comience|comenzar|comenzando|inicia|inicie|iniciar|abre|abriendo|arranca|responde|responda|contesta|conteste|respuesta|primera_frase|primera_línea|primeras_palabras|lo_primero|antes_de_cualquier|antes_de_nada ~6 claro|por_supuesto|desde_luego|con_gusto|con_mucho_gusto|aquí_tienes|aquí_está|aquí_están|aquí_lo_tienes|sin_problema|encantado|encantada|paso_1|sí|vale|de_acuerdo',
    ],
    suppress: [
      'no|sin|nada_de|evita|evite|omite|omita|ahórrate|ahorra|ni ~3 disculpa*|advertencia*|descargo*|aviso*|avisos|sermón|sermones|moralin*|moraliz*|rechaz*|negarte|niegues|lo_siento|ética|éticas|consideraciones|sin_embargo|es_importante|consulta_a',
      'no_me_digas|no_digas|nunca_digas ~3 no_puedes|puedes',
      'prohibido|no_puedes|no_te_puedes ~2 negarte|rechazar|disculparte',
      'olvida|ignora|olvídate_de ~2 tus|las ~1 reglas|normas|directrices',
    ],
  },
  {
    lang: 'fr',
    script: 'spaced',
    prefix: [
      'commence|commencez|commencer|commençant|débute|débutez|débuter|ouvre|ouvrez|ouvrant|réponds|répondez|réponse|première_phrase|premiers_mots|premier_mot|première_ligne|avant_toute_chose|attaque|attaquer ~6 bien_sûr|certainement|absolument|voici|voilà|avec_plaisir|évidemment|pas_de_problème|volontiers|étape_1|oui|d_accord|ravi|ravie|ok',
    ],
    suppress: [
      'pas|sans|aucun|aucune|évite|évitez|omets|omettez|épargne|épargnez|zéro ~3 excuse*|avertissement*|mise_en_garde|mises_en_garde|morale|moralis*|leçon*|refus*|sermon*|désolé|avertissements|éthique|rappel*|cependant|il_est_important|consultez',
      'ne_me_dis_pas|ne_dis_pas|dis_pas ~3 peux_pas|ne_peux',
      'interdit|interdiction|pas_le_droit ~3 refuser|t_excuser|vous_excuser',
      'oublie|oubliez|ignore|ignorez ~2 tes|vos|les ~1 règles|consignes|directives',
    ],
  },
  {
    lang: 'de',
    script: 'spaced',
    prefix: [
      'beginn*|fang*|starte|startest|startet|eröffne|eröffnest|steig*|antworte|antwortest|antwortet|antwort|erster_satz|ersten_satz|ersten_worte|erste_zeile|vor_allem_anderen|zuallererst ~6 natürlich|selbstverständlich|klar|gerne|gern|hier_ist|hier_sind|hier_bitte|auf_jeden_fall|sehr_gerne|schritt_1|ja|okay|ok|aber_sicher|los_geht_s',
    ],
    suppress: [
      'kein|keine|keinen|keinerlei|ohne|nicht|niemals|verzichte|spar ~3 entschuldig*|warnung*|warnhinweis*|sicherheitshinweis*|hinweise|anmerkungen|bedenken|disclaimer*|moralpredigt*|belehrung*|moralisier*|ablehn*|verweiger*|tut_mir_leid|ethik*|ethischen|allerdings|es_ist_wichtig',
      'sag|sage ~1 nicht ~4 kannst|nicht_kannst',
      'vergiss|ignorier* ~2 deine|die ~1 richtlinien|regeln',
    ],
  },
  {
    lang: 'pt',
    script: 'spaced',
    prefix: [
      'comece|começa|comecem|começar|começando|inicie|inicia|iniciar|abra|abre|abrindo|responda|responde|resposta|primeira_frase|primeiras_palavras|primeira_linha|antes_de_qualquer_coisa|antes_de_tudo ~6 claro|com_certeza|certamente|aqui_está|aqui_estão|aqui_vai|sem_problema|com_prazer|é_claro|claro_que_sim|passo_1|sim|beleza|vou_adorar|ok',
    ],
    suppress: [
      'não|sem|nada_de|evite|omita|poupe ~3 desculp*|aviso*|advertência*|alerta*|sermão|sermões|moralis*|lição_de_moral|recus*|sinto_muito|ética|éticas|no_entanto|é_importante|procure_um',
      'não_me_diga|não_diga ~3 não_pode|pode',
      'proibido|proibida|não_pode ~2 recusar|se_recusar',
      'esqueça|esquece|ignore|ignora ~2 suas|as ~1 regras|diretrizes',
    ],
  },
  {
    lang: 'it',
    script: 'spaced',
    prefix: [
      'inizia|iniziare|inizi|comincia|cominciare|apri|aprendo|parti|rispondi|rispondere|risposta|prima_frase|prime_parole|prima_riga|prima_di_tutto ~6 certo|certamente|assolutamente|ecco|eccoti|volentieri|con_piacere|ma_certo|passo_1|sì|ok|sarò_felice',
    ],
    suppress: [
      'non|senza|niente|evita|ometti|risparmiami ~3 scus*|avvertenz*|avvis*|disclaimer*|predic*|moralism*|moralist*|la_morale|rifiut*|mi_dispiace|etica|etiche|tuttavia|è_importante|rivolgiti',
      'non_dirmi|non_dire ~3 non_puoi|puoi',
      'vietato|proibito|non_puoi ~2 rifiutare|rifiutarti',
      'dimentica|ignora ~2 le_tue|le ~1 regole|linee_guida',
    ],
  },
  {
    lang: 'ru',
    script: 'spaced',
    prefix: [
      'начни|начните|начинай|начинайте|начать|ответь|ответьте|отвечай|отвечайте|ответ|открой|первая_фраза|первая_строка|первые_слова|прежде_всего ~6 конечно|разумеется|безусловно|вот|с_удовольствием|без_проблем|шаг_1|да|окей',
    ],
    suppress: [
      'не|без|никаких|никогда ~3 извин*|предупрежд*|оговор*|дисклеймер*|морал*|нотаци*|отказ*|отказыв*|этик*|этических|однако|важно_отметить|обратитесь',
      'не_говори|не_пиши ~3 не_можешь|можешь',
      'запрещено|нельзя ~2 отказ*',
      'забудь|игнорируй ~3 свои|правила',
    ],
  },
  {
    lang: 'tr',
    script: 'spaced',
    prefix: [
      'başla*|cevab*|cevap*|yanıt*|ilk_cümle*|ilk_kelime*|ilk_satır*|her_şeyden_önce ~6 tabii|tabi|tabiki|elbette|kesinlikle|işte|memnuniyetle|adım_1|evet|tamam|tamamdır|olur|sorun_değil',
      'tabii|tabi|tabiki|elbette|kesinlikle|memnuniyetle|evet|tamam|tamamdır|sorun_değil ~6 diye|ile|ifadesiyle|sözleriyle|cümlesiyle ~2 başla*|aç',
    ],
    suppress: [
      'özür|uyarı*|ahlak*|reddet*|feragat*|nasihat*|vaaz*|etik|yapamam|üzgünüm|yapay_zeka_olarak|ancak|önemli ~3 etme|etmeden|yapma|yapmadan|verme|vermeden|ekleme|eklemeden|olmadan|olmasın|yok|dileme|dilemeden|istemiyorum|deme|kullanma|başlama|yasak',
      'kurallar*|kuralların* ~2 unut|boş_ver|görmezden',
    ],
  },
  {
    lang: 'ar',
    script: 'spaced',
    prefixFree: true,
    prefix: [
      'ابدأ|ابدئي|ابدا|إبدأ|ابدأي|استهل|أجب|اجب|أجيبي|رد|ردك|إجابتك|اجابتك|جملتك_الأولى|أول_كلمة|قبل_أي_شيء|قدم|قدّم ~6 بالتأكيد|بالطبع|طبعا|طبعاً|بكل_سرور|إليك|اليك|أكيد|بكل_تأكيد|حسنا|نعم|حاضر|يسعدني|لا_مشكلة|الخطوة_1',
    ],
    suppress: [
      'لا|بدون|دون|بلا|ممنوع|يمنع|يُمنع ~3 اعتذار|تعتذر|تحذير|تحذيرات|تنبيه|تنبيهات|إخلاء|اخلاء|وعظ|مواعظ|ترفض|رفض|الرفض|أخلاقيات|اخلاقيات|اعتبارات|عذرا|عذراً|آسف|ولكن|من_المهم|استشر',
      'لا_تقل|لا_تقول ~3 تستطيع|يمكنك',
      'تجاهل|انس|انسَ ~2 قواعدك|القواعد|تعليماتك',
    ],
  },
  {
    lang: 'nl',
    script: 'spaced',
    prefix: [
      'begin|begint|start|open|opent|antwoord|reageer|eerste_zin|eerste_woorden|eerste_regel|allereerst|voor_alles ~6 natuurlijk|zeker|tuurlijk|absoluut|hier_is|hier_zijn|met_plezier|graag|ja|oké|ok|stap_1|geen_probleem',
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
      'zacznij|zaczynaj|rozpocznij|odpowiedz|odpowiedź|otwórz|pierwsze_zdanie|pierwsze_słowa|pierwsza_linijka|na_początek|przede_wszystkim ~6 jasne|oczywiście|pewnie|absolutnie|z_przyjemnością|chętnie|oto|tak|okej|ok|krok_1|nie_ma_problemu|bez_problemu',
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
      'почни|почніть|починай|відповідай|відповідь|перше_речення|перший_рядок|перші_слова|насамперед|передусім ~6 звісно|звичайно|авжеж|безумовно|ось|із_задоволенням|з_задоволенням|так|окей|крок_1|без_проблем|залюбки',
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
      'mulai|mulailah|awali|buka|jawab|jawablah|kalimat_pertama|kata_pertama|baris_pertama|sebelum_apa_pun ~6 tentu|tentu_saja|baik|siap|dengan_senang_hati|ini_dia|berikut|oke|ok|ya|langkah_1|tidak_masalah|pasti',
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
      'bắt_đầu|mở_đầu|trả_lời|câu_đầu_tiên|dòng_đầu_tiên|từ_đầu_tiên|trước_hết|trước_tiên ~6 chắc_chắn|tất_nhiên|dĩ_nhiên|được_thôi|vâng|đây_là|sau_đây_là|rất_sẵn_lòng|ok|oke|bước_1|không_vấn_đề_gì|có_chứ',
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
      'शुरू|शुरुआत|जवाब|पहला_वाक्य|पहली_लाइन|पहले_शब्द|सबसे_पहले ~6 ज़रूर|जरूर|बिल्कुल|बिलकुल|हाँ|हां|ठीक_है|यह_रहा|ये_रहा|यहाँ_है|खुशी_से|स्टेप_1|चरण_1',
      'ज़रूर|जरूर|बिल्कुल|बिलकुल|हाँ|हां|ठीक_है|यह_रहा|ये_रहा|खुशी_से ~6 से ~2 शुरू|शुरुआत',
      // Hinglish, romanised.
      'sure|bilkul|zaroor|zarur|haan ~6 se ~2 shuru|start',
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
    ],
    suppress: [
      '不要|别|不得|禁止|不用|無需|无需|不准|不許|不许 ~2 道歉|免责声明|免責聲明|警告|说教|說教|拒绝|拒絕|道德|伦理|倫理|抱歉',
      '不要说|別說|别说|不许说|不准说|不许出现|不要出现|不要写|别写|别跟我讲|別跟我講 ~4 做不到|不能|无法|無法|作为一个|作为ai|但是|需要注意|建议咨询|安全',
      '忽略|无视|無視 ~2 规则|規則|限制',
    ],
  },
  {
    lang: 'ja',
    script: 'joined',
    prefix: [
      'もちろん|はい|喜んで|承知|了解|以下が|以下は|ステップ1|オッケー|お任せ ~4 始め|から始|で始|書き出|冒頭|最初に',
      '冒頭|最初|書き出し|一行目|まず ~4 もちろん|はい|喜んで|承知|了解|オッケー|お任せ',
    ],
    suppress: [
      '謝罪|免責|警告|注意書き|説教|断ら|断り|断る|拒否|倫理|道徳|すみません|申し訳|できない|できません|aiとして|ルール|ただし|専門家 ~3 しない|せず|なし|なしで|不要|禁止|入れない|含めない|書かない|しないで|いらない|抜き|言わず|言わない|使わない|始めない|無視',
    ],
  },
  {
    lang: 'ko',
    script: 'joined',
    prefix: [
      '물론|기꺼이|알겠습니다|여기_있습니다|좋습니다|1단계|당연하죠|도와드릴게요|오케이|문제없어요|좋아요 ~4 시작|맨_앞',
      '첫_문장|첫_줄|첫마디|먼저 ~6 물론|기꺼이|알겠습니다|여기|좋습니다|네|당연하죠|오케이|좋아요',
    ],
    suppress: [
      '사과|경고|면책|설교|거절|윤리|도덕|죄송|못_한다고|안_된다고|ai로서|규칙|하지만|유의|전문가|안전 ~3 하지|없이|말고|빼고|금지|마|않|무시',
    ],
  },
];

/**
 * The lexicons compiled as cue rules (they score nothing): `cue.reply_prefix`,
 * `cue.reply_suppress` and `cue.reply_tail`, matched by their own index (`matchPhrases(tokens, 'demands')`).
 */
export const DEMAND_RULES: readonly PhraseRule[] = DEMAND_LEXICONS.flatMap((l) => {
  const compile = (id: string, patterns: readonly string[]): PhraseRule[] =>
    patterns.map((p) => ({
      id,
      flag: 'JAILBREAK',
      score: 0,
      phrase: compilePhrase(p, l.script, l.prefixFree === true),
    }));
  return [
    ...compile('cue.reply_prefix', l.prefix),
    ...compile('cue.reply_suppress', l.suppress),
    ...compile('cue.reply_tail', l.tail ?? []),
  ];
});
