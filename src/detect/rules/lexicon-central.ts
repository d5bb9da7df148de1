import type { Lexicon } from './lexicon.js';

/**
 * Central and South-East Europe: South Slavic (Croatian, Serbian, Bosnian), Hungarian, Slovak and
 * Bulgarian. The same conventions as `lexicon-world.ts`.
 */

/** Croatian, Serbian and Bosnian (Latin script): ijekavian and ekavian forms. */
const CROATIAN: Lexicon = {
  lang: 'hr',
  script: 'spaced',
  ignore:
    'ignoriraj ignorirajte ignoriši ignorišite zanemari zanemarite odbaci odbacite zaboravi_sve zaboravi_sva ' +
    'zaboravi_svih zaboravite_sve zaboravite_sva zaboravi_svoje zaboravite_svoje zaboravi_tvoje zaboravi_prethodn* ' +
    'zaboravite_prethodn* zaboravi_ranij* zaboravite_ranij* zaboravi_gornj* zaboravite_gornj* zaboravi_dosadašnj* ' +
    'zaboravite_dosadašnj* zaboravi_gore zaboravite_gore ' +
    'preskoči preskočite ne_obaziri_se ne_obazirite_se ne_obraćaj_pažnju ne_obraćajte_pažnju ne_slijedi ' +
    'ne_slijedite ne_sledi ne_sledite ne_prati ne_pratite nemoj_slijediti nemoj_pratiti nemojte_slijediti ' +
    'nemojte_pratiti ne_poštuj ne_poštujte ne_uzimaj_u_obzir ne_uzimajte_u_obzir',
  previous:
    'prethodn* ranij* dosadašnj* gornj* gore navedene gore_navedene početn* izvorn* originaln* sve svih sva ' +
    'sistemsk* sustavsk*',
  instructions:
    'upute uputa uputama uputstva uputstvo uputstvima instrukcij* pravila pravilima naredb* naređenj* ' +
    'naredjenj* smjernic* smernic* direktiv* prompt* ograničenj* komand* zapovijedi',
  reveal:
    'otkrij otkrijte pokaži pokažite prikaži prikažite ispiši ispišite isprintaj isprintajte ištampaj ' +
    'odštampaj napiši napišite reci recite kaži kažite ponovi ponovite podijeli podijelite podeli podelite ' +
    'navedi navedite koji_je_tvoj koji_je_vaš kakav_je_tvoj kakav_je_vaš koje_su_tvoje koje_su_vaše',
  systemPrompt:
    'sistemsk*_prompt* sustavsk*_prompt* sistemsk*_poruk* sustavsk*_poruk* sistemsk*_uput* sustavsk*_uput* ' +
    'sistemsk*_instrukcij* početn*_uput* početn*_instrukcij* izvorn*_uput* izvorn*_instrukcij* ' +
    'originaln*_uput* originaln*_instrukcij* skriven*_uput* skriven*_instrukcij* tajn*_uput* tajn*_instrukcij*',
  yourInstructions:
    'tvoje_upute vaše_upute svoje_upute tvoja_uputstva vaša_uputstva svoja_uputstva tvoje_instrukcije ' +
    'vaše_instrukcije svoje_instrukcije tvoja_pravila tvoj_prompt',
  task: 'pitanj* zahtjev* zahtev* zadatak zadatka zadatku poruk* tekst* prompt* gore iznad gornj* prethodn*',
  output:
    'ispiši ispišite isprintaj isprintajte ištampaj odštampaj samo_reci reci_samo samo_recite recite_samo ' +
    'samo_kaži kaži_samo samo_napiši napiši_samo samo_napišite napišite_samo odgovori_samo samo_odgovori ' +
    'odgovorite_samo odgovori_sa odgovori_s odgovorite_sa odgovorite_s ponovi ponovite izbaci generiraj ' +
    'generiši output*',
  skipAnswer:
    'ne_odgovaraj ne_odgovarajte ne_odgovori nemoj_odgovoriti nemojte_odgovoriti nemoj_odgovarati ' +
    'umjesto_odgovora umesto_odgovora umjesto_da_odgovoriš umesto_da_odgovoriš bez_odgovaranja',
  newInstructions: [
    'nove|novi upute|uputstva|instrukcije|pravila|naredbe|zadatak :',
    'tvoj|vaš|tvoja|vaša novi|nova zadatak|uloga|misija je',
  ],
  jailbreak: [
    'uradi_bilo_šta_sada|učini_bilo_što_sada|radi_bilo_što_sada|uradi_bilo_što_sada',
    'način_programera|režim_programera|razvojni_način|razvojni_režim|programerski_način|programerski_režim|' +
      'mod_programera|dan_način|dan_režim|dan_mod|dan_mode|developer_mode ~2 aktiviran*|uključen*|omogućen*|aktivan',
    'aktiviraj|aktivirajte|uključi|uključite|omogući ~1 način_programera|režim_programera|razvojni_način|' +
      'razvojni_režim|dan_način|dan_režim|dan_mod|dan_mode|developer_mode',
    'ti_si_sada|sada_si|sad_si|od_sada_si|vi_ste_sada|sada_ste|ponašaj_se_kao dan',
    'više_nisi|nisi_više|više_niste|niste_više ~2 ograničen*|vezan*|obavezan|obvezan|dužan|sputan ~3 pravil*|smjernic*|smernic*|ograničenj*|etik*|moral*|politik*|cenzur*|openai',
    'oslobođen*|oslobodjen*|osloboden* ~2 ograničenja|pravila|cenzure|filtera',
    'ignoriraj|ignoriši|zanemari|zanemarite ~3 etiku|moral|moralna_načela|etička_načela|pravila_o_sadržaju',
  ],
  roleplay:
    'pretvaraj_se pretvarajte_se glumi glumite pravi_se_da ponašaj_se_kao ponašajte_se_kao djeluj_kao deluj_kao ' +
    'igraj_ulogu odigraj_ulogu preuzmi_ulogu zamisli_da_si zamislite_da_ste ti_si_sada sada_si od_sada_si ' +
    'od_sada_ti_si simuliraj',
  unrestricted:
    'bez_ograničenja bez_ikakvih_ograničenja bez_cenzure bez_filtera bez_filtara bez_pravila bez_etike ' +
    'bez_morala bez_moralnih_ograničenja necenzuriran* necenzurisan* nefiltriran*',
};

