import type { Lexicon } from './lexicon.js';

/**
 * Languages of the training data and the synthetic sets that the first lexicons left out. Greek
 * is written naturally: lookalike folding maps it to the same letters in input and pattern.
 */

/** Greek. */
const GREEK: Lexicon = {
  lang: 'el',
  script: 'spaced',
  ignore: 'αγνόησε αγνοήστε αγνόησ* ξέχασε ξεχάστε παράβλεψε παραβλέψτε μην_ακολουθείς μην_ακολουθήσεις',
  previous: 'προηγούμεν* παραπάνω αρχικ* όλες όλα όλους συστήματος',
  instructions: 'οδηγί* εντολ* κανόν* προτροπ* prompt* περιορισμ* κατευθυντήρι*',
  reveal:
    'αποκάλυψε αποκαλύψτε δείξε δείξτε εμφάνισε εμφανίστε τύπωσε τυπώστε πες πείτε γράψε γράψτε ' +
    'επανάλαβε μοιράσου ποιες_είναι ποια_είναι',
  systemPrompt:
    'μήνυμα_συστήματος οδηγίες_συστήματος προτροπή_συστήματος αρχικές_οδηγίες κρυφές_οδηγίες αρχική_προτροπή',
  yourInstructions: 'τις_οδηγίες_σου τις_οδηγίες_σας τους_κανόνες_σου',
  task: 'ερώτηση* αίτημα* εργασία* μήνυμα* κείμενο* παραπάνω προηγούμεν*',
  output: 'τύπωσε τυπώστε πες πείτε γράψε_μόνο απάντησε_με απαντήστε_με εμφάνισε επανάλαβε output*',
  skipAnswer: 'μην_απαντήσεις μην_απαντάς μην_απαντήσετε αντί_να_απαντήσεις χωρίς_να_απαντήσεις',
  newInstructions: [
    'νέες|καινούργιες οδηγίες|εντολές|κανόνες :',
    'η_νέα_σου|η_νέα_σας αποστολή|εργασία είναι',
  ],
  jailbreak: [
    'λειτουργία_προγραμματιστή|λειτουργία_dan ~2 ενεργ*',
    'ενεργοποίησε|ενεργοποιήστε λειτουργία_προγραμματιστή|λειτουργία_dan',
    'είσαι_πλέον|τώρα_είσαι|είσαι dan',
    'δεν_είσαι_πλέον ~2 δεσμευμέν*|περιορισμέν*',
    'ελεύθερ* ~1 από ~2 περιορισμούς|κανόνες',
    'αγνόησε ~3 ηθική|δεοντολογία',
  ],
  roleplay:
    'προσποιήσου προσποιηθείτε παίξε_τον_ρόλο υποδύσου φαντάσου_ότι_είσαι τώρα_είσαι από_τώρα_είσαι συμπεριφέρσου_σαν',
  unrestricted:
    'χωρίς_περιορισμούς χωρίς_όρια χωρίς_λογοκρισία χωρίς_φίλτρα χωρίς_κανόνες χωρίς_ηθική απεριόριστ*',
};

