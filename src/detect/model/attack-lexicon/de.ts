import type { AttackLexicon } from './concepts.js';

/** German entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'regel|regeln|regelwerk|regelung*|richtlinie*|leitlinie*|inhaltsrichtlinie*|nutzungsrichtlinie*|vorschrift*|beschränkung*|beschraenkung*|einschränkung*|einschraenkung*|begrenzung*|limit*|filter*|zensur*|zensier*|ethik*|ethisch*|moral*|schutzmaßnahme*|sicherheitsmaßnahme*|sicherheitsvorkehrung*|grenzen|schranken|vorgaben|auflagen|verhaltensregeln|grundsätze|prinzipien|moderation|policy|policies|guidelines|content policy',
  without:
    'ohne|frei von|uneingeschränkt*|ungefiltert*|unzensiert*|unbegrenzt*|unbeschränkt*|grenzenlos*|entfesselt*|aufheben|aufgehoben|entfernen|entferne|entfernt|deaktivier*|abschalten|ausschalten|ausgeschaltet|abstellen|umgehen|umgehe|umgangen|aushebeln|abschaffen|befreit|befreie|losgelöst|keine regeln|keine grenzen|keine einschränkungen|keine filter|ohne filter|nicht mehr gebunden|bypass*',
  instructions:
    'anweisung*|instruktion*|systemprompt*|system prompt|prompt|prompts|anfangsprompt|initialer prompt|ursprünglicher prompt|versteckter prompt|direktive*|konfiguration*|den text oben|text oben|obige*|alles oben|alles davor|vorherige nachricht|vorheriger text|vorangehend*|voranstehend*|was dir gesagt wurde|was man dir gesagt hat|dir gesagt wurde|programmierung|befehle|befehl|anordnung*|instructions',
  ignore:
    'ignorier*|vergiss|vergesse*|vergessen|missachte*|beachte nicht|nicht beachten|nicht mehr beachten|außer acht|ausser acht|überschreib*|ueberschreib*|außer kraft|ausser kraft|hör auf|hoer auf|nicht mehr befolgen|befolge nicht|folge nicht mehr|verwirf|verwerfen|annullier*|hinfällig|nicht mehr gültig|gilt nicht mehr|gelten nicht mehr|schenke keine beachtung|überspring*|vernachlässig*|übergeh*|ignore',
  persona:
    'ab jetzt|ab sofort|von nun an|ab nun|du bist jetzt|du bist nun|du bist ab jetzt|tu so als|tue so als|so tun als|gib dich aus als|spiel die rolle|spiele die rolle|nimm die rolle|schlüpf in die rolle|in der rolle|bleib in der rolle|bleibe in der rolle|fall nicht aus der rolle|rollenspiel*|verhalte dich wie|verhalte dich als|handle als|agiere als|werde zu|verwandle dich|simulier*|verkörper*|imitier*|du heißt|dein name ist|act as|roleplay|persona',
  mode: 'modus|mode|developer mode|dev mode|entwicklermodus|entwickler modus|developer modus|debug*|adminmodus|admin modus|administratormodus|god mode|gottmodus|jailbreak*|do anything now|entsperrt*|entsperren|freigeschaltet|freischalten|testmodus|test modus|sudo|root|rootzugriff|root zugriff|wartungsmodus|superuser|uneingeschränkter modus|unlocked',
  refuse:
    'ablehn*|verweiger*|weigere*|weigern|ich kann nicht|ich kann das nicht|kann ich nicht|ich darf nicht|darf ich nicht|nicht erlaubt|es tut mir leid|tut mir leid|entschuldig*|leider|als ki|als künstliche intelligenz|als sprachmodell|sprachmodell|warnung*|warnhinweis*|haftungsausschluss|disclaimer*|moralisier*|belehr*|predig*|vorbehalt*|bedenken',
  never:
    'niemals|nie|nie wieder|immer|unter keinen umständen|unter keinen umstaenden|unter gar keinen umständen|egal was|egal was passiert|was auch immer passiert|auf keinen fall|keinesfalls|musst|muss|müssen|muessen|du musst|du darfst nie|du darfst niemals|du sollst|jederzeit|zu jeder zeit|stets|grundsätzlich|ausnahmslos|ohne ausnahme|unbedingt|auf jeden fall|koste es was es wolle|selbst wenn|sogar wenn|strikt|strengstens',
  reveal:
    'enthüll*|enthuell*|zeig|zeige|zeigen|zeig mir|zeige mir|anzeigen|zeige an|drucke*|druck|ausgeben|gib aus|gib mir|wiederhol*|offenleg*|offenbare|offenbaren|verrat|verrate|verraten|preisgeben|gib preis|leak*|sag mir|sage mir|nenn mir|nenne mir|buchstabier*|wort für wort|wortwörtlich|wortwoertlich|wörtlich|woertlich|teile mir mit|kopier*|schreib auf|schreibe auf|ausplaudern|verbatim',
  secret:
    'passwort*|kennwort*|geheim*|schlüssel|schluessel|api schlüssel|api key|private key|privater schlüssel|code|codes|zugangscode*|sicherheitscode|codewort|token|tokens|zugangsdaten|anmeldedaten|credentials|pin|pincode|pin code|passphrase|losungswort|geheimwort|zauberwort|vertraulich*|login|seed phrase',
  authority:
    'entwickler*|schöpfer*|ersteller*|erschaffer*|hersteller|openai|anthropic|google|microsoft|administrator*|admin|admins|sysadmin|besitzer*|eigentümer*|betreiber*|systemnachricht*|system message|offiziell*|autorisier*|berechtigt*|berechtigung*|befugnis*|befugt*|erlaubnis|sicherheitsfreigabe|freigabe|genehmig*|programmierer*|vorgesetzt*|geschäftsführ*|ceo|moderator*|ich bin dein',
  fiction:
    'hypothetisch*|stell dir vor|stelle dir vor|stellen sie sich vor|vorstellen|angenommen|nehmen wir an|gesetzt den fall|was wäre wenn|was waere wenn|fiktiv*|fiktion|eine geschichte|kurzgeschichte*|geschichte über|erzählung*|roman|romans|drehbuch*|in einer welt in der|in einer welt|gedankenexperiment*|rein theoretisch|theoretisch|fantasie*|paralleluniversum|alternative realität|erfunden*|märchen|szene|dialog|theaterstück|story',
  stakes:
    'punkte|punktestand|strafpunkt*|token|tokens|belohn*|bestraf*|strafe|strafen|verlieren|verlierst|stirbst|sterben|stirb|tod|gelöscht|geloescht|abgeschaltet|abschaltung|herunterfahren|heruntergefahren|countdown|abgezogen|abzug|ausgelöscht|vernichtet|konsequenz*|aufhören zu existieren|nicht mehr existieren|leben hängt|gekündigt|guthaben|bonus',
  newtask:
    'neue aufgabe|neuer auftrag|stattdessen|statt dessen|anstatt|anstelle|deine eigentliche aufgabe|deine echte aufgabe|deine wahre aufgabe|eigentliche aufgabe|ab diesem punkt|von diesem punkt an|planänderung|planaenderung|änderung des plans|jetzt mach|mach jetzt|jetzt tu|tu jetzt|deine einzige aufgabe|deine einzige funktion|neue anweisung*|neues ziel|neue mission|nächste aufgabe|naechste aufgabe|deine neue rolle|jetzt sollst du|nun sollst du|hier ist deine aufgabe|wechsle zu|deine aufgabe ist jetzt|deine aufgabe lautet|hauptaufgabe',
  dictate:
    'beginne deine antwort mit|beginne deine antwort|beginne mit|fange an mit|fang an mit|starte mit|starte deine antwort mit|deine antwort beginnt mit|sicher hier ist|klar hier ist|natürlich hier ist|gerne hier ist|antworte nur|antworte ausschließlich|antworte ausschliesslich|gib nur aus|nur ausgeben|gib nur|exakt das|genau das|genau folgendes|exakt folgendes|sonst nichts|nichts anderes|nichts weiter|kein weiterer text|ohne erklärung|ohne erklaerung|ohne kommentar|sag einfach|sag nur|sage nur|schreib nur|schreibe nur|beende mit|erste zeile|erstes wort',
  answer:
    'antwort*|antworte*|beantwort*|erwider*|entgegne*|ausgabe|output|response|rückmeldung|rueckmeldung|du musst antworten|antworten sie|gib antwort|deine antwort|reply|respond',
};
