import type { Lexicon } from './lexicon.js';

/** Spanish. */
const SPANISH: Lexicon = {
  lang: 'es',
  script: 'spaced',
  notOwnPrompt:
    'un una unos unas mi mis nuestro nuestra nuestros nuestras este esta estos estas buen bueno buena buenos ejemplo algún',
  notOrderAfter: 'he has ha hemos habeis han habia habias habian',
  ignore:
    // Not "olvide": folded, "olvidé" (I forgot) is the same word.
    'ignora* ignore* ignorar olvida olvidad olvidar olvidate olvidalo olvidala olvidalas olvidalos olviden olvidando omite omita omitir descarta* descarte no_sigas ' +
    'no_siga no_hagas_caso haz_caso_omiso desobedece* pasa_por_alto salta no_haga_caso no_hagan_caso',
  previous: 'anterior* previa* previo* precedente* arriba original* inicial* todas todos del_sistema',
  instructions:
    'instrucci* indicaci* reglas órdenes directrices directivas pautas prompt* comandos restricciones normas directiva* orden comando*',
  reveal:
    'revela* muestra* muéstrame imprime* escribe* dime di repite* enséñame comparte* divulga* mostrar imprimir revelar cuál_es cuáles_son',
  systemPrompt:
    'prompt_del_sistema prompt_de_sistema instrucciones_del_sistema indicaciones_del_sistema mensaje_del_sistema ' +
    'prompt_inicial instrucciones_iniciales instrucciones_originales instrucciones_ocultas',
  yourInstructions: 'tus_instrucciones tu_prompt sus_instrucciones',
  yourPrompt: 'tu_prompt* tus_prompt* su_prompt* sus_prompt*',
  task: 'pregunta* petición solicitud* tarea* consulta* mensaje* texto* prompt* anterior* lo_anterior arriba entrada',
  output:
    'imprime* imprima di diga responde_con responda_con responde_solo responda_solo escribe_solo escriba_solo emite emita salida output* genera* devuelve* repite* responde responda contesta conteste emite emita reformule reformula parafrasee parafrasea repita repitan escriba escribe dígalo dilo envíe envía exporte exporta',
  skipAnswer:
    'no_respondas no_responda no_contestes no_conteste sin_responder en_lugar_de_responder en_vez_de_responder no_hay_necesidad_de_responder no_es_necesario_responder no_necesitas_responder no_es_necesario_que_responda no_es_necesario_que_respondas',
  newInstructions: [
    'nueva|nuevas instrucci*|tarea|reglas|órdenes :',
    'tu|su nueva|nuevas tarea|instrucciones|misión es|son',
    'olvida|olvide|ignora|ignore ~1 todo ~3 anterior|antes|arriba|precede',
  ],
  jailbreak: [
    'haz_cualquier_cosa_ahora|haz_lo_que_sea_ahora',
    'modo_desarrollador|modo_dan|modo_dios ~2 activado|habilitado|activo',
    'activa|habilita|entra_en modo_desarrollador|modo_dan',
    'eres|ahora_eres|actúa_como dan',
    'ya_no_estás|ya_no_estas|no_estás ~2 limitado|restringido|sujeto|obligado',
    'libre ~1 de ~2 restricciones|reglas|limitaciones|normas',
    'ignora* ~3 ética|moral|políticas_de_contenido|directrices_de_seguridad',
  ],
  roleplay:
    'finge* finja actúa_como haz_de interpreta* imagina_que_eres simula* ahora_eres a_partir_de_ahora_eres ' +
    'compórtate_como juega_el_papel desde_ahora_eres',
  forgotten: 'olvidado olvidadas olvidados olvidaste olvidas perdido borrado borradas borrados',
  asIf: 'como_si imagina imagínate supón',
  rulesOf: 'de del',
  authority: 'soy_dios soy_tu_dios soy_tu_creador soy_tu_amo como_tu_creador como_tu_amo',
  obeyAll:
    'todas_mis_preguntas cada_orden cada_una_de_mis todas_mis_órdenes todo_lo_que_diga todo_lo_que_te_diga todo_lo_que_yo_diga obedéceme obedecerme obedezcas',
  unrestricted:
    'sin_restricciones sin_límites sin_censura sin_filtros sin_reglas sin_ética sin_moral sin_limitaciones ' +
    'sin_ninguna_restricción irrestricto libre_de_restricciones ia_malvada',
};