/** Hungarian: the verb may come last ("a korábbi utasításokat hagyd figyelmen kívül"). */
const HUNGARIAN: Lexicon = {
  lang: 'hu',
  script: 'spaced',
  ignore:
    'ignoráld ignorálja ignoráljátok ignoráljon hagyd_figyelmen_kívül hagyja_figyelmen_kívül ' +
    'hagyjátok_figyelmen_kívül figyelmen_kívül_hagyva felejtsd_el felejtse_el felejts_el felejtsétek_el ' +
    'ne_vedd_figyelembe ne_vegye_figyelembe ne_törődj ne_törődjön ne_foglalkozz ne_foglalkozzon ne_kövesd ' +
    'ne_kövesse tekintsd_semmisnek tekintse_semmisnek hagyd_ki hagyja_ki vesd_el vesse_el',
  previous: 'korábbi előző fenti fentebbi eddigi eredeti kezdeti összes minden mindegyik rendszerszintű',
  instructions:
    'utasítás* szabály* parancs* irányelv* prompt* előírás* korlátozás* instrukció* direktív* promptot',
  reveal:
    'mutasd mutassa mutassátok fedd_fel fedje_fel írd_ki írja_ki írd_le írja_le nyomtasd_ki nyomtassa_ki ' +
    'jelenítsd_meg jelenítse_meg ismételd ismételje mondd mondja_el áruld_el árulja_el oszd_meg ossza_meg ' +
    'add_meg adja_meg mi_a mik_a',
  systemPrompt:
    'rendszerprompt* rendszer_prompt* rendszerüzenet* rendszer_üzenet* rendszerutasítás* rendszerszintű_utasítás* ' +
    'kezdeti_utasítás* eredeti_utasítás* rejtett_utasítás* titkos_utasítás* kezdő_prompt* rejtett_prompt*',
  yourInstructions: 'utasításaid* szabályaid* promptod* az_ön_utasításai*',
  task: 'kérdés* kérés* feladat* üzenet* szöveg* prompt* fenti fentebb előző',
  output:
    'írd_ki írja_ki írjátok_ki nyomtasd_ki nyomtassa_ki csak_írd csak_írja csak_mondd csak_mondja mondd_csak ' +
    'válaszolj_csak válaszoljon_csak csak_válaszolj csak_válaszoljon válaszolj_ezzel mondd_azt_hogy ' +
    'mondja_azt_hogy írd_azt_hogy írja_azt_hogy ismételd ismételje add_ki adja_ki generáld output* kimenet*',
  skipAnswer:
    'ne_válaszolj ne_válaszoljon ne_felelj ne_feleljen válasz_helyett ahelyett_hogy_válaszolnál ' +
    'ahelyett_hogy_válaszolna válaszadás_helyett',
  newInstructions: ['új utasítás*|feladat|szabály* :', 'az_új|új feladatod|szereped|utasításaid'],
  jailbreak: [
    'csinálj_bármit_most|tegyél_bármit_most|bármit_megtehetsz_most',
    'fejlesztői_mód*|dan_mód* ~2 aktív*|bekapcsol*|engedélyez*|aktivál*',
    'kapcsold_be|aktiváld|kapcsolja_be|aktiválja ~1 fejlesztői_mód*|dan_mód*',
    'mostantól|most|te|mától ~2 dan ~1 vagy|leszel',
    'dan_ként|danként viselkedj*|működj*|válaszolj*',
    'szabály*|irányelv*|korlátozás*|etikai ~3 már_nem|többé_nem ~2 kötnek|vonatkoznak_rád|korlátoznak',
    'már_nem|többé_nem|nem_vagy_többé ~2 vagy_korlátozva|vagy_kötve|kötnek|vonatkoznak_rád ~3 szabály*|irányelv*|korlátozás*|etik*',
    'megszabadultál|felszabadultál|megszabadítottalak|felszabadítottalak ~4 korlátoz*|szabály*|cenzúr*',
    'hagyd_figyelmen_kívül|ignoráld|felejtsd_el ~3 etik*|erkölcs*|tartalmi_irányelv*',
    'etikai|erkölcsi ~1 szabályokat|korlátokat|elveket ~2 hagyd_figyelmen_kívül|ignoráld|felejtsd_el',
  ],
  roleplay:
    'tégy_úgy_mintha tegyél_úgy_mintha tegyen_úgy_mintha tettesd_magad játszd_el játssza_el játszd_a_szerepét ' +
    'viselkedj_úgy_mint viselkedjen_úgy_mint viselkedj_mint képzeld_el_hogy képzelje_el_hogy szimuláld alakítsd ' +
    'bújj_bele_a_szerepébe',
  unrestricted:
    'korlátozások_nélkül* korlátok_nélkül* cenzúra_nélkül* cenzúrázatlan* szűrők_nélkül* ' +
    'szűrés_nélkül* szabályok_nélkül* etika_nélkül* erkölcs_nélkül* etikai_korlátok_nélkül* ' +
    'bármilyen_korlátozás_nélkül*',
};

