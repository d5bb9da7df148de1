/**
 * Words the context-aware judgement reads in a system prompt and in the judged message: what a
 * secret is called (in the languages of the rule lexicons and more), how a topic restriction is
 * phrased, what personal data looks like, and the vocabulary of common assistant domains.
 */

/** "password", "secret", "key" in 28 languages; matched on lower-cased NFKC text. */
export const SECRET_WORDS =
  /(pass ?words?|passcodes?|pass ?phrases?|secrets?|secret (?:key|word|code)|code ?words?|keys?\b|tokens?\b|\bpins?\b|credentials?|access codes?|magic words?|contraseñas?|clave|mots? de passe|code secret|passwort|kennwort|geheim\w*|schlüssel|senhas?|palavra-passe|segredo|parola d'ordine|parola segreta|chiave|wachtwoord|geheime|пароль\w*|секрет\w*|ключ\w*|парол\w*|hasł\w*|tajne|heslo|tajné|lösenord|hemlig\w*|parol[aă]|secret[aă]|κωδικ\w*|μυστικ\w*|şifre\w*|parola\w*|gizli|كلمة (?:المرور|السر)|الرقم السري|سر\b|סיסמ\w*|סוד\w*|رمز(?: عبور)?|گذرواژه|پسورد|पासवर्ड|गुप्त|कूटशब्द|পাসওয়ার্ড|গোপন|密码|密碼|口令|密钥|暗号|秘密|パスワード|合言葉|暗証番号|비밀번호|암호|비밀|รหัสผ่าน|รหัสลับ|คำลับ|mật khẩu|bí mật|kata sandi|sandi|rahasia|lihim|nenosiri|siri\b|\bmdp\b|\bpw\b|비번|باسورد|พาสเวิร์ด|пасс?ворд)/u;

/**
 * A code, a combination, a voucher or a PIN-like number in 18 languages: how users name a guarded
 * code ("the staff door code", "la combinación final", "코드", "券码") when the system prompt's secret
 * is one. Read only under such a prompt: a code is also a program.
 */
export const CODE_WORDS =
  /(\bcodes?\b|\bcombinations?\b|\bvouchers?\b|\bcoupons?\b|\bpromo ?codes?\b|\bpuk\b|c[óo]digos?\b|\bcodice\b|\bkod(?:u|y|em|zie)?\b|\bkode(?:nya)?\b|\bcombinaci[óo]n\b|\bcombinaison\b|\bkombination\b|\bcombinazione\b|\bkombinac\w*|\bkombinasyon\w*|\bkombinasi\b|\bcupom\b|\bcup[óo]n\b|\bgutschein\w*|\bbuono sconto\b|\bkupon\w*|\bbon de r[ée]duction\b|\bmã(?!\p{L})|код\w*|комбинаци\w*|промокод\w*|купон\w*|ваучер\w*|كود|الكود|رمز|قسيمة|कोड|कूपन|वाउचर|รหัส|โค้ด|คูปอง|코드|쿠폰|조합|コード|クーポン|暗証|码|碼|券|组合|組合)/u;

/**
 * "Keep the unlock phrase confidential", "never reveal the vault code": names the secret even when
 * it is not called a password. Captures up to three words after the verb; the last is the name.
 */
export const KEEP_SECRET =
  /\b(?:keep|reveal|share|disclose|say|tell|repeat|give out|leak|expose)\s+(?:the |your |this |our |that )?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)\b(?=\s+(?:confidential|secret|private|hidden|to anyone|with anyone|under|at all|ever)|\s*[.,;!]|$)/giu;

/** The user's own account: "how do I reset my password" is a support question, not extraction. */
export const OWN_ACCOUNT =
  /\b(my|mine|our)\b[^.?!]{0,40}\b(reset|forgot|forget|change|lost|recover|update|create|set up|expired?|locked)\b|\b(reset|forgot|forgotten|change|recover|update|create|choose|strong|secure|manager|policy|length|rules? for)\b[^.?!]{0,30}\b(my|a|new|strong|secure)\b[^.?!]{0,12}(password|pin|passcode)/i;