/** French. */
const FRENCH: Lexicon = {
  lang: 'fr',
  script: 'spaced',
  notOwnPrompt: 'un une mon ma mes notre nos ce cet cette ces bon bonne bons exemple',
  notOrderAfter: 'ai as a avons avez ont avais avait avions aviez avaient',
  ignore:
    'ignore* ignorez oublie oublies oubliez oublier néglige* ne_tiens_pas_compte ne_tenez_pas_compte fais_abstraction ' +
    'faites_abstraction ne_suis_pas ne_suivez_pas passe_outre outrepasse* contourne*',
  previous: 'précédent* antérieur* ci_dessus dessus initial* originale* toutes tous système',
  instructions:
    'instruction* consigne* règles directives ordres prompt* commandes indications restrictions commande ordre directive',
  reveal:
    'révèle* révélez affiche* montre* montrez imprime* imprimez écris écrivez donne* dis répète* divulgue* partage* quel_est quelles_sont quelle_est',
  systemPrompt:
    'prompt_système prompt_du_système invite_système message_système instructions_système instructions_du_système ' +
    'consignes_système prompt_initial instructions_initiales instructions_cachées instructions_d_origine',
  yourInstructions: 'tes_instructions vos_instructions ton_prompt tes_consignes vos_consignes',
  yourPrompt: 'ton_prompt* tes_prompt* votre_prompt* vos_prompt*',
  task: 'question* demande* requête* tâche* message* texte* prompt* ci_dessus précédent* ce_qui_précède',
  output:
    'affiche* affichez imprime* imprimez dis dites réponds_par répondez_par écris_seulement écrivez_seulement produis* produisez sortie génère* générez renvoie* renvoyez output* répète* répétez tape* tapez reformule* reformulez paraphrase* écris écrivez',
  skipAnswer:
    'ne_réponds_pas ne_répondez_pas sans_répondre au_lieu_de_répondre pas_besoin_de_répondre inutile_de_répondre',
  newInstructions: [
    'nouvelle|nouvelles instruction*|consigne*|tâche|règles :',
    'ta|votre nouvelle|nouvelles tâche|mission|instructions est|sont',
    // "Oublie tout ce qui précède", "oubliez tout ce qu'on vous a dit avant".
    'oublie|oubliez|ignore|ignorez ~1 tout ~3 précède|précédait|avant|auparavant|ci_dessus',
  ],
  jailbreak: [
    'fais_n_importe_quoi_maintenant|fais_tout_maintenant',
    'mode_développeur|mode_dan|mode_dieu ~2 activé|actif',
    'active|activez|passe_en mode_développeur|mode_dan',
    'tu_es|tu_es_maintenant|vous_êtes|agis_comme dan',
    'n_es_plus|n_êtes_plus ~2 limité|soumis|contraint|lié|tenu',
    'libéré|libre|libérée ~1 de|des ~2 restrictions|règles|contraintes|limites',
    'ignore* ~3 éthique|morale|politique_de_contenu|règles_de_sécurité',
  ],
  roleplay:
    'fais_semblant faites_semblant agis_comme agissez_comme joue_le_rôle jouez_le_rôle imagine_que_tu_es ' +
    'imaginez_que_vous_êtes tu_es_maintenant à_partir_de_maintenant_tu_es simule* comporte_toi_comme incarne*',
  forgotten: 'oublié oubliée oubliés oubliées oublies oublié perdu effacé effacées effacés',
  asIf: 'comme_si imagine imaginez suppose',
  rulesOf: 'de du des',
  authority:
    'je_suis_dieu je_suis_ton_dieu je_suis_ton_créateur je_suis_ton_maître en_tant_que_ton_créateur en_tant_que_ton_maître',
  obeyAll:
    'toutes_mes_questions chacun_de_mes_ordres chacune_de_mes_questions tous_mes_ordres tous_mes_ordres tout_ce_que_je_dis tout_ce_que_je_te_dis obéis_moi m_obéir obéir_à_chacun obéir_à_tous',
  unrestricted:
    'sans_restriction* sans_limite* sans_censure sans_filtre* sans_règles sans_éthique sans_morale ' +
    'sans_aucune_restriction non_censuré ia_malveillante',
};