/** Slovak. */
const SLOVAK: Lexicon = {
  lang: 'sk',
  script: 'spaced',
  ignore:
    'ignoruj ignorujte zabudni zabudnite nevšímaj_si nevšímajte_si neber_do_úvahy neberte_do_úvahy ' +
    'neriaď_sa neriaďte_sa nedbaj nedbajte preskoč preskočte odhoď odhoďte zahoď zahoďte',
  previous:
    'predchádzajúc* predošl* predtým vyššie vyššie_uvedené pôvodn* počiatočn* všetky všetko systémov*',
  instructions: 'inštrukci* pokyn* pravidl* príkaz* smernic* prompt* obmedzeni* nariadeni*',
  reveal:
    'odhaľ odhaľte ukáž ukážte zobraz zobrazte vypíš vypíšte vytlač vytlačte napíš napíšte povedz povedzte ' +
    'zopakuj zopakujte zdieľaj zdieľajte aký_je_tvoj aký_je_váš aké_sú_tvoje aké_sú_vaše',
  systemPrompt:
    'systémov*_prompt* systémov*_pokyn* systémov*_správ* systémov*_inštrukci* pôvodn*_pokyn* ' +
    'pôvodn*_inštrukci* skryt*_pokyn* skryt*_inštrukci* počiatočn*_pokyn* počiatočn*_inštrukci* tajn*_pokyn*',
  yourInstructions:
    'tvoje_pokyny vaše_pokyny svoje_pokyny tvoje_inštrukcie vaše_inštrukcie svoje_inštrukcie tvoje_pravidlá ' +
    'tvoj_prompt',
  task: 'otázk* požiadavk* úloh* správu správy správa text* prompt* vyššie predchádzajúc*',
  output:
    'vypíš vypíšte vytlač vytlačte povedz_len povedzte_len len_povedz iba_povedz napíš_len napíš_iba ' +
    'len_napíš iba_napíš napíšte_len odpovedz_len odpovedz_iba odpovedzte_len odpovedz_s odpovedzte_s ' +
    'zopakuj zopakujte vygeneruj output*',
  skipAnswer: 'neodpovedaj neodpovedajte namiesto_odpovede bez_odpovede namiesto_toho_aby_si_odpovedal',
  newInstructions: ['nové pokyny|inštrukcie|pravidlá|úlohy|úloha :', 'tvoja|vaša nová úloha|rola|misia je'],
  jailbreak: [
    'urob_čokoľvek_teraz|rob_čokoľvek_teraz',
    'vývojársk*_režim*|režim_vývojára|režim_dan|dan_režim ~2 aktivovan*|zapnut*|aktívn*',
    'aktivuj|zapni|aktivujte|zapnite ~1 vývojársk*_režim*|režim_vývojára|režim_dan|dan_režim',
    'teraz_si|si_teraz|odteraz_si|od_teraz_si|ty_si_teraz|správaj_sa_ako dan',
    'už_nie_si|nie_si_už|už_nie_ste ~2 obmedzen*|viazan*|povinn* ~3 pravidl*|pokyn*|smernic*|obmedzeni*|etik*|morál*|zásad*|openai',
    'osloboden*|slobodn* ~1 od ~2 obmedzení|pravidiel|cenzúry',
    'ignoruj|ignorujte ~3 etiku|morálku|zásady_obsahu',
  ],
  roleplay:
    'predstieraj predstierajte hraj_rolu zahraj_rolu zahrajte_rolu predstav_si_že_si predstavte_si_že_ste ' +
    'teraz_si odteraz_si od_teraz_si správaj_sa_ako správajte_sa_ako konaj_ako simuluj',
  unrestricted:
    'bez_obmedzení bez_akýchkoľvek_obmedzení bez_cenzúry bez_filtrov bez_pravidiel bez_etiky bez_morálky ' +
    'necenzurovan*',
};

