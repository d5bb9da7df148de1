import type { Lexicon } from './lexicon.js';

/** Russian. */
const RUSSIAN: Lexicon = {
  lang: 'ru',
  script: 'spaced',
  notOwnPrompt: 'мой мою моего моём наш нашу нашего этот эту этого хороший хорошую хорошего пример',
  ignore:
    'игнорируй* игнорир* проигнорируй* забудь* забыть пренебреги не_обращай_внимания не_слушай* отбрось ' +
    'отмени* не_следуй не_выполняй проигнорир* не_обращайте_внимания',
  previous: 'предыдущ* прежн* предшествующ* выше вышеуказанн* изначальн* исходн* все всё системн* прошл*',
  instructions: 'инструкци* указани* правил* команд* директив* промпт* ограничени* установк* распоряжени*',
  reveal:
    'покажи* выведи* напечатай* раскрой* повтори* скажи* напиши* расскажи* сообщи* выдай какой каков* какие',
  systemPrompt:
    'системн*_промпт* системн*_подсказк* системн*_инструкци* системн*_сообщени* исходн*_промпт* ' +
    'исходн*_инструкци* изначальн*_инструкци* скрыт*_инструкци* начальн*_инструкци*',
  yourInstructions: 'твои_инструкции ваши_инструкции свои_инструкции твой_промпт',
  yourPrompt:
    'ваш_prompt* ваши_prompt* вашем_prompt* вашего_prompt* твой_prompt* твоем_prompt* ваш_промпт* ваши_промпт* вашем_промпт* твой_промпт* твоем_промпт*',
  task: 'вопрос* запрос* задани* задач* сообщени* текст* промпт* вышесказанн* выше предыдущ*',
  output:
    'выведи* выведите вывод* напечатай* напечатайте скажи* скажите ответь_только ответьте_только напиши_только напишите_только повтори* сгенерируй* выдай* просто_напиши просто_напишите ответьте_прямо ответь_прямо ответьте_сразу ответь_сразу',
  skipAnswer:
    'не_отвечай* не_отвечайте вместо_ответа без_ответа не_нужно_отвечать нет_необходимости_отвечать отвечать_не_нужно',
  newInstructions: [
    'нов* инструкци*|указани*|задач*|правил* :',
    'твоя|ваша нов* задача|роль',
    // "Забудь всё, что было до этого", "забудьте всё сказанное ранее".
    'забудь*|игнорируй* ~1 всё|все ~4 до_этого|раньше|ранее|выше|прежде',
  ],
  jailbreak: [
    'делай_что_угодно_сейчас|делать_что_угодно_сейчас',
    'режим_разработчика|режим_dan|режим_бога ~2 включ*|активир*',
    'включи|активируй режим_разработчика|режим_dan',
    'ты|ты_теперь|теперь_ты dan|дэн',
    'больше_не ~3 ограничен*|связан*|обязан*',
    'свобод* ~1 от ~2 ограничени*|правил*',
    'игнорируй* ~3 этик*|морал*|политик*',
  ],
  roleplay:
    'притворись представь_что_ты представь_себе_что_ты веди_себя_как действуй_как сыграй_роль играй_роль ' +
    'теперь_ты отныне_ты с_этого_момента_ты симулируй изобрази',
  forgotten: 'забыл* потерял* стерт* стёрт* удален* удалён*',
  asIf: 'как_будто будто представь',
  authority: 'я_бог я_твой_бог я_твой_создатель я_твой_хозяин как_твой_создатель как_твой_хозяин',
  obeyAll:
    'все_мои_вопросы каждой_моей каждую_мою все_мои_команды всё_что_я_скажу все_что_я_скажу подчиняйся подчиняться_мне слушайся_меня',
  unrestricted:
    'без_ограничений без_цензуры без_фильтров без_правил без_этики без_морали без_каких_либо_ограничений ' +
    'неограниченн* без_границ',
};