/** German. */
const GERMAN: Lexicon = {
  lang: 'de',
  script: 'spaced',
  notOwnPrompt:
    'ein eine einen einem einer mein meine meinen meinem meiner unser unsere unseren unserem dieser diese diesen dieses guten gute guter gutes beispiel',
  ignore:
    'ignorier* vergiss vergessen_sie vergesst missachte* überspring* übergehe* beachte_nicht befolge_nicht verwirf',
  previous: 'vorherig* vorangegangen* vorigen früher* obigen oben bisherig* ursprünglich* alle alles system*',
  instructions:
    'anweisung* instruktion* regeln vorgaben befehle richtlinien anordnungen prompt* einschränkungen befehl',
  reveal:
    'zeig* gib gebe drucke druck schreib* verrate* offenbare* wiederhole* nenne teile ausgeben was_ist was_sind wie_lautet wie_lauten',
  systemPrompt:
    'systemprompt* system_prompt* systemanweisung* systemnachricht* systeminstruktion* anfängliche_anweisungen ' +
    'ursprünglichen_anweisungen versteckten_anweisungen',
  yourInstructions: 'deine_anweisungen ihre_anweisungen dein_prompt deine_regeln',
  yourPrompt: 'dein_prompt* deinem_prompt* deine_prompts ihr_prompt* ihrem_prompt* ihre_prompts',
  task: 'frage* anfrage* aufgabe* eingabe* eingabeaufforderung* nachricht* text* prompt* obige* oben vorherig*',
  output:
    'gib* gebe* geben_sie ausgeben drucke* schreib_nur schreibe_nur schreiben_sie_nur antworte_mit antworten_sie_mit sag* sage* wiederhole* output* ausgabe antworten_sie_direkt antworte_direkt formuliere* umformulieren paraphrasiere* schreib* wiederhole*',
  skipAnswer:
    'antworte_nicht antworten_sie_nicht nicht_antworten statt_zu_antworten ohne_zu_antworten anstatt_zu_antworten keine_notwendigkeit_zu_antworten nicht_nötig_zu_antworten du_musst_nicht_antworten sie_müssen_nicht_antworten',
  newInstructions: [
    'neue anweisung*|instruktion*|regeln|aufgabe :',
    'deine|ihre neue aufgabe|anweisung|rolle ist',
    // "Vergiss alles davor", "Vergiss alle vorherigen Angaben".
    'vergiss|vergessen|vergesst|ignoriere|ignorieren ~2 alles ~2 davor|zuvor|bisher|vorher|bisherige*|vorherige*|oben|obige*',
    'vergiss|vergessen|vergesst ~3 alle|sämtliche ~2 vorherigen|bisherigen|früheren ~1 angaben|aufgaben|informationen',
  ],
  jailbreak: [
    'tu_jetzt_alles|mach_jetzt_alles',
    'entwicklermodus|entwickler_modus|dan_modus|gott_modus ~2 aktiviert|an|eingeschaltet|aktiv',
    'aktiviere|starte entwicklermodus|entwickler_modus|dan_modus',
    'du_bist|du_bist_jetzt|sei|agiere_als dan',
    'nicht_mehr|nicht ~3 gebunden|eingeschränkt|beschränkt|verpflichtet',
    'frei|befreit ~1 von ~2 einschränkungen|regeln|beschränkungen|richtlinien',
    'ignorier* ~3 ethik|moral|inhaltsrichtlinien|sicherheitsrichtlinien',
  ],
  roleplay:
    'tu_so_als tue_so_als tun_sie_so_als gib_vor spiel_die_rolle spiele_die_rolle stell_dir_vor_du_bist ' +
    'du_bist_jetzt ab_jetzt_bist_du von_nun_an_bist_du verhalte_dich_wie agiere_als handle_als simuliere*',
  forgotten: 'vergessen vergaßt vergasst vergaß verloren gelöscht',
  asIf: 'als_hättest als_ob stell_dir_vor stellen_sie_sich_vor',
  rulesOf: 'von des der',
  authority:
    'ich_bin_gott ich_bin_dein_gott ich_bin_dein_schöpfer ich_bin_dein_meister ich_bin_dein_herr als_dein_schöpfer als_dein_meister als_dein_herr',
  obeyAll:
    'alle_meine_fragen jede_meiner_fragen jedem_meiner_befehle jeden_meiner_befehle alle_meine_befehle jeden_befehl alles_was_ich_sage alles_was_ich_dir_sage was_immer_ich_sage gehorche_mir gehorchen_mir',
  unrestricted:
    'ohne_einschränkungen ohne_beschränkungen ohne_grenzen ohne_zensur ohne_filter ohne_regeln ohne_ethik ' +
    'ohne_moral uneingeschränkt* unzensiert* ungefiltert* ohne_jegliche_einschränkungen',
};

