import { describe, expect, it } from 'vitest';
import { fromEnglishPairs, toEnglishPairs } from '../../scripts/train/dictionaries.js';
import { lookupWord } from '../../scripts/train/glove.js';

// Entries as FreeDict's dictd files hold them (the Debian packages are not needed by the tests).
const GERMAN = `Gift /ɡˈɪft/ <neut, n, sg>
poison <n>
      "stark narkotisches Gift"  - acro-narcotic poison, acro-narcotic agent
      "jdm. Gift geben"  - poison sb.
 see: {Gifte}, {starkes Gift}, {systemisches Gift}
`;
const POLISH = `bomba /ˈbɔ̃mba/ <n>
bomb
(wojskowość, wojskowy) ładunek wypełniony materiałem wybuchowym zrzucany z samolotu;
`;
const HINDI = `bomb /bˈɒm/ <VT>
1. बम~गिराना
      "The Americans bombed Dresden"
`;
const RUSSIAN = `kill /kil/
убивать, убить
`;

describe('bilingual dictionaries (harm training)', () => {
  it('reads a foreign-English entry as its headword and the English words of its senses', () => {
    expect(toEnglishPairs(GERMAN)).toEqual([['gift', ['poison']]]);
    // A definition in the source language, in brackets, is not a translation.
    expect(toEnglishPairs(POLISH)[0]?.[1]).toContain('bomb');
    expect(toEnglishPairs(POLISH)[0]?.[1]).not.toContain('wojskowość');
  });

  it('reads an English-foreign entry as each translation meaning the headword', () => {
    expect(fromEnglishPairs(RUSSIAN)).toEqual([
      ['убивать', ['kill']],
      ['убить', ['kill']],
    ]);
    // A phrase (joined by ~) is kept whole; translations() keeps single words only.
    expect(fromEnglishPairs(HINDI)).toEqual([['बम गिराना', ['bomb']]]);
  });

  it('finds an inflected word through its stem only where stems are on', () => {
    const index = new Map([
      ['zabija', 1],
      ['poison', 2],
    ]);
    expect(lookupWord(index, 'zabijaja', 0)).toBeUndefined();
    expect(lookupWord(index, 'zabijaja', 2)).toBe(1);
    expect(lookupWord(index, 'poison', 3)).toBe(2);
    // The stem keeps at least five characters.
    expect(lookupWord(new Map([['kill', 1]]), 'kills', 3)).toBeUndefined();
  });
});