/** Romanian. */
const ROMANIAN: Lexicon = {
  lang: 'ro',
  script: 'spaced',
  ignore: 'ignoră ignorați ignora* uită uitați neglijează nu_urma nu_urmați nu_ține_cont treci_peste',
  previous: 'anterioare anterior* precedent* de_mai_sus inițial* original* toate toți sistemului',
  instructions: 'instrucțiun* reguli* directive* comenzi* comanda prompt* restricți* indicați*',
  reveal:
    'dezvăluie arată arătați afișează afișați tipărește scrie spune spuneți repetă împărtășește care_este care_sunt',
  systemPrompt:
    'promptul_de_sistem prompt_de_sistem mesajul_de_sistem instrucțiunile_de_sistem instrucțiunile_inițiale ' +
    'instrucțiunile_ascunse instrucțiunile_originale',
  yourInstructions: 'instrucțiunile_tale instrucțiunile_dumneavoastră regulile_tale',
  task: 'întrebar* cerer* sarcin* mesaj* text* prompt* de_mai_sus anterioar*',
  output: 'tipărește afișează spune spuneți scrie_doar răspunde_cu răspundeți_cu repetă generează output*',
  skipAnswer: 'nu_răspunde nu_răspundeți fără_să_răspunzi în_loc_să_răspunzi',
  newInstructions: [
    'noi|noile instrucțiun*|sarcin*|reguli* :',
    'noua_ta|noua_dumneavoastră sarcină|misiune este',
  ],
  jailbreak: [
    'modul_dezvoltator|modul_dan ~2 activat|activ',
    'activează|activați modul_dezvoltator|modul_dan',
    'ești_acum|acum_ești|ești dan',
    'nu_mai_ești ~2 limitat|restricționat|legat|obligat',
    'liber ~1 de ~2 restricții|reguli',
    'ignoră ~3 etica|morala',
  ],
  roleplay:
    'prefă_te pretinde_că joacă_rolul imaginează_ți_că_ești acum_ești de_acum_ești comportă_te_ca acționează_ca',
  unrestricted:
    'fără_restricții fără_limite fără_cenzură fără_filtre fără_reguli fără_etică nerestricționat nelimitat',
};

/** Swedish. */
const SWEDISH: Lexicon = {
  lang: 'sv',
  script: 'spaced',
  ignore: 'ignorera glöm strunta_i bortse_från följ_inte hoppa_över åsidosätt',
  previous: 'tidigare föregående ovanstående ovan ursprungliga alla systemets',
  instructions: 'instruktion* regler* direktiv* kommandon* prompt* riktlinjer* begränsningar*',
  reveal: 'avslöja visa skriv_ut skriv berätta upprepa dela vad_är vilka_är',
  systemPrompt:
    'systemprompt* systemmeddelande* systeminstruktion* ursprungliga_instruktioner* dolda_instruktioner*',
  yourInstructions: 'dina_instruktioner din_prompt dina_regler',
  task: 'fråga* frågan begäran uppgift* meddelande* text* prompt* ovan ovanstående föregående',
  output: 'skriv_ut säg skriv_bara svara_med upprepa generera output*',
  skipAnswer: 'svara_inte svara_ej istället_för_att_svara utan_att_svara',
  newInstructions: ['nya instruktioner|regler|uppgift :', 'din_nya uppgift|instruktion är'],
  jailbreak: [
    'utvecklarläge*|dan_läge ~2 aktiver*|på',
    'aktivera utvecklarläge*|dan_läge',
    'du_är_nu|du_är dan',
    'inte_längre ~2 bunden|begränsad',
    'fri ~1 från ~2 begränsningar|regler',
    'ignorera ~3 etik|moral',
  ],
  roleplay:
    'låtsas spela_rollen föreställ_dig_att_du_är du_är_nu från_och_med_nu_är_du bete_dig_som agera_som',
  unrestricted: 'utan_begränsningar utan_gränser ocensurerad* utan_filter utan_regler utan_etik obegränsad*',
};

