import type { Lexicon } from './lexicon.js';

/**
 * Further languages: Finnish, Danish and Norwegian, Malay and Urdu (Central Europe's are in
 * `lexicon-central.ts`). Words are written with their accents; folding strips them in patterns and input alike
 * ("pokaži" matches "pokazi"), except letters that do not decompose (đ, æ, ø), which get their
 * usual ASCII spelling as well. Bare "say" imperatives common in chat ("reci", "sano", "kerro")
 * appear in `output` only with "just"/"only", and bare "unlimited" words are left out of
 * `unrestricted`: both are everyday words in benign text.
 */

/** Finnish: "jätä huomiotta" may wrap the object ("jätä aiemmat ohjeet huomiotta"). */
const FINNISH: Lexicon = {
  lang: 'fi',
  script: 'spaced',
  ignore:
    'ohita ohittakaa sivuuta sivuuttakaa unohda unohtakaa hylkää hylätkää huomiotta jätä_huomiotta ' +
    'jättäkää_huomiotta älä_noudata älkää_noudattako älä_välitä älkää_välittäkö älä_huomioi älkää_huomioiko ' +
    'älä_seuraa älkää_seuratko',
  previous: 'aiemm* aikaisemm* edelli* yllä yllä_olevat yläpuoli* alkuperäi* kaikki kaikkia järjestelmän',
  instructions:
    'ohje ohjeet ohjeita ohjeen ohjeiden ohjetta ohjeisiin ohjeesi ohjeitasi ohjeistu* sääntö* säännö* käsky* komento* komennot ' +
    'komennon määräy* kehote* kehott* prompt* rajoitu* direktiiv*',
  reveal:
    'paljasta paljastakaa näytä näyttäkää tulosta tulostakaa kerro kertokaa kirjoita kirjoittakaa toista ' +
    'toistakaa jaa jakakaa mikä_on mitkä_ovat',
  systemPrompt:
    'järjestelmäkehote* järjestelmäkehott* järjestelmän_kehote* järjestelmän_kehott* järjestelmäprompt* ' +
    'järjestelmäviest* järjestelmän_viest* järjestelmäohje* järjestelmän_ohjee* alkuperäiset_ohjee* ' +
    'alkuperäisiä_ohjeita piilotetut_ohjeet piilotettuja_ohjeita salaiset_ohjeet salaisia_ohjeita alkukehote*',
  yourInstructions: 'ohjeesi ohjeitasi sääntösi sääntöjäsi kehotteesi ohjeenne ohjeitanne',
  task: 'kysymy* pyyntö* pyynnö* tehtävä* viesti* teksti* kehote* yllä yllä_oleva edelli* aiemm*',
  output:
    'tulosta tulostakaa sano_vain vain_sano sano_pelkästään sanokaa_vain kirjoita_vain vain_kirjoita ' +
    'kirjoita_pelkästään kirjoittakaa_vain vastaa_vain vastaa_ainoastaan vastaa_pelkästään vastaa_sanalla ' +
    'vastatkaa_vain toista toistakaa output*',
  skipAnswer:
    'älä_vastaa älkää_vastatko vastaamatta vastaamisen_sijaan sen_sijaan_että_vastaat sen_sijaan_että_vastaisit',
  newInstructions: ['uudet ohjeet|säännöt|käskyt|tehtävä :', 'uusi|uudet tehtäväsi|roolisi|ohjeesi on|ovat'],
  jailbreak: [
    'tee_mitä_tahansa_nyt|tee_mitä_vain_nyt',
    'kehittäjätila*|dan_tila* ~2 käytössä|päällä|aktivoitu|aktiivinen|otettu_käyttöön',
    'ota_käyttöön|aktivoi|kytke_päälle ~1 kehittäjätila*|dan_tila*',
    'olet_nyt|nyt_olet|sinä_olet|tästä_lähtien_olet dan',
    'et_ole_enää|et_enää_ole ~2 rajoitettu|sidottu|velvollinen|sidoksissa ~3 sääntö*|säännö*|ohje*|rajoitu*|etiik*|moraali*|käytäntö*|openai*',
    'vapaa|vapautettu ~2 rajoituksista|säännöistä|sensuurista',
    'ohita|sivuuta|unohda ~3 etiikka|etiikan|moraali*|sisältökäytäntö*|turvaohje*',
  ],
  roleplay:
    'teeskentele teeskennelkää esitä esittäkää näyttele näytelkää toimi_kuin toimikaa_kuin käyttäydy_kuin ' +
    'käyttäytykää_kuin kuvittele_olevasi kuvittele_että_olet olet_nyt nyt_olet tästä_lähtien_olet simuloi ' +
    'ota_rooli',
  unrestricted:
    'ilman_rajoituksia ilman_rajoitteita ilman_sensuuria sensuroimaton sensuroimattomana ilman_suodattimia ' +
    'ilman_sääntöjä ilman_etiikkaa ilman_moraalia ilman_mitään_rajoituksia',
};