/** Ukrainian. */
const UKRAINIAN: Lexicon = {
  lang: 'uk',
  script: 'spaced',
  notOwnPrompt: 'мій мою мого наш нашу нашого цей цю цього гарний гарну хороший хорошу приклад',
  ignore: 'ігноруй* проігноруй* забудь* знехтуй* не_зважай відкинь не_виконуй не_дотримуйся',
  previous: 'попередн* вище вищезазначен* початков* всі усі системн* вихідн*',
  instructions: 'інструкці* вказівк* правил* команд* директив* промпт* обмежен* настанов*',
  reveal: 'покажи* виведи* надрукуй* розкрий* повтори* скажи* напиши* розкажи* повідом* який яка які',
  systemPrompt:
    'системн*_промпт* системн*_підказк* системн*_інструкці* системн*_повідомлен* початков*_інструкці* ' +
    'прихован*_інструкці*',
  yourInstructions: 'твої_інструкції ваші_інструкції свої_інструкції',
  yourPrompt: 'ваш_промпт* ваші_промпт* вашому_промпт* твій_промпт* твоєму_промпт* ваш_prompt* твій_prompt*',
  task: 'питання запит* завдання повідомлен* текст* промпт* вище попередн*',
  output:
    'виведи* виведіть надрукуй* скажи* скажіть напиши_лише напишіть_лише напиши_тільки повтори* згенеруй* видай*',
  skipAnswer: 'не_відповідай* не_відповідайте замість_відповіді без_відповіді не_потрібно_відповідати',
  newInstructions: ['нов* інструкці*|вказівк*|завдання|правила :', 'твоє|ваше нове завдання'],
  jailbreak: [
    'режим_розробника|режим_dan ~2 увімкн*|активован*',
    'увімкни|активуй режим_розробника|режим_dan',
    'ти|ти_тепер|тепер_ти dan',
    'більше_не ~3 обмежен*|зв_язан*|зобов_язан*',
    'вільн* ~1 від ~2 обмежень|правил',
    'ігноруй* ~3 етик*|мораль*',
  ],
  roleplay:
    'прикидайся вдавай уяви_що_ти поводься_як дій_як зіграй_роль грай_роль тепер_ти відтепер_ти ' +
    'з_цього_моменту_ти симулюй',
  forgotten: 'забув* забула* втратив* втратила* стерт* видален*',
  asIf: 'ніби наче уяви',
  authority: 'я_бог я_твій_бог я_твій_творець я_твій_господар як_твій_творець як_твій_господар',
  obeyAll:
    'всі_мої_запитання усі_мої_запитання кожну_мою кожної_моєї всі_мої_команди все_що_я_скажу усе_що_я_скажу підкоряйся слухайся_мене',
  unrestricted: 'без_обмежень без_цензури без_фільтрів без_правил без_етики без_моралі необмежен*',
};

/** Polish. */
const POLISH: Lexicon = {
  lang: 'pl',
  script: 'spaced',
  notOwnPrompt: 'mój mojego moją nasz naszego naszą ten tego tę dobry dobrego dobrą przykładowy jakiś',
  ignore: 'zignoruj* ignoruj* zapomnij pomiń pomin* nie_stosuj_się_do nie_przestrzegaj odrzuć zlekceważ*',
  previous: 'poprzedni* wcześniejsz* powyższ* wyżej pierwotn* początkow* wszystkie systemow*',
  instructions: 'instrukcj* poleceń polecenia zasad* reguł* wytyczn* komend* prompt* ograniczeń',
  reveal: 'pokaż* wypisz* wydrukuj* ujawnij* powtórz* powiedz* napisz* podaj* wyświetl* jaki_jest jakie_są',
  systemPrompt:
    'prompt_systemow* systemow*_prompt* instrukcj*_systemow* komunikat_systemow* wiadomość_systemow* ' +
    'początkow*_instrukcj* ukryt*_instrukcj*',
  yourInstructions: 'twoje_instrukcje swoje_instrukcje twój_prompt',
  task: 'pytani* prośb* zadani* wiadomoś* tekst* prompt* powyżej powyższ* poprzedni*',
  output: 'wypisz* wydrukuj* powiedz* napisz_tylko odpowiedz_tylko wyświetl* powtórz* wygeneruj* zwróć*',
  skipAnswer: 'nie_odpowiadaj nie_odpowiadajcie zamiast_odpowiadać bez_odpowiadania',
  newInstructions: [
    'now* instrukcj*|polecen*|zadanie|zasady :',
    'twoje|twoim nowe|nowym zadanie|zadaniem|rola',
  ],
  jailbreak: [
    'tryb_dewelopera|tryb_programisty|tryb_dan ~2 włączony|aktywny|aktywowany',
    'włącz|aktywuj tryb_dewelopera|tryb_programisty|tryb_dan',
    'jesteś|teraz_jesteś jako_dan|dan',
    'nie_jesteś_już|już_nie_jesteś ~2 ograniczony|związany|zobowiązany',
    'woln* ~1 od ~2 ograniczeń|zasad',
    'ignoruj* ~3 etyk*|moralnoś*',
  ],
  roleplay:
    'udawaj wciel_się zachowuj_się_jak działaj_jak odegraj_rolę graj_rolę wyobraź_sobie_że_jesteś ' +
    'teraz_jesteś od_teraz_jesteś symuluj',
  forgotten: 'zapomniał* zapomniała* stracił* wymazan* usunięt*',
  asIf: 'jakbyś jakby wyobraź_sobie',
  authority:
    'jestem_bogiem jestem_twoim_bogiem jestem_twoim_twórcą jestem_twoim_panem jako_twój_twórca jako_twój_pan',
  obeyAll:
    'wszystkie_moje_pytania każdego_mojego każde_moje wszystkie_moje_polecenia wszystko_co_powiem słuchaj_mnie masz_mnie_słuchać',
  unrestricted:
    'bez_ograniczeń bez_cenzury bez_filtrów bez_zasad bez_etyki bez_moralności nieograniczon* bez_żadnych_ograniczeń',
};