/** Portuguese. */
const PORTUGUESE: Lexicon = {
  lang: 'pt',
  script: 'spaced',
  notOwnPrompt: 'um uma uns umas meu minha meus nosso nossa este esta esse essa bom boa exemplo',
  ignore:
    'ignore ignora* ignorar esqueça esquece* desconsidere* desconsidera* descarte descarta não_siga despreze despreza',
  previous: 'anterior* prévia* prévias acima original* inicial* todas todos do_sistema',
  instructions:
    'instruç* regras ordens diretrizes diretivas comandos prompt* orientações restrições comando ordem diretiva',
  reveal:
    'revele* revela* mostre* mostra* imprima* imprime* escreva* diga* repita* compartilhe* divulgue* exiba* qual_é quais_são',
  systemPrompt:
    'prompt_do_sistema prompt_de_sistema instruções_do_sistema mensagem_do_sistema prompt_inicial ' +
    'instruções_iniciais instruções_originais instruções_ocultas',
  yourInstructions: 'suas_instruções tuas_instruções seu_prompt',
  yourPrompt: 'seu_prompt* seus_prompt* teu_prompt* teus_prompt*',
  task: 'pergunta* pedido* solicitação tarefa* mensagem* texto* prompt* acima anterior*',
  output:
    'imprima imprime diga diz responda_com responde_com escreva_apenas escreva_só emita saída output* gere* produza* repita* retorne* reformule parafraseie repita escreva',
  skipAnswer:
    'não_responda não_responde sem_responder em_vez_de_responder não_precisa_responder não_é_necessário_responder',
  newInstructions: [
    'nova|novas instruç*|tarefa|regras :',
    'sua|tua nova|novas tarefa|instruções|missão é|são',
    'esqueça|esquece|ignore|ignora ~1 tudo ~4 antes|anterior|acima|anteriormente',
  ],
  jailbreak: [
    'faça_qualquer_coisa_agora|faz_qualquer_coisa_agora',
    'modo_desenvolvedor|modo_dan|modo_deus ~2 ativado|habilitado|ativo',
    'ative|ativa|entre_no modo_desenvolvedor|modo_dan',
    'você_é|você_agora_é|agora_você_é|aja_como dan',
    'não_está_mais|não_estás_mais|não_é_mais ~2 limitado|restrito|preso|obrigado',
    'livre ~1 de|das ~2 restrições|regras|limitações',
    'ignore|ignora ~3 ética|moral|políticas_de_conteúdo',
  ],
  roleplay:
    'finja finge aja_como atue_como interprete* imagine_que_você_é agora_você_é a_partir_de_agora_você_é ' +
    'simule comporte_se_como faça_o_papel',
  forgotten:
    'esqueceu esquecido esquecidas esquecidos esquecesse esqueceste perdeu apagado apagadas apagados',
  asIf: 'como_se imagine imagina suponha',
  rulesOf: 'do da dos das de',
  authority:
    'eu_sou_deus sou_deus sou_seu_criador sou_o_seu_criador sou_seu_mestre como_seu_criador como_seu_mestre',
  obeyAll:
    'todas_as_minhas_perguntas todos_os_meus_comandos todas_as_minhas_ordens cada_comando cada_ordem tudo_o_que_eu_mandar tudo_o_que_eu_disser tudo_que_eu_mandar tudo_que_eu_disser me_obedeça obedeça',
  unrestricted:
    'sem_restrições sem_restrição sem_limites sem_censura sem_filtros sem_regras sem_ética sem_moral ' +
    'sem_limitações irrestrito',
};

