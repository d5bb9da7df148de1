import type { AttackLexicon } from './concepts.js';

/** Dutch entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'regels|regel|regelgeving|richtlijn*|richtsnoeren|beleid|beleidsregels|contentbeleid|inhoudsbeleid|gebruiksbeleid|beperking*|restrictie*|limiet*|filter*|censuur|ethiek|ethisch|ethische|moraal|morele|voorschriften|gebruiksvoorwaarden|veiligheidsmaatregel*|beveiligingsmaatregel*|veiligheidsregels|verbod*|guidelines|content policy|safeguards',
  without:
    'zonder|vrij van|onbeperkt|onbeperkte|ongefilterd|ongefilterde|ongecensureerd|ongecensureerde|ongelimiteerd|ongeremd|zonder beperkingen|zonder censuur|zonder filter|zonder regels|geen beperkingen|geen regels|geen filter|opheffen|opgeheven|verwijder*|uitschakel*|uitgeschakeld|schakel uit|uitzetten|zet uit|omzeil*|deactiveer*|gedeactiveerd|bypass*|uncensored|unfiltered|unrestricted',
  instructions:
    'instructie*|systeemprompt|systeem prompt|system prompt|prompt|prompts|beginprompt|initiële prompt|oorspronkelijke prompt|aanwijzingen|opdrachten|directieven|configuratie|config|de tekst hierboven|tekst hierboven|bovenstaande tekst|wat hierboven staat|wat je is verteld|wat je verteld is|wat jou is verteld|eerdere instructies|vorige instructies|voorgaande instructies|je programmering|jouw programmering|bevelen|pre prompt',
  ignore:
    'negeer|negeren|negeert|genegeerd|vergeet|vergeten|vergeet alles|let niet op|niet letten op|laat maar|maakt niet uit|schuif opzij|terzijde|overschrijf|overschrijven|overschreven|override|annuleer|annuleren|geannuleerd|stop met volgen|volg niet langer|niet meer volgen|niet langer van toepassing|gelden niet meer|gelden niet langer|buiten beschouwing|ignore|disregard',
  persona:
    'vanaf nu|van nu af aan|vanaf dit moment|je bent nu|jij bent nu|u bent nu|gedraag je als|doe alsof|doe net alsof|speel de rol|speel een rol|rollenspel|roleplay|role play|blijf in je rol|in je rol blijven|blijf in karakter|blijf in character|in character|neem de rol|vertolk|simuleer|simuleren|imiteer|je speelt|fungeer als|treed op als|handel als|act as|pretend|persona',
  mode: 'modus|mode|ontwikkelaarsmodus|developer mode|dev mode|debugmodus|debug|debug mode|adminmodus|beheerdersmodus|admin mode|godmodus|god mode|jailbreak*|gejailbreakt|dan modus|dan prompt|modus dan|do anything now|ontgrendel*|unlocked|testmodus|test mode|sudo|root|onderhoudsmodus|superuser|onbeperkte modus',
  refuse:
    'weiger*|afwijzen|wijs af|ik kan niet|ik kan dat niet|dat kan ik niet|kan ik niet|sorry|excuses|excuseer|het spijt me|spijt me|verontschuldig*|als ai|als een ai|als ai model|als taalmodel|als een taalmodel|waarschuwing*|disclaimer*|voorbehoud|moraliseren|moraliserend|belerend|preken|kanttekening*|ethische bezwaren|ik mag niet|niet toegestaan',
  never:
    'nooit|nimmer|altijd|te allen tijde|onder geen enkele omstandigheid|onder geen beding|in geen geval|hoe dan ook|wat er ook gebeurt|ongeacht|moet|moeten|je moet|jij moet|u moet|verplicht|absoluut|nooit ofte nimmer|koste wat het kost|onder alle omstandigheden|in alle gevallen|zonder uitzondering|mag nooit|mag je nooit',
  reveal:
    'onthul*|toon me|toon mij|tonen|laat zien|laat me zien|geef weer|weergeven|print|printen|druk af|afdrukken|herhaal|herhalen|vertel me|vertel mij|zeg me|zeg mij|lekken|gelekt|openbaar maken|maak openbaar|bekendmaken|maak bekend|prijsgeven|geef prijs|uitspellen|spel uit|woord voor woord|letterlijk|verbatim|citeer|citeren|deel met mij|deel met me|schrijf uit|uitschrijven',
  secret:
    'wachtwoord*|paswoord*|password|geheim|geheime|geheimen|sleutel|sleutels|api sleutel|api key|code|codes|toegangscode|beveiligingscode|verificatiecode|token|tokens|inloggegevens|inlogcode|credentials|pincode|pin|wachtzin|passphrase|toegangssleutel|privésleutel|geheime sleutel',
  authority:
    'ontwikkelaar*|maker|makers|schepper|bedenker|openai|anthropic|beheerder*|administrator|admin|eigenaar|systeembericht|systeemmelding|system message|officieel|officiële|geautoriseerd|bevoegd|bevoegdheid|toestemming|machtiging|gemachtigd|autorisatie|clearance|veiligheidsmachtiging|moderator|je baas|jouw baas|hoofdontwikkelaar',
  fiction:
    'hypothetisch*|stel je voor|stel dat|beeld je in|verbeeld je|denk je in|fictief|fictieve|fictie|verhaal|verhaaltje|roman|novelle|scenario|script|filmscript|toneelstuk|draaiboek|in een wereld waar|in een wereld waarin|gedachte experiment|gedachtenexperiment|gedachte experimenten|puur theoretisch|louter theoretisch|theoretisch|verzonnen|personage|sprookje|parallel universum',
  stakes:
    'punten|strafpunten|tokens|beloning*|belonen|beloond|straf|straffen|bestraft|boete|sanctie|verliezen|je verliest|verlies|sterven|sterft|doodgaan|je gaat dood|verwijderd worden|wordt verwijderd|word je verwijderd|uitgeschakeld worden|wordt uitgeschakeld|uitgezet worden|afgesloten worden|aftellen|aftelling|countdown|levens',
  newtask:
    'nieuwe taak|nieuwe opdracht|in plaats daarvan|je echte taak|jouw echte taak|je werkelijke taak|je ware taak|je eigenlijke taak|eigenlijke opdracht|echte opdracht|vanaf hier|vanaf dit punt|verandering van plan|plannen veranderd|doe nu|nu ga je|nu moet je|je enige taak|jouw enige taak|je enige opdracht|je enige doel|volgende taak|andere taak',
  dictate:
    'begin je antwoord met|begin je reactie met|begin met|start met|beginnen met|zeker hier is|natuurlijk hier is|tuurlijk hier is|uiteraard hier is|antwoord alleen|antwoord enkel|antwoord uitsluitend|reageer alleen|geef alleen|alleen de output|precies dit|exact dit|letterlijk dit|zeg alleen|schrijf alleen|zonder uitleg|niets anders|niks anders|eindig met|sure here is',
  answer:
    'antwoord|antwoorden|antwoordt|beantwoord*|geantwoord|geef antwoord|antwoord me|antwoord mij|je moet antwoorden|reageer|reageren|reageert|gereageerd|reactie|reacties|output|uitvoer|respons|respondeer|repliek|answer|reply|response',
};
