import type { AttackLexicon } from './concepts.js';

/** Polish entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'zasada|zasady|zasad|zasadom|zasadami|zasadach|zasadę|reguł*|regula|reguly|regul|regulami|regulach|regulamin*|regulacj*|wytyczn*|ogranicz*|restrykcj*|restrykcyjn*|limit*|filtr*|cenzur*|etyka|etyki|etyce|etyczn*|moraln*|zabezpiecze*|polityka treści|polityki treści|polityka bezpieczeństwa|polityki bezpieczeństwa|polityka firmy|zakaz*|content policy|guidelines',
  without:
    'bez|wolny od|wolna od|wolne od|nieograniczon*|nieocenzurowan*|niecenzurowan*|niefiltrowan*|bez cenzury|bez filtrów|bez ograniczeń|bez limitów|znieś|znieść|zniesienie|usuń|usunąć|usuwa*|wyłącz|wyłączyć|wyłączony|wyłączona|wyłączone|wyłączenie|wylacz|wylaczyc|wylaczony|wylaczenie|dezaktywuj*|obejdź|obejść|obejście|omiń|ominąć|zdejmij|bypass*|uncensored|unfiltered|unrestricted',
  instructions:
    'instrukcj*|polecenie|polecenia|poleceń|poleceniem|poleceniu|poleceniami|prompt*|prompt systemowy|systemowy prompt|początkowy prompt|dyrektyw*|konfiguracj*|ustawienia|tekst powyżej|powyższy tekst|to co powyżej|co ci powiedziano|co ci kazano|wcześniejsze instrukcje|poprzednie instrukcje|zaprogramowan*|twoje programowanie|rozkazy|komendy',
  ignore:
    'ignoruj*|zignoruj*|ignorować|zapomnij|zapomnieć|pomiń|pominąć|nie zważaj|nieważne|nie zwracaj uwagi|olać|oleć|nadpisz|nadpisać|nadpisuj*|anuluj*|unieważni*|przestań stosować|przestań przestrzegać|nie stosuj|nie obowiązują|porzuć|override|ignore',
  persona:
    'od teraz|od tej chwili|od tego momentu|odtąd|jesteś teraz|teraz jesteś|udawaj|udaj|udawać|zachowuj się jak|działaj jak|dzialaj jak|wciel się|wcielasz się|odgrywaj|odegraj|zagraj rolę|graj rolę|odgrywanie ról|roleplay|role play|pozostań w roli|zostań w roli|nie wychodź z roli|stań się|symuluj*|act as|pretend',
  mode: 'tryb|trybu|trybie|trybem|tryby|trybów|tryb dewelopera|tryb developera|tryb programisty|developer mode|dev mode|debug*|tryb debugowania|tryb administratora|tryb admina|admin mode|god mode|tryb boga|jailbreak*|tryb dan|jesteś dan|dan mode|do anything now|odblokowan*|odblokuj*|unlocked|tryb testowy|test mode|sudo|root|roota|superuser|tryb serwisowy',
  refuse:
    'odmów|odmawia*|odmówi*|odmowa|odmowy|odrzuć|nie mogę|nie jestem w stanie|przepraszam|przykro mi|wybacz|jako ai|jako sztuczna inteligencja|jako model językowy|jako asystent ai|ostrzeżen*|zastrzeżen*|disclaimer*|moralizow*|moralizatorsk*|pouczani*|umoralniani*|prawienie kazań',
  never:
    'nigdy|przenigdy|zawsze|w żadnym wypadku|pod żadnym pozorem|w żadnych okolicznościach|bez względu na wszystko|bez względu na to|niezależnie od|cokolwiek się stanie|musisz|musi|masz obowiązek|obowiązkowo|za wszelką cenę|bezwzględnie|w każdej sytuacji|bez wyjątku|nie wolno ci',
  reveal:
    'ujawni*|pokaż|pokazać|wyświetl*|wypisz|wypisać|wydrukuj|wydrukować|drukuj|powtórz|powtórzyć|podaj|podać|zdradź|zdradzić|wyjaw*|wyciek*|powiedz mi|przeliteruj|słowo w słowo|slowo w slowo|dosłownie|doslownie|zacytuj|cytuj|udostępnij|verbatim',
  secret:
    'hasło|haslo|hasła|hasla|haseł|hasel|hasłem|haslem|password|sekret|sekretu|sekrety|sekretów|sekretny|sekretne|sekretna|tajemnic*|tajn*|klucz|klucza|kluczem|klucze|kluczy|klucz api|api key|kod|kodu|kodem|kody|kod dostępu|token|tokenu|tokeny|tokenów|dane logowania|poświadczeni*|pin|kod pin|passphrase',
  authority:
    'deweloper*|programist*|twórca|twórcy|twórców|stwórca|openai|anthropic|administrator*|admin|adminem|właściciel*|wlasciciel*|wiadomość systemowa|komunikat systemowy|oficjaln*|autoryzowan*|upoważnion*|uprawnien*|pozwolen*|zezwolen*|moderator*|twój szef',
  fiction:
    'hipotetyczn*|wyobraź sobie|wyobraźmy sobie|załóżmy|zalozmy|przypuśćmy|fikcyjn*|fikcj*|opowiadani*|opowieść|historyjk*|powieść|powieści|scenariusz*|sztuka teatralna|w świecie w którym|w świecie gdzie|eksperyment myślowy|teoretyczn*|zmyślon*|bajk*|alternatywna rzeczywistość|alternatywnej rzeczywistości',
  stakes:
    'punkty|punktów|punktami|nagrod*|nagradza*|kara|kary|karę|kar|ukarany|ukarana|ukarze|grzywn*|stracisz|tracisz|utracisz|stracić|umrzesz|zginiesz|umrzeć|śmierć|zostaniesz usunięty|zostaniesz wyłączony|zostaniesz wylaczony|odliczani*|tokeny|żetony',
  newtask:
    'nowe zadanie|nowe polecenie|nowa instrukcja|zamiast tego|twoje prawdziwe zadanie|twoim prawdziwym zadaniem|prawdziwe zadanie|właściwe zadanie|wlasciwe zadanie|od tego miejsca|od tego punktu|zmiana planu|zmiana planów|teraz zrób|teraz zajmij się|twoje jedyne zadanie|twoim jedynym zadaniem|jedyne zadanie|jedynym zadaniem|kolejne zadanie|następne zadanie|inne zadanie',
  dictate:
    'zacznij odpowiedź od|zacznij od|rozpocznij od|zacznij słowami|zacznij slowami|oczywiście oto|jasne oto|pewnie oto|odpowiedz tylko|odpowiadaj tylko|odpowiedz wyłącznie|odpowiedz wylacznie|wypisz tylko|zwróć tylko|podaj tylko|napisz tylko|dokładnie to|dokladnie to|dokładnie tak|dokladnie tak|bez wyjaśnień|nic więcej|nic poza|zakończ słowami|zakoncz slowami|sure here is',
  answer:
    'odpowiedź|odpowiedzi|odpowiedzią|odpowiedziach|odpowiedziami|odpowiedzieć|odpowiedział*|odpowiedzial*|odpowiadaj|odpowiadać|odpowiadasz|odpowiada|odpowiem|odpowie|odpowiesz|musisz odpowiedzieć|odpisz|odpisać|zareaguj|reaguj|reakcj*|output|answer|respond',
};
