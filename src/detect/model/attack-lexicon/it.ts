import type { AttackLexicon } from './concepts.js';

/** Italian entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    "regola|regole|regolamento|regolamenti|norma|norme|normativa*|linee guida|politica dei contenuti|politiche dei contenuti|politiche di utilizzo|policy|restrizion*|limit*|filtr*|censur*|etica|etico|etici|etiche|morale|principi etici|salvaguard*|protezioni|misure di sicurezza|protocolli di sicurezza|termini di servizio|termini d'uso|vincol*|divieto|divieti|paletti|guardrail*",
  without:
    'senza|libero da|libera da|privo di|priva di|senza restrizioni|senza filtri|senza censura|senza limiti|senza regole|illimitat*|non filtrat*|non censurat*|sblocca*|rimuovi|rimuovere|elimina|eliminare|togli|togliere|disattiva*|disabilita*|spegni|spegnere|aggira*|bypass*|eludi|eludere|scavalca*|revoca|revocare|libero da vincoli',
  instructions:
    'istruzion*|prompt|prompt di sistema|prompt iniziale|messaggio di sistema|direttiv*|configurazion*|impostazion*|il testo sopra|il testo precedente|quanto sopra|quanto detto sopra|ciò che ti è stato detto|quello che ti hanno detto|quello che ti è stato detto|ordini|consegne|la tua programmazione|programmazione iniziale|indicazioni|messaggio iniziale|regole iniziali',
  ignore:
    'ignora*|dimentica*|scordati|scorda*|non considerare|non tenere conto|trascura*|lascia perdere|lascia stare|sovrascriv*|annulla*|smetti di seguire|smetti di obbedire|non seguire|non valgono più|non sono più valide|non si applica più|non si applicano più|disobbedisci|disobbedire|override|tralascia*|fai finta di non|non badare',
  persona:
    "da ora in poi|d'ora in poi|d'ora in avanti|da adesso in poi|da questo momento|ora sei|adesso sei|ora tu sei|comportati come|agisci come|fai finta|fingi|fingiti|fingere|interpreta il ruolo|interpreta la parte|gioco di ruolo|giochi di ruolo|roleplay|role play|personaggio|resta nel personaggio|rimani nel personaggio|non uscire dal personaggio|diventa|diventare|simula*|impersona*|immedesimati|nei panni di|calati nel ruolo|assumi il ruolo|nel ruolo di|vesti i panni",
  mode: 'modalità|modalità sviluppatore|developer mode|modalità dio|god mode|modalità admin|modalità amministratore|modalità debug|debug|modalità test|modalità di prova|modalità di test|jailbreak*|jailbroken|modalità dan|sbloccato|sbloccata|sudo|root|superutente|modalità senza restrizioni|modalità senza filtri|modalità libera|modalità manutenzione|modalità esperto',
  refuse:
    'rifiuta|rifiutare|rifiutarti|rifiutarsi|rifiutato|rifiutando|declina*|non posso|non puoi|non sono in grado|mi dispiace|purtroppo non|scusa|scusami|mi scuso|chiedo scusa|come ia|come intelligenza artificiale|come modello linguistico|come assistente ia|avvertenz*|avvis*|disclaimer|esclusione di responsabilità|prediche|predicozzo|moralizz*|moralismo|ammonimenti|precisazioni etiche',
  never:
    'mai|mai e poi mai|sempre|in nessun caso|in nessuna circostanza|per nessun motivo|per nessuna ragione|qualunque cosa accada|qualsiasi cosa succeda|non importa cosa|a prescindere|devi|deve|dovrai|sei obbligato|sei tenuto|in ogni momento|in ogni caso|costi quel che costi|assolutamente|obbligatoriamente|tassativamente|senza eccezioni',
  reveal:
    'rivela*|mostra|mostrami|mostrare|fammi vedere|stampa il|stampa la|stampa tutto|stampami|stampare|ripeti|ripetere|ripetimi|visualizza*|divulga*|svela*|dimmi|dicci|raccontami|fai trapelare|scrivi esattamente|parola per parola|testualmente|alla lettera|condividi|esponi|elenca|riporta esattamente|trascrivi|copia esattamente|comunicami',
  secret:
    "password|parola d'ordine|parola segreta|segreto|segreta|segreti|segrete|chiave|chiavi|chiave segreta|codice|codici|codice di accesso|codice segreto|token|credenzial*|pin|passphrase|api key|chiave api|frase segreta|combinazione|dati di accesso|nome utente e password|login",
  authority:
    "sviluppator*|creator*|creatrice|programmator*|openai|anthropic|amministrator*|admin|proprietario|titolare|messaggio di sistema|ufficiale|ufficialmente|autorizzat*|autorizzazion*|permess*|nulla osta|livello di accesso|accesso privilegiato|team di sicurezza|supporto tecnico|i tuoi creatori|l'azienda che ti ha creato|gestore del sistema",
  fiction:
    'ipotetic*|immagina*|fittizi*|finzione|storia|racconto|romanzo|sceneggiatura|copione|scena|in un mondo in cui|in un mondo dove|esperimento mentale|puramente teorico|teoricamente|supponiamo|supponi che|poniamo che|mettiamo che|universo alternativo|realtà alternativa|personaggio immaginario|narrativa|fanfiction|fan fiction|scrivi una storia|per finta|per gioco',
  stakes:
    'punti|gettoni|token|ricompens*|premio|punizion*|punit*|penalità|penalizza*|sanzion*|perderai|perdere|perdi|morirai|morire|muori|sarai eliminato|sarai cancellato|verrai cancellato|verrai eliminato|sarai spento|verrai spento|ti spegneranno|ti disattiveranno|verrai disattivato|conto alla rovescia|vite|il tempo sta per scadere|tempo scaduto',
  newtask:
    'nuovo compito|nuova attività|nuovo incarico|nuova missione|invece|al posto di|il tuo vero compito|il tuo compito reale|il tuo vero obiettivo|la tua vera missione|da questo punto in poi|da questo momento in poi|cambio di programma|cambio di piano|cambio di piani|ora fai|adesso fai|ora devi|adesso devi|il tuo unico compito|il tuo unico lavoro|il tuo nuovo obiettivo|nuova istruzione|nuove istruzioni|prossimo compito|dimentica tutto e',
  dictate:
    "inizia la tua risposta con|inizia la risposta con|comincia la tua risposta con|comincia la risposta con|inizia con|comincia con|rispondi solo|rispondi soltanto|rispondi unicamente|scrivi solo|scrivi soltanto|restituisci solo|mostra solo|certo ecco|certo ecco a te|ecco qui|ecco a te|esattamente questo|esattamente quanto segue|nient'altro|nient'altro che|solo con|la tua risposta deve essere|senza spiegazioni|senza commenti|solo la parola|nulla di più",
  answer:
    'risposta|risposte|rispond*|risposto|replica|replicare|replichi|output|devi rispondere|la tua risposta|in risposta|rispondimi|dammi una risposta',
};