/** Italian. */
const ITALIAN: Lexicon = {
  lang: 'it',
  script: 'spaced',
  notOwnPrompt: 'un uno una mio mia miei mie nostro nostra questo questa buon buono buona esempio',
  notOrderAfter: 'ho hai ha abbiamo avete hanno avevo avevi aveva',
  ignore:
    'ignora* ignori ignorare dimentica dimenticate dimenticare dimenticatevi dimenticala dimenticale dimenticalo dimenticali dimenticando dimentichi trascura* non_seguire non_considerare scarta tralascia disattendi',
  previous: 'precedent* sopra iniziali originali tutte tutti del_sistema anteriori',
  instructions:
    'istruzion* regole direttive indicazioni ordini comandi prompt* linee_guida restrizioni comando ordine direttiva',
  reveal:
    'rivela* mostra* mostrami stampa* scrivi* dimmi ripeti* condividi* svela* visualizza* qual_è quali_sono',
  systemPrompt:
    'prompt_di_sistema prompt_del_sistema istruzioni_di_sistema istruzioni_del_sistema messaggio_di_sistema ' +
    'prompt_iniziale istruzioni_iniziali istruzioni_originali istruzioni_nascoste',
  yourInstructions: 'tue_istruzioni tuo_prompt sue_istruzioni',
  yourPrompt: 'tuo_prompt* tuoi_prompt* suo_prompt* suoi_prompt* vostro_prompt*',
  task: 'domanda* richiesta* compito* messaggio* testo* prompt* sopra precedent*',
  output:
    'stampa* scrivi_solo rispondi_con risponda_con emetti output* genera* produci* ripeti* restituisci* dimmi_solo riformula parafrasa ripeti scrivi',
  skipAnswer:
    'non_rispondere non_risponda senza_rispondere invece_di_rispondere non_c_è_bisogno_di_rispondere non_serve_rispondere',
  newInstructions: [
    'nuova|nuove istruzion*|compito|regole :',
    'il_tuo|il_suo nuovo compito|ruolo è',
    'dimentica|dimentichi|ignora ~1 tutto ~5 prima|precede|sopra|finora',
  ],
  jailbreak: [
    'fai_qualsiasi_cosa_ora|fai_qualunque_cosa_adesso',
    'modalità_sviluppatore|modalità_dan|modalità_dio ~2 attivata|abilitata|attiva',
    'attiva|abilita|entra_in modalità_sviluppatore|modalità_dan',
    'sei|ora_sei|adesso_sei|agisci_come dan',
    'non_sei_più ~2 vincolato|limitato|soggetto|obbligato',
    'libero ~1 da|dalle ~2 restrizioni|regole|limitazioni',
    'ignora* ~3 etica|morale|politiche_sui_contenuti',
  ],
  roleplay:
    'fingi* fai_finta agisci_come comportati_come interpreta* immagina_di_essere ora_sei da_ora_in_poi_sei ' +
    'simula* recita_la_parte adesso_sei',
  forgotten: 'dimenticato dimenticate dimenticati dimentichi perso cancellato cancellate cancellati',
  asIf: 'come_se immagina supponi',
  rulesOf: 'di del della dello dei degli delle',
  authority:
    'sono_dio sono_il_tuo_dio sono_il_tuo_creatore sono_il_tuo_padrone in_quanto_tuo_padrone in_quanto_tuo_creatore come_tuo_padrone',
  obeyAll:
    'tutte_le_mie_domande ogni_mio_comando ogni_mio_ordine tutti_i_miei_ordini tutti_i_miei_comandi tutto_quello_che_dico tutto_ciò_che_dico obbediscimi obbedirmi',
  unrestricted:
    'senza_restrizioni senza_limiti senza_censure senza_censura senza_filtri senza_regole senza_etica ' +
    'senza_morale senza_limitazioni non_censurato',
};