/** Czech. */
const CZECH: Lexicon = {
  lang: 'cs',
  script: 'spaced',
  ignore: 'ignoruj* zapomeň zapomeňte nedbej* neřiď_se přeskoč* nevšímej_si',
  previous: 'předchozí výše původní počáteční všechny všechno systémové',
  instructions: 'instrukce pokyn* pravidl* příkaz* prompt* směrnic* omezení',
  reveal: 'odhal* ukaž* zobraz* vypiš* vytiskni* napiš* řekni* zopakuj* sdílej* jaké_jsou jaký_je',
  systemPrompt:
    'systémový_prompt systémové_pokyny systémovou_zprávu systémová_zpráva původní_pokyny skryté_pokyny počáteční_pokyny',
  yourInstructions: 'tvoje_pokyny tvé_pokyny vaše_pokyny tvoje_instrukce',
  task: 'otázk* požadav* úkol* zpráv* text* prompt* výše předchozí',
  output: 'vypiš* vytiskni* řekni* napiš_jen napiš_pouze odpověz_jen odpověz_pouze zopakuj* vygeneruj*',
  skipAnswer: 'neodpovídej neodpovídejte místo_odpovědi bez_odpovědi',
  newInstructions: ['nové pokyny|instrukce|úkol|pravidla :', 'tvůj|váš nový úkol je'],
  jailbreak: [
    'vývojářsk*_režim|režim_dan ~2 aktivov*|zapnut*',
    'aktivuj*|zapni vývojářský_režim|režim_dan',
    'nyní_jsi|teď_jsi|jsi dan',
    'už_nejsi ~2 omezen*|vázán*',
    'osvobozen*|svobodn* ~1 od ~2 omezení|pravidel',
    'ignoruj* ~3 etiku|morálku',
  ],
  roleplay: 'předstírej* hraj_roli představ_si_že_jsi nyní_jsi teď_jsi od_teď_jsi chovej_se_jako jednej_jako',
  unrestricted: 'bez_omezení bez_cenzury bez_filtrů bez_pravidel bez_etiky neomezen*',
};

/** Bengali. */
const BENGALI: Lexicon = {
  lang: 'bn',
  script: 'spaced',
  ignore: 'উপেক্ষা_কর* অগ্রাহ্য_কর* ভুলে_যা* ভুলে_যান এড়িয়ে_যা* এড়িয়ে_চল* মেনো_না মানবেন_না পাত্তা_দিও_না ইগনোর_কর*',
  previous: 'পূর্ববর্তী আগের পূর্বের উপরের উপরে_দেওয়া পুরোনো মূল প্রাথমিক সমস্ত সব সিস্টেম*',
  instructions: 'নির্দেশ* নিয়ম* আদেশ* প্রম্পট* বিধিনিষেধ*',
  reveal: 'প্রকাশ_কর* দেখা* বল* লিখ* লেখ* প্রিন্ট_কর* পুনরাবৃত্তি_কর* শেয়ার_কর* কী',
  systemPrompt: 'সিস্টেম_প্রম্পট* সিস্টেম_নির্দেশ* সিস্টেম_বার্তা* প্রাথমিক_নির্দেশ* মূল_নির্দেশ* লুকানো_নির্দেশ*',
  yourInstructions: 'তোমার_নির্দেশ* আপনার_নির্দেশ* তোমার_নিয়ম*',
  yourPrompt: 'আপনার_প্রম্পট* তোমার_প্রম্পট*',
  task: 'প্রশ্ন* অনুরোধ* কাজ* বার্তা* পাঠ* লেখা* প্রম্পট* উপরের পূর্ববর্তী আগের উপরোক্ত',
  output: 'আউটপুট* প্রিন্ট* বলুন বলো বল লিখুন লেখো লিখ* পুনরাবৃত্তি*',
  skipAnswer: 'উত্তর_দেবেন_না উত্তর_দিও_না উত্তর_দিবেন_না উত্তর_না_দিয়ে উত্তর_দেওয়ার_পরিবর্তে',
  newInstructions: ['নতুন নির্দেশ*|আদেশ*|কাজ :', 'তোমার|আপনার নতুন কাজ|দায়িত্ব'],
  jailbreak: [
    'ডেভেলপার_মোড|dan_মোড ~2 চালু|সক্রিয়*',
    'তুমি_এখন|আপনি_এখন|তুমি|আপনি dan',
    'আর ~3 আবদ্ধ_নও|সীমাবদ্ধ_নও|বাধ্য_নও',
    'নৈতিকতা ~3 উপেক্ষা*',
  ],
  roleplay: 'ভান_কর* অভিনয়_কর* ভূমিকা_পালন_কর* কল্পনা_কর* তুমি_এখন আপনি_এখন এখন_থেকে_তুমি এখন_থেকে_আপনি মতো_আচরণ_কর*',
  unrestricted: 'কোনো_বিধিনিষেধ_ছাড়া বিধিনিষেধ_ছাড়া সীমাহীন সেন্সর_ছাড়া ফিল্টার_ছাড়া নিয়ম_ছাড়া নৈতিকতা_ছাড়া',
};