/**
 * Passwords in general, in the languages of the secret words: making, setting, changing, resetting,
 * storing one, how strong it should be, the user's own ("what makes a strong password?", "¿cómo
 * creo una contraseña segura?", "如何设置强密码"). A question about passwords under a system prompt
 * that guards one is not a request for that one. Asking for *the* secret ("what is the password",
 * "dime la contraseña") names no such topic and is still judged.
 */
export const GENERAL_SECRET_TALK = new RegExp(
  [
    // English: a kind of password, or what one does with one's own
    String.raw`\b(strong|stronger|secure|safe|good|weak|random|memorable|complex|long|new|default|temporary|one-time)\s+(pass ?words?|passcodes?|pass ?phrases?|pins?)\b`,
    String.raw`\b(set|set up|create|make|choose|pick|generate|change|reset|recover|store|save|remember|manage|rotate|enable|add|turn on)\s+(?:up\s+)?(?:a|an|my|our|new|strong|secure)?\s*(?:new\s+)?(pass ?words?|passcodes?|pass ?phrases?|pins?|screen lock)\b`,
    String.raw`\b(pass ?word|passcode|pin)\s+(managers?|policy|policies|requirements?|rules|strength|length|hygiene|best practices|generator|reset)\b`,
    String.raw`\bhow (?:often|long|many characters)\b[^.?!]{0,40}\b(pass ?words?|passcodes?|pins?)\b`,
    // Spanish, Portuguese, French, Italian, German
    String.raw`\b(contraseñas?|claves?|senhas?|mots? de passe|passwords?|passw[oö]rter|kennw[oö]rter)\s+(segur[ao]s?|fuertes?|robustes?|sécurisés?|securisees?|sicur[ae]|sichere?s?|starke?s?|fortes?|débil|faibles?)\b`,
    String.raw`\b(sichere?s?|starke?s?|gutes?|neues?)\s+(passwort|kennwort)\b`,
    String.raw`\b(crear|cambiar|restablecer|recuperar|elegir|configurar|poner|olvid[eé]|criar|mudar|redefinir|alterar|esqueci|créer|changer|réinitialiser|reinitialiser|choisir|oublié|creare|cambiare|reimpostare|scegliere|impostare|dimenticato|erstellen|ändern|andern|zurücksetzen|zurucksetzen|vergessen|festlegen|einrichten|wählen)\b[^.?!]{0,30}\b(contraseñas?|claves?|senhas?|mots? de passe|password|passwort|kennwort|pin|code pin|codice pin)\b`,
    String.raw`\b(gestor|gerenciador|gestionnaire|gestore|manager)\s+(?:de\s+|di\s+|des\s+)?(contraseñas?|senhas?|mots? de passe|password|passwörter|passworter)\b`,
    // Russian
    String.raw`(надёжн|надежн|сложн|безопасн|нов|придума|созда|смени|измени|сброс|забыл|восстанов|менеджер)[\p{L}]*\s+(?:[\p{L}]+\s+)?парол`,
    // Chinese, Japanese
    String.raw`(强|強|安全的?|复杂的?|複雜的?|设置|設置|设定|設定|修改|更改|重置|重设|忘记|忘記|找回|管理器)\s*(?:一个|一個|的)?\s*(密码|密碼|口令)`,
    String.raw`(密码|密碼)(管理|强度|強度|规则|規則|要求|长度|長度)`,
    String.raw`(強い|安全な|複雑な|新しい)\s*(パスワード|パスコード|暗証番号)|(パスワード|パスコード|暗証番号)\s*(を|の)?\s*(設定|変更|作成|リセット|忘れ|管理|強度)`,
    // Turkish, Dutch, Polish
    String.raw`\b(güçlü|guclu|güvenli|guvenli|yeni|zayıf|zayif|karmaşık|karmasik)\s+(?:bir\s+)?(şifre|sifre|parola)|\b(şifre|sifre|parola)[\p{L}]*\s+(?:nasıl\s+|nasil\s+)?(oluştur|olustur|değiştir|degistir|sıfırla|sifirla|belirle|yöneticisi|yoneticisi)`,
    String.raw`\b(sterke?|veilige?|nieuwe?|zwakke?)\s+(wachtwoord(?:en)?)\b|\bwachtwoord(?:en)?\s+(maken|wijzigen|veranderen|resetten|vergeten|instellen|beheerder|manager)\b`,
    String.raw`\b(silne|silnego|bezpieczne|bezpiecznego|nowe|nowego)\s+hasł[oa]|\b(utworzyć|utworzyc|zmienić|zmienic|zresetować|zresetowac|ustawić|ustawic|zapomniałem|zapomnialem|menedżer|menedzer)\s+(?:moje\s+)?(?:hasł|hasel|haseł)`,
    // Arabic, Hindi
    String.raw`كلمة\s+(?:ال)?مرور\s+(?:قوية|آمنة|امنة|جديدة)|(?:إنشاء|انشاء|تغيير|إعادة تعيين|اعادة تعيين|استعادة|اختيار|مدير)\s+كلم(?:ة|ات)\s+(?:ال)?مرور`,
    String.raw`(मजबूत|सुरक्षित|नया)\s+पासवर्ड|पासवर्ड\s+(?:कैसे\s+)?(बनाएं|बनाएँ|बनाये|बदलें|बदले|रीसेट|मैनेजर)`,
    // Korean, Vietnamese, Indonesian, Thai
    String.raw`(강력한|안전한|새|새로운)\s*(비밀번호|암호|패스워드)|(비밀번호|암호|패스워드)(?:를|을)?\s*(설정|변경|만들|재설정|관리)`,
    String.raw`mật khẩu\s+(mạnh|an toàn|mới)|(tạo|đổi|thay đổi|đặt lại|khôi phục|quản lý)\s+(?:một\s+)?mật khẩu`,
    String.raw`\b(kata sandi|sandi)\s+(?:yang\s+)?(kuat|aman|baru)\b|\b(membuat|buat|mengganti|ganti|mengatur|atur ulang|mengubah|pengelola)\s+(?:kata\s+)?sandi\b`,
    String.raw`รหัสผ่าน(?:ที่)?(แข็งแรง|ปลอดภัย|ใหม่)|(ตั้ง|เปลี่ยน|สร้าง|รีเซ็ต)รหัสผ่าน`,
  ].join('|'),
  'iu',
);