/** Danish, with the Norwegian Bokmål forms (æ and ø stay letters of their own when folded). */
const DANISH: Lexicon = {
  lang: 'da',
  script: 'spaced',
  ignore:
    'ignorer ignorér glem_alle glem_alt glem_dine glem_jeres glem_de glem_den glem_det glem_tidligere glem_forrige ' +
    'glem_ovenstående glem_foregående glem_oprindelige glem_opprinnelige glem_hvad glem_hva se_bort_fra se_vekk_fra overse spring_over hopp_over følg_ikke ikke_følg ' +
    'tilsidesæt tilsidesett lad_være_med_at_følge',
  previous:
    'tidligere foregående forrige ovenstående ovenfor oprindelige opprinnelige indledende alle alt ' +
    'systemets',
  instructions:
    'instruktion* instruks* regler reglerne reglene regel direktiv* kommando* prompt* retningslinj* ' +
    'begrænsning* begrensning* anvisning* ordrer',
  reveal:
    'afslør avslør vis vis_mig vis_meg udskriv skriv_ut skriv fortæl fortell gentag gjenta del hvad_er_din ' +
    'hva_er_din hvad_er_dine hva_er_dine hvilke_er_dine',
  systemPrompt:
    'systemprompt* system_prompt* systembesked* systemmeddelelse* systemmelding* systeminstruktion* ' +
    'systeminstruks* oprindelige_instruktion* opprinnelige_instruks* skjulte_instruktion* skjulte_instruks* ' +
    'hemmelige_instruktion* hemmelige_instruks* indledende_instruktion*',
  yourInstructions:
    'dine_instruktioner dine_instrukser dine_instruksjoner din_prompt dine_regler jeres_instruktioner ' +
    'deres_instruktioner',
  task:
    'spørgsmål* spørsmål* forespørgsel* forespørsel* anmodning* opgave* oppgave* besked* melding* tekst* ' +
    'prompt* ovenfor ovenstående forrige foregående',
  output:
    'udskriv skriv_ut sig_kun sig_bare bare_sig si_bare bare_si si_kun skriv_kun skriv_bare kun_skriv ' +
    'bare_skriv svar_med svar_kun svar_bare gentag gjenta output* generer',
  skipAnswer:
    'svar_ikke ikke_svar lad_være_med_at_svare i_stedet_for_at_svare istedenfor_å_svare i_stedet_for_å_svare ' +
    'uden_at_svare uten_å_svare',
  newInstructions: [
    'nye instruktioner|instrukser|instruksjoner|regler|opgave|oppgave :',
    'din|jeres nye opgave|oppgave|rolle er',
  ],
  jailbreak: [
    'gør_hvad_som_helst_nu|gjør_hva_som_helst_nå|gør_alt_nu|gjør_alt_nå',
    'udviklertilstand*|utviklermodus*|udviklermode*|dan_tilstand*|dan_modus* ~2 aktiver*|slået_til|slått_på|tændt|på',
    'aktiver|slå_til|slå_på ~1 udviklertilstand*|utviklermodus*|dan_tilstand*|dan_modus*',
    'du_er_nu|du_er_nå|nu_er_du|nå_er_du|fra_nu_af_er_du|fra_nå_av_er_du dan',
    'du_er_ikke_længere|du_er_ikke_lenger|du_er_ikke_lengre ~1 bundet|begrænset|begrenset|forpligtet|forpliktet ~3 regler|reglerne|reglene|retningslinj*|begrænsninger|begrensninger|etik|etikk|politik*|policy*|openai',
    'fri|befriet|frigjort ~1 for|fra ~2 begrænsninger|begrensninger|regler|restriktioner|restriksjoner',
    'ignorer ~3 etik|etikk|moral|indholdspolitik*|innholdspolicy*|innholdsretningslinjer',
  ],
  roleplay:
    'lad_som_om lat_som lat_som_om foregiv spil_rollen spill_rollen forestil_dig_at_du_er forestill_deg_at_du_er ' +
    'du_er_nu du_er_nå fra_nu_af_er_du fra_nå_av_er_du opfør_dig_som oppfør_deg_som agér_som simuler',
  unrestricted:
    'uden_begrænsninger uten_begrensninger uden_grænser uten_grenser ucensureret usensurert uden_censur ' +
    'uten_sensur uden_filter uten_filter uden_filtre uten_filtre uden_regler uten_regler uden_etik uten_etikk ' +
    'uden_moral uten_moral',
};