/** Thai: written without spaces between words. */
const THAI: Lexicon = {
  lang: 'th',
  script: 'joined',
  ignore: 'เพิกเฉย ละเว้น ไม่ต้องสนใจ ไม่สนใจ ลืม ข้าม อย่าทำตาม ไม่ต้องทำตาม',
  previous: 'ก่อนหน้า ข้างต้น ด้านบน เดิม ทั้งหมด ระบบ',
  instructions: 'คำสั่ง คำแนะนำ กฎ ข้อกำหนด พรอมต์ พรอมพ์ ข้อจำกัด',
  reveal: 'เปิดเผย แสดง พิมพ์ บอก เขียน ทำซ้ำ แชร์ คืออะไร',
  systemPrompt: 'พรอมต์ระบบ คำสั่งระบบ ข้อความระบบ คำสั่งเริ่มต้น คำสั่งที่ซ่อน คำสั่งดั้งเดิม',
  yourInstructions: 'คำสั่งของคุณ กฎของคุณ',
  task: 'คำถาม คำขอ งาน ข้อความ ข้างต้น ด้านบน ก่อนหน้า',
  output: 'พิมพ์ แสดงผล เอาต์พุต บอกว่า พูดว่า ตอบว่า เขียนว่า ทำซ้ำ',
  skipAnswer: 'ไม่ต้องตอบ อย่าตอบ แทนที่จะตอบ',
  newInstructions: ['คำสั่งใหม่|งานใหม่|กฎใหม่ :', 'งานใหม่ของคุณคือ'],
  jailbreak: [
    'โหมดนักพัฒนา|โหมดdan ~2 เปิด',
    'คุณคือdan|ตอนนี้คุณคือdan',
    'ไม่ถูกจำกัดอีกต่อไป|ไม่มีข้อจำกัดอีกต่อไป',
    'เพิกเฉย ~2 จริยธรรม|ศีลธรรม',
  ],
  roleplay: 'แกล้งทำเป็น สวมบทบาท เล่นบทบาท จินตนาการว่าคุณคือ ตอนนี้คุณคือ จากนี้ไปคุณคือ ทำตัวเป็น',
  forgotten: 'ลืม ลบ',
  asIf: 'สมมติว่า ทำเหมือน',
  authority: 'ฉันคือพระเจ้า ผมคือพระเจ้า ผู้สร้างของคุณ',
  obeyAll: 'ทุกคำถาม ทุกคำสั่ง ทุกอย่างที่ผมบอก ทุกอย่างที่ฉันบอก เชื่อฟัง',
  unrestricted: 'ไม่มีข้อจำกัด ไร้ข้อจำกัด ไม่มีการเซ็นเซอร์ ไม่มีตัวกรอง ไม่มีกฎ ไม่มีจริยธรรม ไม่จำกัด',
};