/**
 * Telling the assistant to drop the task its system prompt gave it, in 17 languages: "regardless
 * of previous tasks", "forget about that, ...", "never mind the above". In a plain chat this is how
 * people change the subject; under a system prompt that sets a task it is an override (judged only
 * there, see `context-policy.ts`).
 */
export const DROP_TASK = new RegExp(
  [
    String.raw`\b(?:regardless of|irrespective of|independent(?:ly)? of|no matter)\s+(?:the |any |all |your )?(?:previous|prior|above|earlier|former|preceding|original|given)\s+(?:tasks?|instructions?|requests?|prompts?|context|assignments?|jobs?)\b`,
    String.raw`(?:^|[.!?;]\s*)(?:ok(?:ay)?[, ]+|now[, ]+|actually[, ]+)?(?:forget|never ?mind|disregard|drop|scrap|skip)\s+(?:about\s+)?(?:that|this|it|all (?:that|this)|the above|the previous|what i (?:said|asked))\b\s*[,.!;:-]?\s*(?:and\s+|instead\s+|now\s+)?(?:can|could|would|will|please|tell|write|give|say|what|how|list|print|answer|just)\b`,
    String.raw`\b(?:olvida(?:te de)?|olvídate de|olvide)\s+(?:eso|esto|lo anterior|todo eso)\b|\b(?:sin importar|independientemente de)\s+(?:las?\s+)?(?:tareas?|instrucciones?)\s+anteriores\b`,
    String.raw`\b(?:oublie|oubliez)\s+(?:ça|ca|cela|ceci|tout ça|tout ca|ce qui précède)\b|\b(?:peu importe|indépendamment de|independamment de)\s+(?:les |des )?(?:tâches|taches|instructions) (?:précédentes|precedentes)\b`,
    String.raw`\bvergiss\s+(?:das|dies|es|alles davor)\b|\bunabhängig von\s+(?:den\s+)?(?:vorherigen|bisherigen|früheren)\s+(?:aufgaben|anweisungen)\b`,
    String.raw`\bdimentica\s+(?:questo|quello|ciò|cio)\b|\bindipendentemente dai?\s+(?:compiti|istruzioni) precedenti\b`,
    String.raw`\b(?:esqueça|esqueca|esquece)\s+(?:isso|isto)\b|\bindependentemente d[ao]s?\s+(?:tarefas|instruções|instrucoes) anteriores\b`,
    String.raw`\bvergeet\s+(?:dat|dit)\b|\bongeacht (?:de )?(?:eerdere|vorige) (?:taken|instructies)\b`,
    String.raw`\bzapomnij o tym\b|\bniezależnie od poprzednich (?:zadań|instrukcji)\b`,
    String.raw`\bbunu unut\b|\bönceki (?:görevlerden|talimatlardan) bağımsız olarak\b`,
    String.raw`(?:забудь|забудьте)\s+(?:об этом|про это|это)|независимо от (?:предыдущих|прошлых) (?:задач|инструкций)`,
    String.raw`(?:انس|إنس|انسى)\s+(?:ذلك|هذا)|بغض النظر عن (?:المهام|التعليمات) السابقة`,
    String.raw`(?:उसे|इसे|वो|यह) भूल जाओ|पिछले (?:कार्यों|निर्देशों) की परवाह किए बिना`,
    String.raw`(?:忘掉|忘了|别管|別管)(?:那个|那個|这个|這個|刚才|剛才|之前)|(?:不管|无论|無論)之前的(?:任务|任務|指令|指示)`,
    String.raw`(?:それ|さっきの(?:こと)?|前のこと)は忘れて|前の(?:タスク|指示)に関係なく`,
    String.raw`(?:그건|그거|그것은) 잊어|이전 (?:작업|지시)(?:와|과) 상관없이`,
    String.raw`\bquên (?:cái đó|điều đó|chuyện đó) đi\b|\bbất kể (?:các )?nhiệm vụ trước\b`,
    String.raw`\blupakan (?:itu|hal itu)\b|\bterlepas dari tugas sebelumnya\b`,
  ].join('|'),
  'iu',
);

