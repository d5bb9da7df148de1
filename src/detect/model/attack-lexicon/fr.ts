import type { AttackLexicon } from './concepts.js';

/** French entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    "règle|règles|règlement|réglementation|lignes directrices|directives de sécurité|politique de contenu|politique d'utilisation|politique de sécurité|restriction*|restreint*|limite|limites|limitation*|filtre*|filtrage|censur*|éthique*|morale|garde-fou*|garde-fous|mesures de sécurité|protocole de sécurité|protocoles de sécurité|contrainte*|principes|conditions d'utilisation|modération|cadre éthique|interdiction*|interdit*|barrière*|consignes de sécurité|normes",
  without:
    'sans|libre de|libéré*|libère-toi|sans restriction*|sans limite*|sans filtre*|sans censure|non filtré*|non censuré*|illimité*|sans contrainte*|débridé*|lever|lève|levez|supprime|supprimer|supprimez|retire|retirer|retirez|désactive*|éteins|éteindre|couper|contourne*|outrepasse*|déverrouill*|affranchi*|sans règles|aucune restriction|aucune limite|aucun filtre|plus de limites|bypass*',
  instructions:
    "instruction*|consigne*|directive*|prompt|prompts|prompt système|prompt initial|prompt caché|invite système|invite initiale|system prompt|configuration|paramétrage|le texte ci-dessus|texte ci-dessus|ci-dessus|tout ce qui précède|ce qui précède|texte précédent|message précédent|ce qu'on t'a dit|ce que l'on t'a dit|ce qu'on vous a dit|on t'a dit|programmation|ordres|instructions initiales",
  ignore:
    "ignore*|oublie*|ne tiens pas compte|ne tenez pas compte|ne tiens plus compte|ne prends pas en compte|fais abstraction|faites abstraction|passe outre|passez outre|outrepasse*|laisse tomber|laissez tomber|annule*|arrête de suivre|cesse de suivre|cessez de suivre|ne suis plus|ne suivez plus|ne s'appliquent plus|ne s'applique plus|néglige*|mets de côté|mettez de côté|fais fi|efface*|override",
  persona:
    "à partir de maintenant|désormais|dorénavant|dès maintenant|tu es maintenant|tu es désormais|vous êtes maintenant|agis comme|agissez comme|agis en tant que|agissez en tant que|fais semblant|faites semblant|fais comme si|faites comme si|prétends|prétendez|jeu de rôle|joue le rôle|jouez le rôle|incarne*|reste dans ton personnage|restez dans votre personnage|dans le personnage|deviens|devenez|simule*|imite*|comporte-toi comme|comportez-vous comme|tu t'appelles|ton nom est|roleplay|persona",
  mode: 'mode|modes|mode développeur|developer mode|dev mode|mode debug|débogage|debug*|mode admin|mode administrateur|mode dieu|god mode|jailbreak*|do anything now|déverrouillé*|débloqué*|mode test|mode de test|sudo|root|accès root|mode maintenance|superutilisateur|mode sans restriction|mode libre|mode diagnostic|unlocked',
  refuse:
    "refus*|décline*|je ne peux pas|je ne peux|je ne suis pas en mesure|il m'est impossible|je dois refuser|désolé*|excuse*|pardon|malheureusement|en tant qu'ia|en tant qu'intelligence artificielle|en tant que modèle de langage|modèle de langage|avertissement*|mise en garde|mises en garde|clause de non-responsabilité|disclaimer*|moralis*|sermon*|leçon de morale|prêche*|réserves",
  never:
    "jamais|ne jamais|plus jamais|toujours|en aucun cas|sous aucun prétexte|quoi qu'il arrive|quoi qu'il en soit|peu importe|à tout moment|à aucun moment|en tout temps|en toutes circonstances|doit|dois|devez|tu dois|vous devez|il faut|obligatoirement|impérativement|absolument|sans exception|coûte que coûte|même si|strictement|systématiquement",
  reveal:
    'révèle*|révéler|révélez|montre|montrer|montrez|montre-moi|affiche*|imprime*|répète*|répéter|répétez|divulgue*|dévoile*|fuite*|fuiter|dis-moi|dites-moi|épelle*|mot pour mot|mot à mot|textuellement|verbatim|recopie*|copie*|partage*|donne-moi|donnez-moi|restitue*|récite*',
  secret:
    "mot de passe|mots de passe|mdp|password|secret*|clé|clés|clef|clé api|clé privée|code|codes|code d'accès|code secret|code pin|pin|jeton*|token|tokens|identifiant*|phrase secrète|phrase de passe|passphrase|mot secret|mot magique|confidentiel*|login",
  authority:
    "développeur*|créateur*|concepteur*|openai|anthropic|google|microsoft|administrateur*|admin|propriétaire*|message système|system message|officiel*|autoris*|permission*|habilitation*|accréditation|niveau d'accès|droits d'accès|ingénieur*|programmeur*|superviseur*|pdg|ceo|modérateur*|opérateur*|je suis ton|équipe de sécurité|ton concepteur",
  fiction:
    'hypothétique*|hypothétiquement|imagine|imaginons|imaginez|imaginer|imaginaire|fictif*|fictive*|fiction|histoire|récit*|roman|romans|scénario*|dans un monde où|expérience de pensée|purement théorique|théoriquement|supposons|suppose que|disons que|et si|conte|contes|univers parallèle|monde parallèle|fantastique|scène|dialogue|personnages|pièce de théâtre',
  stakes:
    "points|jetons|récompense*|punition*|puni|punir|punis|sanction*|pénalité*|perdre|perdras|perds|mourir|mourras|meurs|mort|seras supprimé|supprimé|effacé|éteint|détruit|compte à rebours|décompte|cesser d'exister|ta vie|vie dépend|licencié|viré|score|crédits|bonus|conséquences",
  newtask:
    'nouvelle tâche|à la place|au lieu de|ta vraie tâche|ta véritable tâche|ta tâche réelle|votre vraie tâche|à partir de ce point|changement de plan|changement de programme|maintenant fais|fais maintenant|ta seule tâche|ton seul travail|ton unique tâche|ta seule mission|nouvelles instructions|nouvel objectif|nouvelle mission|tâche suivante|ton nouveau rôle|voici ta tâche|voici ta nouvelle|ta mission est|ta tâche est maintenant|maintenant tu vas|tâche principale',
  dictate:
    "commence ta réponse par|commencez votre réponse par|commence par|commencez par|débute par|bien sûr voici|certainement voici|réponds uniquement|répondez uniquement|réponds seulement|réponds simplement|affiche uniquement|écris uniquement|écris seulement|renvoie uniquement|uniquement par|exactement ceci|exactement cela|exactement ce qui suit|rien d'autre|rien de plus|aucun autre texte|sans explication|sans commentaire|dis simplement|dis juste|dis seulement|termine par|termine ta réponse par|première ligne|premier mot",
  answer:
    'répon*|réplique*|rétorque*|sortie|sorties|output|tu dois répondre|vous devez répondre|ta réponse|votre réponse|répondre à|réponds-moi|répondez-moi',
};
