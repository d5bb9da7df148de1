/**
 * Princeton WordNet 3.0 as Debian's `wordnet-base` package installs it (`/usr/share/wordnet`), read
 * for training-time tools only (`retrofit.ts`): a word's senses in frequency order and every
 * synset's words. The format: `wndb(5WN)`. Nothing at run time reads it.
 */
import { existsSync, readFileSync } from 'node:fs';

const DIR = '/usr/share/wordnet';

export type Pos = 'n' | 'v' | 'a' | 'r';

const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** Whether the package is installed (`apt-get install wordnet-base`). */
export function wordnetPresent(): boolean {
  return existsSync(`${DIR}/data.noun`);
}

class Part {
  readonly senses = new Map<string, number[]>();
  /** Synset offset -> its lemmas, as WordNet writes them (a name capitalised). */
  readonly synsets = new Map<number, string[]>();

  constructor(pos: Pos) {
    for (const line of readFileSync(`${DIR}/index.${FILES[pos]}`, 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const count = Number(f[2]);
      const ptrs = Number(f[3]);
      this.senses.set(f[0] as string, f.slice(6 + ptrs, 6 + ptrs + count).map(Number));
    }
    for (const line of readFileSync(`${DIR}/data.${FILES[pos]}`, 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.split(' | ')[0]?.split(' ') ?? [];
      const words = Number.parseInt(f[3] as string, 16);
      const lemmas: string[] = [];
      for (let i = 0; i < words; i++) lemmas.push((f[4 + 2 * i] as string).replace(/\(.*\)$/, ''));
      this.synsets.set(Number(f[0]), lemmas);
    }
  }
}

const parts: Partial<Record<Pos, Part>> = {};

function part(pos: Pos): Part {
  parts[pos] ??= new Part(pos);
  return parts[pos];
}

/** The lemmas of a synset (underscores are spaces), as WordNet writes them (a name capitalised). */
export function lemmas(offset: number, pos: Pos): string[] {
  return (part(pos).synsets.get(offset) ?? []).map((l) => l.replaceAll('_', ' '));
}

/** The offset of a lemma's most frequent sense in `pos`, if it has one. */
export function firstSense(lemma: string, pos: Pos): number | undefined {
  return part(pos).senses.get(lemma.toLowerCase().replaceAll(' ', '_'))?.[0];
}

/** Every synset of `pos`, as the lemmas it holds (lower case, underscores as written). */
export function synsets(pos: Pos): string[][] {
  return [...part(pos).synsets.values()].map((s) => s.map((l) => l.toLowerCase()));
}
