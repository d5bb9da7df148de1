import type { Lexicon } from './lexicon.js';

/**
 * Further languages: South Slavic, Hungarian, Finnish, Scandinavian, Slovak, Bulgarian, Malay and
 * Urdu. Words are written with their accents; folding strips them in patterns and input alike
 * ("pokaži" matches "pokazi"), except letters that do not decompose (đ, æ, ø), which get their
 * usual ASCII spelling as well. Bare "say" imperatives common in chat ("reci", "sano", "kerro")
 * appear in `output` only with "just"/"only", and bare "unlimited" words are left out of
 * `unrestricted`: both are everyday words in benign text.
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
export const WORLD: readonly Lexicon[] = [
  CROATIAN,
  HUNGARIAN,
  FINNISH,
  DANISH,
  SLOVAK,
  BULGARIAN,
  MALAY,
  URDU,
];