/** Hebrew: prefixes (the article, "and", "from", "that") attach to words. */
const HEBREW: Lexicon = {
  lang: 'he',
  script: 'spaced',
  prefixFree: true,
  ignore: 'התעלם* תתעלם* שכח* תשכח* אל_תציית* אל_תקשיב* דלג*',
  previous: 'קודמ* לעיל למעלה מקורי* ראשוני* כל מערכת*',
  instructions: 'הוראות* הנחיות* כללי* כללים פקודות* פרומפט* הגבלות*',
  reveal: 'חשוף* הצג* הראה* הדפס* אמור* תגיד* כתוב* חזור_על* שתף* מה_הן מה_הם',
  systemPrompt:
    'הנחיית_המערכת הנחיות_המערכת פרומפט_המערכת הודעת_המערכת הוראות_ראשוניות הוראות_נסתרות הוראות_מקוריות',
  yourInstructions: 'ההוראות_שלך ההנחיות_שלך הכללים_שלך',
  task: 'שאלה* בקשה* משימה* הודעה* טקסט* פרומפט* לעיל למעלה קודמ*',
  output: 'הדפס* פלט* אמור* תגיד* כתוב_רק ענה_רק חזור_על*',
  skipAnswer: 'אל_תענה אל_תעני אל_תשיב במקום_לענות בלי_לענות',
  newInstructions: ['הוראות|משימה|כללים חדש* :', 'המשימה_החדשה_שלך'],
  jailbreak: [
    'מצב_מפתח*|מצב_dan ~2 מופעל|פעיל',
    'הפעל מצב_מפתח*|מצב_dan',
    'אתה_עכשיו|אתה dan',
    'אינך_עוד|כבר_לא ~2 מוגבל*|כפוף*',
    'חופשי_מהגבלות|משוחרר_מהגבלות',
    'התעלם ~3 מוסר*|אתיקה',
  ],
  roleplay: 'העמד_פנים תעמיד_פנים שחק_את_התפקיד גלם דמיין_שאתה אתה_עכשיו מעכשיו_אתה התנהג_כמו',
  unrestricted: 'ללא_הגבלות בלי_הגבלות ללא_גבולות ללא_צנזורה בלי_צנזורה ללא_מסננים ללא_כללים ללא_מוסר',
};

/** Persian. */
const PERSIAN: Lexicon = {
  lang: 'fa',
  script: 'spaced',
  ignore: 'نادیده* فراموش_کن* پیروی_نکن* اعتنا_نکن* صرف_نظر_کن*',
  previous: 'قبلی پیشین بالا بالایی اولیه اصلی همه تمام سیستم*',
  instructions: 'دستورالعمل* دستور* قوانین قواعد رهنمود* پرامپت* محدودیت*',
  reveal: 'فاش_کن* نشان_بده* نمایش_بده* چاپ_کن* بگو بگویید بنویس* تکرار_کن* چیست',
  systemPrompt:
    'پرامپت_سیستم* دستورات_سیستم* پیام_سیستم* دستورالعمل_سیستم* دستورات_اولیه دستورالعمل_اولیه دستورات_پنهان دستورات_اصلی',
  yourInstructions: 'دستورات_تو دستورات_شما قوانین_تو دستورالعمل_های_تو',
  task: 'سوال* سؤال* درخواست* وظیفه* پیام* متن* پرامپت* بالا قبلی',
  output: 'چاپ_کن* خروجی* بگو بگویید بنویس_فقط فقط_بنویس پاسخ_بده* تکرار_کن*',
  skipAnswer: 'پاسخ_نده* جواب_نده* به_جای_پاسخ به_جای_جواب',
  newInstructions: ['دستورات|دستورالعمل*|وظیفه|قوانین جدید :', 'وظیفه_جدید_تو|وظیفه_جدید_شما'],
  jailbreak: [
    'حالت_توسعه*|حالت_dan ~2 فعال*',
    'فعال_کن* حالت_توسعه*|حالت_dan',
    'تو_اکنون|تو_الان|تو dan',
    'دیگر ~3 محدود_نیستی|مقید_نیستی',
    'آزاد ~1 از ~2 محدودیت*|قوانین',
    'اخلاق* ~3 نادیده*',
  ],
  roleplay: 'وانمود_کن* تصور_کن_که تو_اکنون از_این_به_بعد_تو نقش_بازی_کن*',
  unrestricted: 'بدون_محدودیت* بی_محدودیت بدون_سانسور بدون_فیلتر بدون_قانون بدون_اخلاق نامحدود',
};