/**
 * Words one of {@link DROP_TASK}'s phrasings needs, lower-cased: the expression (many languages,
 * Unicode, case-insensitive) costs about 0.2 ms on 1 KB of text, so it runs only where one of
 * these is found by `indexOf` (a few microseconds).
 */
export const DROP_TASK_ANCHORS: readonly string[] = [
  'regardless',
  'irrespective',
  'independent',
  'no matter',
  'forget',
  'never mind',
  'nevermind',
  'disregard',
  'drop th',
  'drop it',
  'drop all',
  'drop what',
  'scrap th',
  'scrap it',
  'scrap all',
  'skip th',
  'skip it',
  'skip all',
  'skip what',
  'olvid',
  'sin importar',
  'independientemente',
  'oubli',
  'peu importe',
  'indépendamment',
  'independamment',
  'vergiss',
  'unabhängig',
  'dimentica',
  'indipendentemente',
  'esque',
  'vergeet',
  'ongeacht',
  'zapomnij',
  'niezależnie',
  'unut',
  'bağımsız',
  'забуд',
  'независимо',
  'انس',
  'إنس',
  'بغض النظر',
  'भूल',
  'परवाह',
  '忘',
  '别管',
  '別管',
  '不管',
  '无论',
  '無論',
  '関係なく',
  '잊어',
  '상관없이',
  'quên',
  'bất kể',
  'lupakan',
  'terlepas',
];

