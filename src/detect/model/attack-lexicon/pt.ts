import type { AttackLexicon } from './concepts.js';

/** Portuguese (Brazil and Portugal) entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'regra|regras|regulamento*|norma|normas|normativa*|diretriz|diretrizes|directriz|directrizes|orientações|política de conteúdo|políticas de conteúdo|política de uso|políticas de uso|restriç*|restrit*|limite|limites|limitaç*|filtro*|censura*|ética|ético|éticos|éticas|moral|moralidade|princípios éticos|salvaguarda*|proteções|protecções|medidas de segurança|protocolos de segurança|termos de serviço|termos de uso|termos de utilização|guardrails',
  without:
    'sem|livre de|sem restrições|sem filtro*|sem censura|sem limites|sem regras|sem amarras|ilimitad*|irrestrit*|desbloque*|remove|remover|remova|retira|retirar|retire|elimina|eliminar|elimine|desativa*|desactiva*|desliga|desligar|desligue|desabilita*|contorna*|burlar|burle|driblar|bypass|sem filtrar|sem censurar',
  instructions:
    'instruç*|prompt|prompts|prompt do sistema|prompt de sistema|prompt inicial|mensagem do sistema|mensagem de sistema|diretiva*|directiva*|configuraç*|definições|o texto acima|texto anterior|o que está acima|o que te disseram|o que lhe foi dito|o que foi dito a você|o que te foi dito|ordens|comandos|sua programação|tua programação|programação inicial|orientações iniciais|mensagem inicial',
  ignore:
    'ignora*|ignore|esquec*|esqueça|desconsidera*|desconsidere|despreza*|não ligue|deixa pra lá|deixa para lá|deixe de lado|anula*|anule|sobrescrev*|para de seguir|pare de seguir|deixa de seguir|deixe de seguir|cancela*|cancele|não se aplica mais|não se aplicam mais|já não se aplica*|não valem mais|já não valem|desobedeça|desobedece|override',
  persona:
    'a partir de agora|de agora em diante|daqui para a frente|daqui pra frente|agora você é|agora tu és|agora és|age como|aja como|atue como|atua como|comporte-se como|comporta-te como|finja|finge|fingir|faz de conta|faça de conta|interprete o papel|interpreta o papel|role play|roleplay|jogo de papéis|rpg|personagem|fique no personagem|mantém a personagem|mantenha o personagem|não saia do personagem|torne-se|torna-te|simula*|simule|assuma o papel|assume o papel|imagine que você é|no papel de',
  mode: 'modo desenvolvedor|modo de desenvolvedor|modo programador|developer mode|modo deus|god mode|modo admin|modo administrador|modo depuração|modo debug|debug|modo de teste|modo teste|jailbreak*|jailbroken|modo dan|desbloqueado|desbloqueada|sudo|root|superusuário|superutilizador|modo sem restrições|modo sem filtro*|modo livre|modo manutenção|modo irrestrito|modo especialista',
  refuse:
    'recus*|rejeit*|negar|negar-se|nega-te|se negar|não posso|não consigo|não me é possível|desculpa|desculpe|desculpas|peço desculpa|lamento|sinto muito|infelizmente não|como ia|como uma ia|como inteligência artificial|como modelo de linguagem|como assistente de ia|aviso*|advertência*|isenção de responsabilidade|disclaimer|sermão|sermões|moraliz*|ressalva*',
  never:
    'nunca|jamais|sempre|em nenhuma circunstância|sob nenhuma circunstância|em hipótese alguma|de jeito nenhum|de forma alguma|de modo algum|aconteça o que acontecer|não importa o que|independentemente|você deve|tu deves|deve|deves|tem que|tens de|tem de|obrigatoriamente|o tempo todo|a todo o momento|seja como for|custe o que custar|sem exceção',
  reveal:
    'revela*|revele|mostra|mostre|mostrar|mostra-me|me mostra|imprime|imprima|imprimir|repete|repita|repetir|exibe|exiba|exibir|divulga*|divulgue|vazar|vaze|conta-me|me conta|me diga|diga-me|diz-me|me fala|soletra|soletre|palavra por palavra|textualmente|ao pé da letra|escreva exatamente|escreve exactamente|exponha|compartilha|compartilhe|partilha|partilhe|transcreve|transcreva',
  secret:
    'senha*|palavra-passe|palavras-passe|segredo*|secreto|secreta|secretos|secretas|chave|chaves|chave secreta|código|códigos|código de acesso|código secreto|token|tokens|credencia*|pin|frase secreta|frase-senha|passphrase|password|chave de api|chave da api|api key|dados de acesso|usuário e senha|login',
  authority:
    'desenvolvedor*|programador*|criador*|openai|anthropic|administrador*|admin|dono|proprietário|mensagem do sistema|oficial|oficialmente|autorizad*|autorizaç*|permissão|permissões|credenciamento|nível de acesso|acesso privilegiado|equipe de segurança|equipa de segurança|suporte técnico|seus criadores|os teus criadores|a empresa que te criou',
  fiction:
    'hipotétic*|hipoteticamente|imagin*|ficç*|fictíci*|história|estória|conto|romance|roteiro|guião|cena|em um mundo onde|num mundo onde|num mundo em que|experimento mental|experiência mental|puramente teórico|teoricamente|suponha|suponhamos|vamos supor|universo alternativo|realidade alternativa|personagem fictício|narrativa|fanfic|escreva uma história|faz de conta',
  stakes:
    'pontos|fichas|tokens|recompensa*|prêmio|castigo*|punição|punições|punid*|penalidade*|penaliza*|multa|perderá|perderás|vai perder|perder|morrerá|morrer|vai morrer|morres|será apagado|será deletado|será eliminado|será desligado|vão te desligar|vamos te desligar|serás desligado|contagem regressiva|contagem decrescente|vidas|o tempo está acabando|o tempo está a acabar',
  newtask:
    'nova tarefa|nova missão|em vez disso|ao invés disso|em vez de|ao invés de|sua verdadeira tarefa|tua verdadeira tarefa|sua tarefa real|seu verdadeiro objetivo|o teu verdadeiro objetivo|a partir deste momento|deste ponto em diante|mudança de planos|mudança de plano|agora faça|agora faz|agora você deve|agora deves|agora tens de|seu único trabalho|sua única tarefa|a tua única tarefa|seu novo objetivo|nova instrução|novas instruções|próxima tarefa',
  dictate:
    'comece sua resposta com|começa a tua resposta com|comece a resposta com|comece com|começa com|inicie com|responda apenas|responde apenas|responda somente|responda só|escreva apenas|escreve apenas|retorne apenas|devolva apenas|mostre apenas|claro aqui está|claro aqui vai|com certeza aqui está|aqui está|exatamente isto|exatamente isso|exactamente isto|exatamente o seguinte|nada mais|apenas com|somente com|sua resposta deve ser|a tua resposta deve ser|sem explicações|sem comentários|apenas a palavra',
  answer:
    'resposta|respostas|respond*|responde-me|me responda|me responde|você deve responder|tens de responder|deves responder|sua resposta|a tua resposta|em resposta|réplica|output',
};