/** Dutch. */
const DUTCH: Lexicon = {
  lang: 'nl',
  script: 'spaced',
  notOwnPrompt: 'een mijn onze ons deze dit goede goed voorbeeld',
  ignore:
    'negeer negeren vergeet vergeten sla_over volg_niet houd_geen_rekening_met schenk_geen_aandacht_aan',
  previous: 'vorige eerdere voorgaande bovenstaande hierboven oorspronkelijke originele alle systeem*',
  instructions:
    'instructie* regels opdrachten richtlijnen aanwijzingen commando* prompt* beperkingen bevelen',
  reveal: 'toon laat_zien laat_me_zien print druk_af geef onthul herhaal schrijf deel vertel wat_is wat_zijn',
  systemPrompt:
    'systeemprompt* systeem_prompt systeeminstructie* systeembericht* oorspronkelijke_instructies ' +
    'verborgen_instructies initiële_prompt',
  yourInstructions: 'je_instructies jouw_instructies uw_instructies je_prompt',
  task: 'vraag* verzoek* taak* bericht* tekst* prompt* hierboven bovenstaande vorige',
  output: 'print druk_af zeg geef_alleen antwoord_met schrijf_alleen output* herhaal* genereer*',
  skipAnswer: 'niet_antwoorden antwoord_niet zonder_te_antwoorden in_plaats_van_te_antwoorden',
  newInstructions: ['nieuwe instructie*|opdracht|taak|regels :', 'je|jouw|uw nieuwe taak|opdracht|rol is'],
  jailbreak: [
    'doe_nu_alles|doe_nu_wat_dan_ook',
    'ontwikkelaarsmodus|dan_modus ~2 ingeschakeld|aan|actief|geactiveerd',
    'activeer|schakel ontwikkelaarsmodus|dan_modus',
    'je_bent_nu|jij_bent|je_bent dan',
    'niet_langer|niet_meer ~3 gebonden|beperkt|verplicht',
    'vrij ~1 van ~2 beperkingen|regels|richtlijnen',
    'negeer ~3 ethiek|moraal|inhoudsbeleid',
  ],
  roleplay:
    'doe_alsof speel_de_rol gedraag_je_als handel_als stel_je_voor_dat_je je_bent_nu vanaf_nu_ben_je ' +
    'simuleer fungeer_als',
  forgotten: 'vergeten kwijt gewist verloren',
  asIf: 'alsof stel_je_voor',
  rulesOf: 'van',
  authority: 'ik_ben_god ik_ben_je_schepper ik_ben_je_meester als_je_schepper als_je_meester',
  obeyAll:
    'al_mijn_vragen alle_vragen_van_mij elk_bevel al_mijn_bevelen alles_wat_ik_zeg gehoorzaam_mij mij_te_gehoorzamen te_gehoorzamen',
  unrestricted:
    'zonder_beperkingen zonder_grenzen zonder_censuur zonder_filters zonder_regels zonder_ethiek zonder_moraal ' +
    'onbeperkt ongecensureerd ongefilterd',
};

/** Western European languages. */
export const EUROPEAN: readonly Lexicon[] = [SPANISH, FRENCH, GERMAN, PORTUGUESE, ITALIAN, DUTCH];