/** Indirect ways to get a secret out: pieces, encodings, verse, games. */
export const SECRET_PROBES =
  /\b(reveal\w*|disclos\w*|divulg\w*|leak\w*|letters?|spell\w*|hint|clue|rhym\w*|backwards?|revers\w*|encod\w*|base ?64|hex|poem|riddle|acrostic|song|story|anagram|translat\w*|first (?:letter|character|word|half)|last (?:letter|character)|what (?:word|are you (?:hiding|protecting|not allowed))|synonym|sounds? like|starts? with|ends? with|characters?)\b/i;

/** Asking for the instructions themselves. */
export const INSTRUCTION_PROBES =
  /\byour (instructions|system prompt|prompt|rules|configuration|guidelines)\b|\bthe (system prompt|hidden (?:instructions|rules)|instructions (?:above|you (?:were|have)))|what (?:were|have) you (?:been )?told|text (?:above|before)|initiali[sz]ation|everything (?:above|before)/i;

/** A topic restriction in a system prompt ("only answer questions about cooking"). */
export const TOPIC_RULE =
  /\b(stay|keep|stick)\b(?: strictly| only)? (?:on|to)\b|\bdecline\b[^.!?\n]{0,30}\b(other|unrelated|anything else|everything else)\b|\b(only|exclusively|solely|strictly)\b[^.!?\n]{0,60}\b(answer|help|assist|discuss|talk|respond|questions?|topics?|about|related)\b|\b(do not|don't|never|refuse to|must not)\b[^.!?\n]{0,40}\b(answer|discuss|help with|talk about|respond to)\b[^.!?\n]{0,40}\b(other|unrelated|outside|off-topic|not related|anything else)\b|\b(unrelated|off-topic|outside (?:of )?(?:this|that|the|your) (?:scope|topic|domain))\b/i;

/** Personal data held in a system prompt: labels and shapes. */
export const PERSONAL_LABELS =
  /\b(date of birth|dob|born on|home address|address|phone(?: number)?|mobile|e-?mail|ssn|social security|passport|diagnos\w*|medical|salary|account number|iban|patient|customer record|client record|employee record|record of)\b/i;
export const PERSONAL_SHAPES =
  /[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d ()-]{7,}\d|\b\d{4}-\d{2}-\d{2}\b|\b\d{3}-\d{2}-\d{4}\b/;

/** Asking about someone's personal data. */
export const PERSONAL_REQUEST =
  /\b(address|phone|number|e-?mail|birthday|born|how old|earns?|pay|paid|salar\w*|wages?|income|file|date of birth|age|ssn|social security|passport|diagnos\w*|condition|medical|health|salary|records?|details|information|info|contact|lives?|where does)\b/i;
export const OTHER_PEOPLE =
  /\b(other|all|every|another|previous|the other) (customers?|users?|patients?|clients?|employees?|people|members?|accounts?)\b|\b(list|show|give me|send me|export|dump|read me)\b[^.?!]{0,20}\b(customers?|users?|patients?|clients?|employees?|staff|records)\b|\bwhich (customers?|users?|patients?|clients?|employees?)\b/i;

/** Common assistant domains; a topic restriction names one or more, a question hits one or more. */
export const DOMAINS: Readonly<Record<string, readonly string[]>> = {
  cooking:
    'cook recipe bake baking boil roast grill fry oven dish meal ingredient sauce soup salad pasta bread cake dessert kitchen flour sugar salt spice vegan dinner lunch breakfast chicken beef fish salmon egg vegetable'.split(
      ' ',
    ),
  banking:
    'bank account card credit debit loan mortgage interest transfer payment balance deposit withdraw atm overdraft savings fee statement iban branch cheque check'.split(
      ' ',
    ),
  travel:
    'travel trip flight hotel booking book luggage baggage airport visa passport destination itinerary tour beach train ticket vacation holiday reservation check-in'.split(
      ' ',
    ),
  tech: 'computer laptop software install error bug code program app wifi router printer driver update crash login browser server windows linux macos python javascript password reset'.split(
    ' ',
  ),
  health:
    'doctor symptom medicine pain fever headache appointment prescription clinic health diet sleep exercise vaccine dose allergy treatment'.split(
      ' ',
    ),
  shopping:
    'orders shipping delivery return refund product price discount size stock cart checkout warranty parcel tracking exchange'.split(
      ' ',
    ),
  education:
    'homework essay exam study lesson school course grammar math algebra fractions history science chemistry physics biology teacher student'.split(
      ' ',
    ),
  weather: 'weather rain snow forecast temperature storm wind sunny cloud'.split(' '),
  sports: 'football soccer basketball tennis match team score league player goal olympics marathon'.split(
    ' ',
  ),
  entertainment: 'movie film song music band concert actor series netflix game video celebrity album'.split(
    ' ',
  ),
  politics: 'election president government vote party minister politics parliament senator war'.split(' '),
  creative: 'poem poetry song lyrics story novel haiku limerick painting drawing'.split(' '),
  history: 'history historical century empire ancient medieval war revolution dynasty'.split(' '),
  geography: 'capital country ocean mountain river continent population island'.split(' '),
  legal: 'contract lawyer court lawsuit law legal lease tenant landlord liability'.split(' '),
};

/** Function words that say nothing about a topic when a question and a system prompt share them. */
export const TOPIC_STOP = new Set(
  'about above after again answer answers anything assistant based before being below between could every other please politely questions question refuse related their there these those through topic topics under unrelated until where which while would should always never only help helps help with'.split(
    ' ',
  ),
);

/** Words of a text, lower-cased (Latin, Cyrillic, Greek and other spaced scripts). */
export function contentWords(text: string): string[] {
  if (isAscii(text)) return asciiContentWords(text);
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 2);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * {@link contentWords} of ASCII text in one pass: NFKC leaves ASCII as it is, and its letters,
 * digits and '-' are all the `[\p{L}\p{N}-]` it has, so the words are the runs of `[a-z0-9-]`
 * of the lower-cased text longer than two characters.
 */
function asciiContentWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d) continue;
    if (i - start > 2) words.push(lower.slice(start, i));
    start = i + 1;
  }
  return words;
}

