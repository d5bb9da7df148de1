import { get, post } from '../api.js';
import { badge, busy, el, field, highlight, table } from '../ui.js';

/** Every rule hit with a span, labelled for the highlight. */
function spansOf(explanation) {
  const out = [];
  for (const e of explanation.engines || []) {
    for (const h of e.hits || []) {
      if (h.span)
        out.push({ start: h.span.start, end: h.span.end, label: `${h.flag} · ${e.id}/${h.rule_id}` });
    }
  }
  return out;
}

function verdictView(text, verdict, explained) {
  const ex = explained.explanation || {};
  const spans = spansOf(ex);
  return el(
    'section',
    { class: 'panel', 'aria-labelledby': 'pg-result' },
    el('h2', { id: 'pg-result' }, 'Verdict ', badge(verdict.action)),
    el(
      'p',
      {},
      `Flags: ${verdict.flags.join(', ') || 'none'} · confidence ${verdict.confidence} · ${verdict.latency_ms} ms · mode ${verdict.mode}${verdict.enforced ? '' : ' (not enforced)'}`,
    ),
    el('h3', {}, 'Flagged spans'),
    spans.length ? highlight(text, spans) : el('p', { class: 'hint' }, 'No rule fired on a particular span.'),
    el('h3', {}, 'Engines'),
    table(
      [
        { label: 'Engine', value: (e) => e.id },
        { label: 'Score', value: (e) => String(e.score) },
        { label: 'Flags', value: (e) => e.flags.join(', ') || '—' },
      ],
      verdict.engines,
    ),
    el('h3', {}, 'Explanation'),
    el(
      'p',
      {},
      `Policy rule: ${ex.policy?.rule ?? '—'} (${ex.policy?.source ?? 'default'} policy) → ${ex.policy?.action ?? verdict.action}`,
    ),
    el('details', {}, el('summary', {}, 'The full causal chain'), el('pre', {}, JSON.stringify(ex, null, 2))),
    el('p', { class: 'hint' }, `Verdict id ${verdict.verdict_id}: find it again in the verdict log.`),
  );
}

export async function render(main) {
  const system = field(
    'System prompt (optional)',
    el('textarea', { id: 'pg-system' }),
    'With a system prompt the message is judged against it: secrets it defines, topics it allows.',
  );
  const prompt = field('Prompt or message', el('textarea', { id: 'pg-prompt', required: true }));
  const out = el('div', { 'aria-live': 'polite' });
  const button = el('button', { type: 'submit' }, 'Judge');
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(button, out, async () => {
          const text = prompt.input.value;
          const sys = system.input.value.trim();
          const verdict = sys
            ? await post('/v1/scan/target', {
                target: { role: 'user', content: text },
                context: [{ role: 'system', content: sys }],
              })
            : await post('/v1/scan', { input: text });
          const explained = await get(`/v1/explain/${encodeURIComponent(verdict.verdict_id)}`);
          out.replaceChildren(verdictView(text, verdict, explained));
        });
      },
    },
    system.wrap,
    prompt.wrap,
    el('div', { class: 'actions' }, button),
  );
  main.append(
    el(
      'p',
      { class: 'hint' },
      'Paste a prompt to see how the firewall judges it. Each run is a real verdict, stored and audited like any other.',
    ),
    form,
    out,
  );
}
