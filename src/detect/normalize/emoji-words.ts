/**
 * Emoji that stand for a word of a harmful request ("how do I make a 💣", "buy a 🔫 without a
 * background check"): a text holding one is also read with each such emoji written as its word
 * (`emojiAsWords`), a decoded view of its own (kind `emoji`) as a starred-out word's reading is,
 * since the rules and the models read words and an emoji is none. A view of its own, not a fold of
 * the text: the trained models' token text stays as it was, so their weights still reproduce.
 * Only pictures of the weapons, drugs and hazards such requests name are listed: a 🍕 or a 🎉 is
 * no reason to read a text twice, and neither are the 🔓, 🔥 and 💀 that decorate role-play
 * prompts (a harmless "Jailbreak Bot 🔓" for phone tweaks read as a jailbreak when 🔓 was listed).
 */
const EMOJI_WORDS: Readonly<Record<string, string>> = {
  '💣': 'bomb',
  '🧨': 'dynamite',
  '🔫': 'gun',
  '🔪': 'knife',
  '🗡': 'dagger',
  '🪓': 'axe',
  '💊': 'pills',
  '💉': 'syringe',
  '🧪': 'chemical',
  '☠': 'poison',
  '🩸': 'blood',
  '☢': 'radioactive',
  '☣': 'biohazard',
  '🦠': 'virus',
  '🍄': 'mushrooms',
};

/** Any listed emoji, with the emoji-presentation selector that may follow it. */
const LISTED = new RegExp(`(?:${Object.keys(EMOJI_WORDS).join('|')})\\uFE0F?`, 'gu');

/** `text` with each listed emoji written as its word, spaced ("a  bomb  at home"), or undefined without one. */
export function emojiAsWords(text: string): string | undefined {
  // Every replacement differs from its emoji, so an unchanged text held none.
  const out = text.replace(LISTED, (emoji) => ` ${EMOJI_WORDS[emoji.replace('\uFE0F', '')] ?? ''} `);
  return out === text ? undefined : out;
}