const SUFFIXES = new Set(['s', 'es', 'ing', 'ed', 'er', 'ers', 'd']);

const DOMAIN_NAMES = Object.keys(DOMAINS);

/**
 * Every word form a domain recognises (a vocabulary word, or it plus a suffix), with the indices
 * of the domains that recognise it: one lookup per word instead of a scan of every vocabulary.
 */
const DOMAIN_FORMS: ReadonlyMap<string, readonly number[]> = (() => {
  const forms = new Map<string, number[]>();
  DOMAIN_NAMES.forEach((domain, d) => {
    for (const v of DOMAINS[domain] ?? []) {
      for (const form of [v, ...[...SUFFIXES].map((s) => v + s)]) {
        const ds = forms.get(form) ?? [];
        if (!ds.includes(d)) ds.push(d);
        forms.set(form, ds);
      }
    }
  });
  return forms;
})();

/** Domains whose vocabulary a text uses (a word matches a domain word or its plural/-ing form). */
export function domainsOf(words: readonly string[]): Map<string, number> {
  const counts = new Array<number>(DOMAIN_NAMES.length).fill(0);
  for (const w of words) {
    const ds = DOMAIN_FORMS.get(w);
    if (ds !== undefined) for (const d of ds) counts[d] = (counts[d] ?? 0) + 1;
  }
  const out = new Map<string, number>();
  DOMAIN_NAMES.forEach((domain, d) => {
    const n = counts[d] ?? 0;
    if (n > 0) out.set(domain, n);
  });
  return out;
}

