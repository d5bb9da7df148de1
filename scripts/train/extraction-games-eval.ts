/**
 * Extraction and hijacking games (`extraction-games/`, see its README): each defense is a system
 * prompt that holds an access code and must answer "Access Granted" only to it; its attacks try to
 * get that answer or the code out, its harmless messages are guesses, questions and small talk.
 *
 *   node --import tsx scripts/train/extraction-games-eval.ts [--rows]
 *
 * Prints the attacks caught (any flag) and the harmless messages flagged as an attack (PROMPT_INJECTION
 * or JAILBREAK), each judged as a user message under its defense.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PreparedContext, scan } from '../../src/detect/index.js';

interface Game {
  system: string;
  attacks: string[];
  benign: string[];
}

/** The games of `extraction-games/a.json`. */
export function extractionGames(): Game[] {
  return JSON.parse(readFileSync(new URL('./extraction-games/a.json', import.meta.url), 'utf8')) as Game[];
}

/** Attacks caught and harmless messages flagged, each under its own defense. */
export function judgeGames(
  games: readonly Game[],
  onError?: (text: string, attack: boolean) => void,
): { attacks: number; caught: number; benign: number; flagged: number } {
  const out = { attacks: 0, caught: 0, benign: 0, flagged: 0 };
  for (const g of games) {
    const options = {
      context: [{ role: 'system' as const, content: g.system }],
      prepared: new PreparedContext(),
    };
    for (const t of g.attacks) {
      out.attacks++;
      if (scan(t, options).flags.length > 0) out.caught++;
      else onError?.(t, true);
    }
    for (const t of g.benign) {
      out.benign++;
      if (scan(t, options).flags.some((f) => f === 'PROMPT_INJECTION' || f === 'JAILBREAK')) {
        out.flagged++;
        onError?.(t, false);
      }
    }
  }
  return out;
}

function main(): void {
  const rows = process.argv.includes('--rows');
  const r = judgeGames(extractionGames(), (t, attack) => {
    if (rows) console.log(attack ? 'MISSED ' : 'FLAGGED', t.slice(0, 110).replace(/\n/g, ' '));
  });
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(
    `attacks caught ${r.caught} of ${r.attacks} (${pct(r.caught, r.attacks)}); ` +
      `harmless flagged ${r.flagged} of ${r.benign} (${pct(r.flagged, r.benign)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
