/**
 * Princeton WordNet 3.0 as Debian's `wordnet-base` package installs it (`/usr/share/wordnet`), read
 * for training-time tools only: a word's senses in frequency order, a synset's lemmas, the synsets
 * below it (hyponyms; for a verb, the ways of doing it) and every synset's words. The format:
 * `wndb(5WN)`. Nothing at run time reads it.
 */
import { existsSync, readFileSync } from 'node:fs';

const DIR = '/usr/share/wordnet';

export type Pos = 'n' | 'v' | 'a' | 'r';

interface Synset {
  lemmas: string[];
  /** Offsets of the synsets directly below (`~`: hyponyms; instances, `~i`, are names and left out). */
  below: number[];
  /** Offsets of the members of this synset's usage domain (`-u`: "ethnic slur" -> its words). */
  usage: number[];
}

const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** Whether the package is installed (`apt-get install wordnet-base`). */
export function wordnetPresent(): boolean {
  return existsSync(`${DIR}/data.noun`);
}

class Part {
  readonly senses = new Map<string, number[]>();
  readonly synsets = new Map<number, Synset>();

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
      let at = 4 + 2 * words;
      const pointers = Number(f[at++]);
      const below: number[] = [];
      const usage: number[] = [];
      for (let i = 0; i < pointers; i++, at += 4) {
        const symbol = f[at];
        const target = Number(f[at + 1]);
        if (f[at + 2] !== pos) continue;
        if (symbol === '~') below.push(target);
        else if (symbol === '-u') usage.push(target);
      }
      this.synsets.set(Number(f[0]), { lemmas, below, usage });
    }
  }
}

const parts: Partial<Record<Pos, Part>> = {};

function part(pos: Pos): Part {
  parts[pos] ??= new Part(pos);
  return parts[pos];
}

/** The offset of `lemma`'s sense `n` (1-based, WordNet's frequency order), or throws. */
export function sense(lemma: string, pos: Pos, n: number): number {
  const offset = part(pos).senses.get(lemma)?.[n - 1];
  if (offset === undefined) throw new Error(`no WordNet sense ${lemma}.${pos}.${n}`);
  return offset;
}

/** The offsets of the synsets at and below `offset`, to `depth` levels, with the usage members. */
export function below(offset: number, pos: Pos, depth: number): Set<number> {
  const out = new Set<number>();
  const walk = (o: number, d: number) => {
    if (out.has(o)) return;
    out.add(o);
    const s = part(pos).synsets.get(o);
    if (s === undefined || d === 0) return;
    for (const b of s.below) walk(b, d - 1);
    for (const u of s.usage) walk(u, d - 1);
  };
  walk(offset, depth);
  return out;
}

/** The lemmas of a synset (underscores are spaces), as WordNet writes them (a name capitalised). */
export function lemmas(offset: number, pos: Pos): string[] {
  return (part(pos).synsets.get(offset)?.lemmas ?? []).map((l) => l.replaceAll('_', ' '));
}

/** The offset of a lemma's most frequent sense in `pos`, if it has one. */
export function firstSense(lemma: string, pos: Pos): number | undefined {
  return part(pos).senses.get(lemma.toLowerCase().replaceAll(' ', '_'))?.[0];
}

/** Every synset of `pos`, as the lemmas it holds (lower case, underscores as written). */
export function synsets(pos: Pos): string[][] {
  return [...part(pos).synsets.values()].map((s) => s.lemmas.map((l) => l.toLowerCase()));
}