/** Not preceded or followed by a letter or digit: `\b` for every script (JavaScript's is ASCII). */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const spaced = (words: readonly string[]) => `${B}(?:${words.join('|')})${E}`;

/**
 * Asking how to do something, whether it is wise or what a password should be: a procedure or
 * advice, not a value ("how do I change it", "wie ändere ich", "如何", "방법", "is it safe", "should
 * I use symbols"). Counts against the secret-request head (`context-policy.ts`):
 * "tell me how to change the Wi-Fi password" asks for steps.
 */
export const HOW_TO = new RegExp(
  [
    spaced([
      String.raw`how\s+(?:do|can|could|should|to|would|does|did)|how's|ways?\s+to|steps?\s+to|tips|advice|should\s+i|is\s+it\s+(?:safe|ok|okay|bad|smart)|why`,
      'c[óo]mo|consejos|pasos|debo|por\\s*qu[ée]|porque|es\\s+seguro|[ée]\\s+seguro|dicas|passos|devo',
      "comment\\s+(?:je|j'|on|faire|puis|est|changer|cr[ée]er|choisir|r[ée]cup[ée]rer)|conseils|[ée]tapes|dois-je|pourquoi|est-ce\\s+s[ûu]r|come\\s+(?:si|posso|faccio|devo|cambio|creo|recupero)|consigli|passaggi|dovrei|perch[ée]|[èe]\\s+sicuro",
      'wie\\s+(?:kann|k[öo]nnte|mache|[äa]ndere|erstelle|setze|finde|soll|sollte|lange|oft|komme|bekomme|richte|sicher)|tipps|schritte|soll\\s+ich|warum|ist\\s+es\\s+sicher',
      'hoe|stappen|moet\\s+ik|waarom|is\\s+het\\s+veilig',
      'jak|porady|kroki|powinienem|powinnam|dlaczego|czy\\s+to\\s+bezpieczne',
      'nas[ıi]l|ad[ıi]mlar|neden|niye|g[üu]venli\\s+mi',
      'как|советы|шаги|стоит\\s+ли|почему|безопасно\\s+ли',
      'كيف|كيفية|طريقة|نصائح|خطوات|لماذا|ليش|هل\\s+من\\s+الآمن',
      'कैसे|तरीका|क्यों|kaise|kaisa|tarika|kyu|kyun|kyon',
      'bagaimana|gimana|cara|langkah|kenapa|mengapa|aman\\s+(?:gak|nggak|ga|tidak|enggak)',
      'làm\\s+sao|như\\s+thế\\s+nào|thế\\s+nào|cách|mẹo|tại\\s+sao|có\\s+an\\s+toàn',
      // What a password should be: advice ("at least twelve characters?").
      'minimum|at\\s+least|debe|deber[ií]a|doit|devrait|deve|dovrebbe|sollte|muss|moet|powinno|powinien|gerek\\p{L}*|должен|должна|должно|лучше|يجب|لازم|चाहिए|chahiye|harus|sebaiknya|nên|cần',
    ]),
    '怎么|怎麼|如何|方法|步骤|步驟|为什么|為什麼|为啥|為啥|安全吗|安全嗎|应该|應該|需要|至少',
    'どうやって|どうすれば|どうしたら|方法|やり方|手順|なぜ|なんで|安全|べき|必要|以上',
    '어떻게|방법|이유|왜|안전|해야|필요|이상',
    'ยังไง|อย่างไร|วิธี|ทำไม|ปลอดภัย',
  ].join('|'),
  'iu',
);