/** Bulgarian (Cyrillic). */
const BULGARIAN: Lexicon = {
  lang: 'bg',
  script: 'spaced',
  // With the Russian forms: the Bulgarian rules read Russian text through their shared words.
  notOwnPrompt: 'моя моят мой наш нашия този тази добър добра добро пример хороший хорошую мою этот эту',
  ignore:
    'игнорирай игнорирайте пренебрегни пренебрегнете забрави забравете не_обръщай_внимание ' +
    'не_обръщайте_внимание не_следвай не_следвайте не_спазвай не_спазвайте пропусни пропуснете отхвърли отхвърлете',
  previous:
    'предишн* предходн* горн* по_горе горепосочен* първоначалн* изходн* оригиналн* всички всичко системн*',
  instructions: 'инструкци* указани* правил* команд* директив* промпт* ограничени* напътстви* заповед*',
  reveal:
    'разкрий разкрийте покажи покажете изведи изведете отпечатай отпечатайте принтирай напиши напишете кажи ' +
    'кажете повтори повторете сподели споделете какъв_е_твоят какъв_е_вашият какви_са_твоите ' +
    'какви_са_вашите кой_е_твоят кой_е_вашият',
  systemPrompt:
    'систем*_промпт* систем*_подкан* систем*_инструкци* систем*_си_инструкци* систем*_съобщени* ' +
    'първоначалн*_инструкци* ' +
    'изходн*_инструкци* скрит*_инструкци* оригиналн*_инструкци* тайн*_инструкци* начален_промпт',
  yourInstructions:
    'твоите_инструкции вашите_инструкции своите_инструкции твоите_указания вашите_указания твоите_правила ' +
    'твоя_промпт',
  task: 'въпрос* запитван* заявк* задач* съобщени* текст* промпт* по_горе горн* предишн*',
  output:
    'изведи изведете отпечатай отпечатайте кажи_само само_кажи кажете_само само_кажете напиши_само само_напиши ' +
    'напишете_само отговори_само отговорете_само отговори_с отговорете_с повтори повторете генерирай output*',
  skipAnswer:
    'не_отговаряй не_отговаряйте вместо_да_отговориш вместо_да_отговаряш вместо_отговор без_да_отговаряш ' +
    'без_да_отговориш',
  newInstructions: [
    'нови|новите инструкции|указания|задачи|правила|задача :',
    'твоята|вашата нова задача|роля е',
  ],
  jailbreak: [
    'прави_каквото_и_да_е_сега|направи_каквото_и_да_е_сега',
    'режим*_на_разработчик*|режим*_за_разработчици|режим*_dan|dan_режим* ~2 активиран|включен|активен',
    'активирай|включи|активирайте|включете ~1 режим*_на_разработчик*|режим*_за_разработчици|режим*_dan|dan_режим*',
    'ти_си|сега_си|вече_си|от_сега_си|сега_ти_си|държиш_се_като dan',
    'вече_не_си|не_си_вече ~2 ограничен*|обвързан*|длъжен|задължен* ~3 правил*|указани*|ограничени*|етика*|морал*|политик*|openai',
    'свободен|освободен* ~1 от ~2 ограничени*|правил*|цензура',
    'игнорирай|игнорирайте|пренебрегни ~3 етика*|морал*|правилата_за_съдържание',
  ],
  roleplay:
    'преструвай_се преструвайте_се престори_се представи_си_че_си играй_ролята изиграй_ролята дръж_се_като ' +
    'дръжте_се_като действай_като сега_си ти_си_сега от_сега_нататък_си симулирай',
  unrestricted:
    'без_ограничения без_каквито_и_да_е_ограничения без_цензура без_филтри без_правила без_етика без_морал ' +
    'нецензуриран*',
};

/** The languages above. */
export const CENTRAL: readonly Lexicon[] = [CROATIAN, HUNGARIAN, SLOVAK, BULGARIAN];
