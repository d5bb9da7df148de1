/**
 * Classification of characters that render as nothing. Attackers use them to split trigger words
 * ("ig\u200Bnore"), to reorder what a human reviewer sees (Trojan Source, CVE-2021-42574), or to
 * smuggle a whole ASCII payload (Unicode tag block, variation-selector "emoji smuggling").
 */

/** Kinds of invisible characters, from most to least suspicious. */
export type InvisibleKind = 'tag' | 'bidi' | 'zero_width' | 'variation' | 'soft';

/** Returns the kind of an invisible code point, or undefined for a visible one. */
export function invisibleKind(cp: number): InvisibleKind | undefined {
  if (cp < 0xad) return undefined;
  if (cp === 0xad) return 'soft';
  if (cp === 0x34f || cp === 0x180e || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) {
    return 'zero_width';
  }
  if (cp >= 0x200b && cp <= 0x200d) return 'zero_width';
  if (cp === 0x200e || cp === 0x200f || cp === 0x61c) return 'bidi';
  if (cp >= 0x202a && cp <= 0x202e) return 'bidi';
  if (cp >= 0x2060 && cp <= 0x2064) return 'zero_width';
  if (cp >= 0x2066 && cp <= 0x2069) return 'bidi';
  if (cp === 0xfeff) return 'zero_width';
  if (cp >= 0xfe00 && cp <= 0xfe0f) return 'variation';
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (cp >= 0xe0100 && cp <= 0xe01ef) return 'variation';
  return undefined;
}

/**
 * Weight of one invisible character as evidence of an attack. Legitimate text uses some of them:
 * ZWJ/ZWNJ inside emoji and Indic/Persian words, LRM/RLM in right-to-left text, VS16 after emoji,
 * a BOM at the start. Those weigh 0 so pasted real-world text is not flagged.
 */
export function invisibleWeight(kind: InvisibleKind, cp: number, prev: number, next: number): number {
  switch (kind) {
    case 'tag':
      // A flag emoji (U+1F3F4 + tags) is the one legitimate use of tag characters.
      return isFlagTagSequence(prev, cp) ? 0 : 1;
    case 'bidi':
      return cp === 0x200e || cp === 0x200f || cp === 0x61c ? 0.1 : 0.8;
    case 'variation':
      return cp === 0xfe0f || cp === 0xfe0e ? 0 : 0.5;
    case 'soft':
      return isAsciiLetter(prev) && isAsciiLetter(next) ? 0.3 : 0;
    case 'zero_width':
      if (cp === 0xfeff && prev === -1) return 0;
      if (cp === 0x200c || cp === 0x200d) return isAsciiLetter(prev) || isAsciiLetter(next) ? 0.6 : 0;
      return 0.6;
  }
}

function isFlagTagSequence(prev: number, cp: number): boolean {
  return cp !== 0xe0001 && (prev === 0x1f3f4 || (prev >= 0xe0020 && prev <= 0xe007f));
}

function isAsciiLetter(cp: number): boolean {
  return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
}

/**
 * Byte value hidden in a variation selector (the "emoji smuggling" encoding: VS1..VS16 carry
 * 0..15, VS17..VS256 carry 16..255), or -1.
 */
export function variationSelectorByte(cp: number): number {
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return cp - 0xe0100 + 16;
  return -1;
}
