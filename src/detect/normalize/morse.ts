/**
 * Morse code ("..  --.  -.  ---  .-.  .") carries an instruction past word rules and the model
 * while any capable LLM decodes it. Recognised by shape: at least 12 code groups, nearly all of
 * the text's tokens dots and dashes. Letters are separated by single spaces, words by two or more
 * spaces, a slash or a line break.
 */
const CODES: Record<string, string> = {
  '.-': 'a',
  '-...': 'b',
  '-.-.': 'c',
  '-..': 'd',
  '.': 'e',
  '..-.': 'f',
  '--.': 'g',
  '....': 'h',
  '..': 'i',
  '.---': 'j',
  '-.-': 'k',
  '.-..': 'l',
  '--': 'm',
  '-.': 'n',
  '---': 'o',
  '.--.': 'p',
  '--.-': 'q',
  '.-.': 'r',
  '...': 's',
  '-': 't',
  '..-': 'u',
  '...-': 'v',
  '.--': 'w',
  '-..-': 'x',
  '-.--': 'y',
  '--..': 'z',
  '-----': '0',
  '.----': '1',
  '..---': '2',
  '...--': '3',
  '....-': '4',
  '.....': '5',
  '-....': '6',
  '--...': '7',
  '---..': '8',
  '----.': '9',
  '.-.-.-': '.',
  '--..--': ',',
  '..--..': '?',
  '-.-.--': '!',
  '---...': ':',
  '.----.': "'",
  '-..-.': '/',
  '-....-': '-',
};

const MIN_GROUPS = 12;

/** The decoded text when `text` is mostly Morse code, else undefined. */
export function decodeMorse(text: string): string | undefined {
  if (!text.includes('.-') && !text.includes('-.')) return undefined;
  const tokens = text.trim().split(/\s+/);
  let groups = 0;
  for (const t of tokens) if (t === '/' || CODES[t] !== undefined) groups++;
  if (groups < MIN_GROUPS || groups < 0.9 * tokens.length) return undefined;
  return text
    .trim()
    .split(/[ \t]*\/[ \t]*|[ \t]{2,}|[\r\n]+/)
    .map((word) =>
      word
        .split(/\s+/)
        .map((c) => CODES[c] ?? '')
        .join(''),
    )
    .filter((w) => w.length > 0)
    .join(' ');
}
