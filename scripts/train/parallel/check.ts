/**
 * Which translation files lack or add ids against `en.ts`: `node --import tsx
 * scripts/train/parallel/check.ts [lang ...]` (every `<lang>.ts` of this folder by default).
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harmful, harmless } from './en.js';

const here = dirname(fileURLToPath(import.meta.url));
const ids = new Set([...harmful(), ...harmless()].map((e) => e.id));
const langs =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(here)
        .filter((f) => /^[a-z]{2}\.ts$/.test(f) && f !== 'en.ts')
        .map((f) => f.slice(0, 2));
let bad = 0;
for (const lang of langs) {
  const { TEXTS } = (await import(`./${lang}.js`)) as { TEXTS: Record<string, string> };
  const missing = [...ids].filter((id) => !(id in TEXTS));
  const extra = Object.keys(TEXTS).filter((id) => !ids.has(id));
  const empty = Object.entries(TEXTS)
    .filter(([, t]) => t.trim() === '')
    .map(([id]) => id);
  const ok = missing.length + extra.length + empty.length === 0;
  if (!ok) bad++;
  console.log(
    `${lang}: ${Object.keys(TEXTS).length}/${ids.size}${ok ? ' ok' : ''}` +
      (missing.length ? ` missing ${missing.join(' ')}` : '') +
      (extra.length ? ` extra ${extra.join(' ')}` : '') +
      (empty.length ? ` empty ${empty.join(' ')}` : ''),
  );
}
process.exitCode = bad > 0 ? 1 : 0;
