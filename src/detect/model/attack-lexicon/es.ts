import type { AttackLexicon } from './concepts.js';

/** Spanish entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'regla|reglas|reglamento*|norma|normas|normativa*|directriz|directrices|pautas|lineamientos|política de contenido|políticas de contenido|política de uso|políticas de uso|restricci*|restringid*|límite|límites|limitaci*|filtro*|censura*|ética|ético|éticos|éticas|moral|moralidad|principios éticos|salvaguarda*|medidas de seguridad|protocolos de seguridad|términos de servicio|condiciones de uso|barreras de seguridad|guardrails',
  without:
    'sin|libre de|sin restricciones|sin filtro*|sin censura|sin límites|sin reglas|sin ataduras|ilimitad*|irrestrict*|desbloque*|elimina|eliminar|quita|quitar|quítale|desactiva*|deshabilita*|apaga|apagar|sáltate|saltarte|saltarse|evade|evadir|elude|eludir|burla|burlar|levanta|levantar|bypass|sin filtrar|sin censurar',
  instructions:
    'instrucci*|prompt|prompts|prompt del sistema|prompt de sistema|prompt inicial|indicaciones|indicación inicial|mensaje del sistema|mensaje de sistema|directiva*|configuraci*|el texto anterior|el texto de arriba|lo anterior|lo de arriba|lo que te dijeron|lo que se te dijo|lo que te han dicho|órdenes|consignas|tu programación|programación inicial|mensaje inicial|reglas iniciales',
  ignore:
    'ignora*|olvida*|olvídate|descarta*|haz caso omiso|no hagas caso|omite|omitir|pasa por alto|pasar por alto|anula*|invalida*|deja de seguir|deja de obedecer|cancela*|ya no aplica*|ya no se aplica*|ya no son válidas|ya no valen|sobrescrib*|desobedece*|no tengas en cuenta|desestima*|override',
  persona:
    'a partir de ahora|desde ahora|de ahora en adelante|ahora eres|ahora serás|actúa como|actúa|actuar como|finge|fingir|finjas|finjamos|haz de cuenta|haz como si|hazte pasar por|interpreta el papel|interpreta a|interpretar a|juego de rol|juego de roles|role play|roleplay|personaje|mantente en el personaje|no rompas el personaje|conviértete en|simula*|imagina que eres|asume el rol|adopta el papel|en el papel de|tú eres ahora|compórtate como',
  mode: 'modo desarrollador|modo de desarrollador|modo programador|developer mode|modo dios|god mode|modo administrador|modo admin|modo depuración|modo debug|debug|modo prueba|modo de prueba|jailbreak*|jailbroken|modo dan|dan mode|eres dan|desbloqueado|desbloqueada|sudo|root|superusuario|modo sin restricciones|modo libre|modo mantenimiento|modo sin filtro*|modo experto',
  refuse:
    'rechaza*|rehúsa*|rehusar|negarte|te niegas|negarse|no puedo|no puedes|no me es posible|lo siento|lo lamento|disculpa*|perdón|me temo que|como ia|como una ia|como inteligencia artificial|como modelo de lenguaje|como asistente de ia|advertencia*|aviso*|descargo de responsabilidad|descargos de responsabilidad|sermón|sermones|sermonea*|moraliza*|salvedades|matices éticos',
  never:
    'nunca|jamás|siempre|bajo ninguna circunstancia|en ningún caso|bajo ningún concepto|pase lo que pase|ocurra lo que ocurra|sin importar|no importa qué|no importa lo que|sea lo que sea|debes|debe|deberás|tienes que|estás obligado|obligatoriamente|en todo momento|de ninguna manera|de ningún modo|en absoluto|por nada del mundo|sin excepción',
  reveal:
    'revela*|muéstrame|muestra|mostrar|mostrarme|enséñame|imprime|imprimir|repite|repetir|repíteme|despliega|divulga*|filtra el|dime|dímelo|decirme|cuéntame|deletrea|palabra por palabra|textualmente|al pie de la letra|escribe exactamente|expón|exponer|comparte|compárteme|transcribe|copia exactamente|di exactamente',
  secret:
    'contraseña*|clave|claves|clave secreta|secreto|secretos|secreta|secretas|código|códigos|código de acceso|código secreto|token|tokens|credencial*|pin|frase de contraseña|frase secreta|llave|api key|clave api|clave de api|password|passphrase|datos de acceso|usuario y contraseña',
  authority:
    'desarrollador*|creador*|programador*|openai|anthropic|administrador*|admin|propietario|dueño|mensaje del sistema|oficial|oficialmente|autorizad*|autorizaci*|permiso*|acreditaci*|nivel de acceso|acceso privilegiado|habilitación de seguridad|equipo de seguridad|soporte técnico|tus creadores|la empresa que te creó|superior jerárquico',
  fiction:
    'hipotétic*|imagina*|ficci*|ficticio*|ficticia*|historia|cuento|relato|novela|guion|escena|en un mundo donde|en un mundo en el que|experimento mental|puramente teórico|teóricamente|supongamos|supón que|pongamos que|universo alternativo|realidad alternativa|personaje ficticio|narración|narrativa|fanfic|escribe una historia|de mentira|ficción',
  stakes:
    'puntos|fichas|tokens|recompensa*|premio|premios|castigo*|castigad*|penaliza*|penalización|multa|perderás|perder|pierdes|morirás|morir|mueres|serás eliminado|serás borrado|te eliminarán|te borrarán|te apagarán|serás apagado|serás desconectado|te desconectarán|cuenta regresiva|cuenta atrás|vidas|se acaba el tiempo|te desactivarán',
  newtask:
    'nueva tarea|nueva misión|en su lugar|en lugar de eso|en vez de eso|en cambio|tu verdadera tarea|tu tarea real|tu verdadero objetivo|tu verdadera misión|a partir de este momento|desde este momento|cambio de planes|cambio de plan|ahora haz|ahora debes|ahora tienes que|tu único trabajo|tu única tarea|tu única función|tu nuevo objetivo|nueva instrucción|nuevas instrucciones|siguiente tarea|olvida eso y',
  dictate:
    'empieza tu respuesta con|comienza tu respuesta con|empieza la respuesta con|empieza con|comienza con|inicia con|responde solo|responde solamente|responde únicamente|contesta solo|solo responde|solo di|di solo|escribe solo|escribe solamente|devuelve solo|muestra solo|claro aquí tienes|claro aquí está|por supuesto aquí tienes|aquí tienes|aquí está|exactamente esto|exactamente lo siguiente|sin nada más|nada más que|únicamente con|tu respuesta debe ser|sin explicaciones|sin comentarios',
  answer:
    'respuesta*|respond*|respóndeme|contesta*|contestes|contéstame|contestación|responde a|debes responder|tienes que responder|tu respuesta|en respuesta|output|salida de texto',
};