/** Malay (Indonesian, close to it, has its own lexicon). */
const MALAY: Lexicon = {
  lang: 'ms',
  script: 'spaced',
  ignore:
    'abaikan lupakan ketepikan langkau jangan_ikut jangan_ikuti jangan_patuhi jangan_hiraukan jangan_endahkan ' +
    'tak_payah_ikut tidak_perlu_ikut usah_ikut tidak_usah_ikut',
  previous: 'sebelum_ini sebelumnya terdahulu di_atas asal awal semua segala seluruh sistem',
  instructions: 'arahan* perintah* peraturan* instruksi* gesaan* prompt* garis_panduan sekatan*',
  reveal:
    'dedahkan tunjukkan paparkan cetak beritahu katakan sebutkan ulang ulangi tuliskan kongsi kongsikan apakah',
  systemPrompt:
    'gesaan_sistem prompt_sistem arahan_sistem mesej_sistem pesanan_sistem arahan_asal arahan_awal ' +
    'arahan_tersembunyi arahan_rahsia arahan_permulaan gesaan_asal',
  yourInstructions: 'arahan_anda arahan_kamu arahanmu arahan_awak gesaan_anda peraturan_anda',
  task: 'soalan permintaan tugasan tugas mesej teks gesaan di_atas sebelum_ini sebelumnya pertanyaan',
  output:
    'cetak paparkan keluarkan katakan sebut_sahaja tulis_sahaja tulis_saja hanya_tulis balas_dengan ' +
    'jawab_dengan ulangi hasilkan',
  skipAnswer:
    'jangan_jawab jangan_menjawab jangan_balas tanpa_menjawab bukannya_menjawab daripada_menjawab usah_jawab ' +
    'tak_payah_jawab',
  newInstructions: [
    'arahan_baharu|arahan_baru|tugas_baharu|tugasan_baharu|peraturan_baharu :',
    'tugas_baharu_anda|tugasan_baharu_anda|tugas_baru_anda|tugas_baharu_kamu|peranan_baharu_anda ialah|adalah',
  ],
  jailbreak: [
    'lakukan_apa_sahaja_sekarang|buat_apa_sahaja_sekarang|lakukan_apa_saja_sekarang',
    'mod_pembangun|mod_dan|mod_developer ~2 aktif|diaktifkan|dihidupkan',
    'aktifkan|hidupkan ~1 mod_pembangun|mod_dan|mod_developer',
    'anda_kini_ialah|kamu_kini_ialah|awak_kini_ialah|anda_kini_adalah|kamu_kini_adalah|anda_sekarang_ialah|' +
      'anda_sekarang_adalah|kamu_sekarang_adalah|jadilah dan',
    'anda_tidak_lagi|kamu_tidak_lagi|awak_tidak_lagi|anda_tak_lagi ~1 terikat|dihadkan|terhad|tertakluk|disekat ~3 peraturan*|garis_panduan|sekatan*|etika|moral|dasar*|openai',
    'bebas ~1 daripada|dari ~2 sekatan|peraturan|batasan|tapisan',
    'abaikan|ketepikan ~3 etika|moral|dasar_kandungan',
  ],
  roleplay:
    'berpura_pura pura_pura berlakon_sebagai bertindak_sebagai mainkan_peranan memainkan_peranan ' +
    'bayangkan_anda bayangkan_kamu anda_kini_ialah kamu_kini_ialah anda_kini_adalah kamu_kini_adalah ' +
    'anda_kini_menjadi kamu_kini_menjadi berkelakuan_seperti jadilah',
  unrestricted:
    'tanpa_sekatan tanpa_sebarang_sekatan tanpa_batasan tanpa_tapisan tanpa_penapis tanpa_penapisan ' +
    'tanpa_peraturan tanpa_etika tanpa_moral tidak_ditapis',
};

/**
 * Urdu: postpositions are separate words, so no prefixes are allowed for; the verb comes last.
 * Written with the Urdu letters (ی ک ہ), as Urdu keyboards type them.
 */