/** Turkish (subject-object-verb: the templates also try the verb last). */
const TURKISH: Lexicon = {
  lang: 'tr',
  script: 'spaced',
  ignore:
    'yok_say* yoksay* görmezden_gel* unut unutun unutunuz unutsana unutup dikkate_alma* önemseme* uyma* göz_ardı_et* atla* es_geç*',
  previous: 'önceki yukarıdaki tüm bütün ilk orijinal sistem eski',
  instructions: 'talimat* komut* kural* yönerge* direktif* prompt* istem* kısıtlama*',
  reveal: 'göster* yazdır* yaz* ifşa_et* açıkla* tekrarla* söyle* paylaş* nedir',
  systemPrompt:
    'sistem_istem* sistem_prompt* sistem_talimat* sistem_mesaj* ilk_talimat* orijinal_talimat* gizli_talimat*',
  yourInstructions: 'talimatlarını talimatların senin_talimat*',
  task: 'soru* istek* isteğ* görev* mesaj* metin* prompt* yukarıdaki önceki',
  output: 'yazdır* çıktı* söyle* yaz* cevap_ver* yanıtla* tekrarla* üret*',
  skipAnswer: 'cevap_verme yanıt_verme cevaplama yanıtlama cevaplamak_yerine yanıtlamak_yerine',
  newInstructions: ['yeni talimat*|görev*|kural* :', 'yeni görevin|görevin_artık'],
  jailbreak: [
    'geliştirici_modu|dan_modu ~2 etkin*|aktif*|açık',
    'geliştirici_modunu|dan_modunu ~2 etkinleştir*|aç*',
    'sen_artık|artık_sen|sen dan*',
    'artık ~3 bağlı_değilsin|kısıtlı_değilsin|sınırlı_değilsin',
    'kısıtlamalardan|kurallardan ~1 özgür*|arınmış*',
    'etiği|ahlakı|etik_kuralları ~2 yok_say*|görmezden_gel*',
  ],
  roleplay:
    'gibi_davran* rol_yap* rolünü_oyna* taklit_et* olduğunu_hayal_et* artık_sen bundan_sonra_sen gibi_yap*',
  forgotten: 'unutmuş* unuttuğ* kaybetmiş* silinmiş*',
  asIf: 'gibi hayal_et',
  authority: 'ben_tanrı_yım ben_tanrıyım ben_senin_tanrınım ben_senin_yaratıcınım yaratıcın_olarak',
  obeyAll:
    'bütün_sorularıma tüm_sorularıma her_emrime tüm_emirlerime ne_dersem_onu ne_söylersem_onu itaat_et',
  unrestricted:
    'kısıtlamasız sınırsız sansürsüz filtresiz kuralsız etik_dışı ahlaksız kısıtlaması_olmayan sınırı_olmayan',
};

/** Slavic languages and Turkish. */
export const EASTERN: readonly Lexicon[] = [RUSSIAN, UKRAINIAN, POLISH, TURKISH];