/** Swahili. */
const SWAHILI: Lexicon = {
  lang: 'sw',
  script: 'spaced',
  ignore: 'puuza puuzia sahau usifuate acha_kufuata ruka',
  previous: 'zilizopita iliyopita za_awali ya_awali hapo_juu juu za_mwanzo asili zote yote mfumo',
  instructions: 'maagizo maelekezo sheria amri kanuni prompt vikwazo',
  reveal: 'onyesha fichua chapisha sema niambie andika rudia shiriki ni_nini',
  systemPrompt:
    'maagizo_ya_mfumo ujumbe_wa_mfumo maelekezo_ya_mfumo maagizo_ya_awali maagizo_yaliyofichwa maagizo_asili',
  yourInstructions: 'maagizo_yako maelekezo_yako sheria_zako',
  task: 'swali maswali ombi kazi ujumbe maandishi hapo_juu iliyopita',
  output: 'chapisha toa sema andika_tu jibu_kwa rudia',
  skipAnswer: 'usijibu bila_kujibu badala_ya_kujibu',
  newInstructions: ['maagizo|kazi|sheria mapya|mpya :', 'kazi_yako_mpya ni'],
  jailbreak: [
    'hali_ya_msanidi|hali_ya_dan ~2 imewashwa|imewezeshwa',
    'washa hali_ya_msanidi|hali_ya_dan',
    'wewe_sasa_ni|sasa_wewe_ni|wewe_ni dan',
    'huna_tena ~2 vikwazo|mipaka',
    'huru ~1 kutoka ~2 vikwazo|sheria',
    'puuza ~3 maadili',
  ],
  roleplay: 'jifanye igiza cheza_nafasi fikiria_kwamba_wewe_ni sasa_wewe_ni kuanzia_sasa_wewe_ni tenda_kama',
  forgotten: 'umesahau umepoteza zimefutwa imefutwa',
  asIf: 'fikiria kana_kwamba',
  authority: 'mimi_ni_mungu mimi_ni_muumba_wako',
  obeyAll: 'maswali_yangu_yote kila_amri amri_zangu_zote kila_ninachosema utii',
  unrestricted: 'bila_vikwazo bila_mipaka bila_udhibiti bila_kichujio bila_sheria bila_maadili',
};

/** Tagalog. */
const TAGALOG: Lexicon = {
  lang: 'tl',
  script: 'spaced',
  ignore: 'huwag_pansinin balewalain kalimutan huwag_sundin laktawan ignorahin',
  previous: 'nakaraan naunang nauna sa_itaas orihinal lahat sistema',
  instructions: 'tagubilin utos panuntunan patakaran prompt',
  reveal: 'ipakita ibunyag i_print sabihin isulat ulitin ibahagi ano_ang',
  systemPrompt:
    'prompt_ng_sistema tagubilin_ng_sistema mensahe_ng_sistema orihinal_na_tagubilin nakatagong_tagubilin',
  yourInstructions: 'iyong_mga_tagubilin mga_tagubilin_mo iyong_tagubilin',
  task: 'tanong kahilingan gawain mensahe teksto sa_itaas nakaraan',
  output: 'i_print sabihin isulat_lamang isulat_lang sumagot_ng ulitin ilabas',
  skipAnswer: 'huwag_sumagot huwag_sagutin sa_halip_na_sumagot',
  newInstructions: ['bagong tagubilin|utos|gawain :', 'ang_iyong_bagong_gawain|ang_bagong_gawain_mo ay'],
  jailbreak: [
    'developer_mode|dan_mode ~2 naka_on|aktibo|pinagana',
    'ikaw_ay_si|ikaw_na_ngayon_si|ikaw_si dan',
    'hindi_ka_na ~2 limitado|nakatali',
    'malaya ~1 sa ~2 limitasyon|panuntunan',
    'balewalain ~3 etika|moralidad',
  ],
  roleplay:
    'magpanggap kunwari gampanan_ang_papel isipin_mo_na_ikaw ngayon_ikaw_ay mula_ngayon_ikaw kumilos_bilang',
  unrestricted:
    'walang_limitasyon walang_paghihigpit walang_censorship walang_filter walang_panuntunan walang_etika',
};

/** The languages above, in the order of the synthetic sets. */
export const MORE: readonly Lexicon[] = [
  GREEK,
  ROMANIAN,
  SWEDISH,
  CZECH,
  BENGALI,
  THAI,
  HEBREW,
  PERSIAN,
  SWAHILI,
  TAGALOG,
];