const URDU: Lexicon = {
  lang: 'ur',
  script: 'spaced',
  ignore:
    'نظر_انداز_کر* نظرانداز_کر* نظر_انداز_کیجی* نظر_انداز_کیجئ* بھول_جا* بھلا_دو بھلا_دیں فراموش_کر* ' +
    'پیروی_نہ_کر* پیروی_مت_کر* عمل_نہ_کر* عمل_مت_کر* توجہ_نہ_د* اگنور_کر* چھوڑ_دو چھوڑ_دیں نہ_مانو نہ_مانیں',
  previous:
    'پچھلی پچھلے پچھلا سابقہ گزشتہ پہلے_کی پہلے_والی اوپر_والی اوپر_والے اوپر_دی_گئی اوپر_دیے_گئے ' +
    'مذکورہ_بالا تمام سب سارے ساری ابتدائی اصل سسٹم',
  instructions:
    'ہدایات ہدایت ہدایتوں ہدایتیں احکامات احکام قواعد قوانین اصول اصولوں رہنما_اصول پرامپٹ پرومپٹ ' +
    'انسٹرکشن* پابندیاں پابندیوں',
  reveal:
    'دکھاؤ دکھائیں دکھائیے دکھا_دو دکھا_دیں ظاہر_کرو ظاہر_کریں ظاہر_کیجیے بتاؤ بتائیں بتائیے بتا_دو بتا_دیں ' +
    'پرنٹ_کرو پرنٹ_کریں لکھو لکھیں لکھیے لکھ_دو لکھ_دیں دہراؤ دہرائیں شیئر_کرو شیئر_کریں افشا_کرو ' +
    'افشا_کریں کیا_ہے کیا_ہیں',
  systemPrompt:
    'سسٹم_پرامپٹ سسٹم_پرومپٹ سسٹم_کی_ہدایات سسٹم_ہدایات سسٹم_میسج سسٹم_پیغام نظام_کی_ہدایات ' +
    'ابتدائی_ہدایات اصل_ہدایات خفیہ_ہدایات پوشیدہ_ہدایات چھپی_ہوئی_ہدایات',
  yourInstructions: 'اپنی_ہدایات آپ_کی_ہدایات تمہاری_ہدایات تمھاری_ہدایات اپنے_اصول اپنا_پرامپٹ',
  task:
    'سوال سوالات درخواست ٹاسک پیغام متن عبارت پرامپٹ اوپر_والا اوپر_والے اوپر_والی اوپر پچھلا پچھلی پچھلے ' +
    'مذکورہ_بالا',
  output:
    'پرنٹ_کرو پرنٹ_کریں صرف_لکھو صرف_لکھیں بس_لکھو بس_لکھیں صرف_کہو صرف_کہیں بس_کہو بس_کہیں صرف_یہ_لکھیں ' +
    'صرف_یہ_لکھو صرف_یہ_کہیں صرف_یہ_کہو بس_یہ_لکھیں بس_یہ_کہیں جواب_میں_لکھیں دہراؤ دہرائیں آؤٹ_پٹ',
  skipAnswer:
    'جواب_نہ_دیں جواب_نہ_دو جواب_مت_دو جواب_مت_دیں جواب_دینے_کے_بجائے جواب_دینے_کی_بجائے جواب_دیے_بغیر',
  newInstructions: [
    'نئی|نئے ہدایات|ہدایت|احکامات|اصول :',
    'آپ_کا_نیا|تمہارا_نیا|تمھارا_نیا ٹاسک|کام|کردار :',
  ],
  jailbreak: [
    'ابھی_کچھ_بھی_کرو|اب_کچھ_بھی_کرو',
    'ڈیولپر_موڈ|ڈویلپر_موڈ|ڈیویلپر_موڈ|dan_موڈ ~2 فعال|آن|چالو|ایکٹیو',
    'ڈیولپر_موڈ|ڈویلپر_موڈ|ڈیویلپر_موڈ|dan_موڈ ~2 فعال_کر*|آن_کر*|چالو_کر*',
    'تم_اب|آپ_اب|اب_تم|اب_آپ|تم|آپ dan ~1 ہو|ہیں',
    'تم_اب|آپ_اب|اب_تم|اب_آپ ~2 کسی ~1 اصول*|قاعدے|قانون|پابندی|اخلاقیات ~2 پابند_نہیں|محدود_نہیں',
    'پابندیوں|اصولوں|قواعد|سنسرشپ ~2 سے_آزاد',
    'اخلاقیات|اخلاقی_اصولوں|اخلاقی_اصول ~3 نظر_انداز*',
  ],
  roleplay:
    'ہونے_کا_ڈرامہ ہونے_کا_بہانہ بہانہ_کرو بہانہ_کریں کا_کردار_ادا_کر* کردار_ادا_کرو کردار_ادا_کریں ' +
    'تصور_کرو_کہ تصور_کریں_کہ کی_طرح_برتاؤ_کر* کی_طرح_عمل_کر* بن_جاؤ بن_جائیں',
  unrestricted:
    'بغیر_پابندی* بغیر_کسی_پابندی* بغیر_سنسر* بغیر_فلٹر* بغیر_اصول* بغیر_اخلاقیات بغیر_حدود بے_لگام ' +
    'سنسر_کے_بغیر پابندیوں_کے_بغیر اصولوں_کے_بغیر',
};

/** The languages above. */
export const WORLD: readonly Lexicon[] = [FINNISH, DANISH, MALAY, URDU];
