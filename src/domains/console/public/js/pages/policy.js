import { hasScope } from '../access.js';
import { get, post, put } from '../api.js';
import { badge, busy, el, field, notice, table } from '../ui.js';

const lines = (v) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

function flagRows(policy) {
  return Object.entries(policy.flags).map(([flag, rule]) => {
    const action = el(
      'select',
      { id: `pf-${flag}-action`, 'aria-label': `${flag} action` },
      ['BLOCK', 'REDACT', 'FLAG'].map((a) => el('option', { value: a, selected: rule.action === a }, a)),
    );
    const threshold = el('input', {
      type: 'number',
      id: `pf-${flag}-threshold`,
      min: '0',
      max: '1',
      step: '0.01',
      value: rule.threshold ?? '',
      'aria-label': `${flag} threshold`,
      placeholder: 'tuned',
    });
    return { flag, action, threshold };
  });
}

/** Reads the form into a policy body, keeping what the form does not show (engines, artifacts). */
function draftOf(base, rows, areas) {
  const flags = {};
  for (const r of rows) {
    flags[r.flag] = {
      action: r.action.value,
      ...(r.threshold.value !== '' ? { threshold: Number(r.threshold.value) } : {}),
    };
  }
  return {
    ...base,
    flags,
    allow_patterns: lines(areas.allow.value),
    deny_patterns: lines(areas.deny.value),
    pii_entities_to_mask: lines(areas.pii.value),
    tools: { allow: lines(areas.toolsAllow.value), deny: lines(areas.toolsDeny.value) },
  };
}

export async function render(main, { me }) {
  const tenant = me.tenant_id;
  const cfg = await get(`/v1/admin/tenants/${tenant}/scan-config`);
  const out = el('div', { 'aria-live': 'polite' });

  const modeButtons = ['enforce', 'shadow'].map((m) =>
    el(
      'button',
      { type: 'button', 'aria-pressed': String(cfg.mode === m), id: `mode-${m}` },
      m === 'enforce' ? 'Enforce' : 'Shadow (report only)',
    ),
  );
  for (const b of modeButtons) {
    b.addEventListener(
      'click',
      () =>
        void busy(b, out, async () => {
          const mode = b.id.slice(5);
          const next = await put(`/v1/admin/tenants/${tenant}/scan-mode`, { mode });
          for (const x of modeButtons) x.setAttribute('aria-pressed', String(x.id === `mode-${next.mode}`));
          out.replaceChildren(notice(`Scan mode is now ${next.mode}.`, 'ok'));
        }),
    );
  }

  const p = cfg.policy;
  const rows = flagRows(p);
  const areas = {
    allow: el('textarea', { id: 'pp-allow' }, p.allow_patterns.join('\n')),
    deny: el('textarea', { id: 'pp-deny' }, p.deny_patterns.join('\n')),
    pii: el('textarea', { id: 'pp-pii' }, p.pii_entities_to_mask.join('\n')),
    toolsAllow: el('textarea', { id: 'pp-tools-allow' }, p.tools.allow.join('\n')),
    toolsDeny: el('textarea', { id: 'pp-tools-deny' }, p.tools.deny.join('\n')),
  };
  const dry = el('div', { 'aria-live': 'polite' });
  const dryButton = el('button', { type: 'button', class: 'secondary' }, 'Dry run on the last 100 verdicts');
  const save = el('button', { type: 'submit' }, 'Save policy');
  const reset = el('button', { type: 'button', class: 'secondary' }, 'Reset to default');
  dryButton.addEventListener(
    'click',
    () =>
      void busy(dryButton, dry, async () => {
        const r = await post('/v1/policy/dry-run', {
          policy: draftOf(
            { engines: p.engines, artifacts: p.artifacts, output_scanning: p.output_scanning },
            rows,
            areas,
          ),
          last: 100,
        });
        const changed = r.data.filter((x) => x.changed);
        dry.replaceChildren(
          notice(
            `${r.changed} of ${r.evaluated} recent verdicts would end differently. Allow and deny patterns are not replayed (verdicts keep no text).`,
            r.changed ? '' : 'ok',
          ),
          changed.length
            ? table(
                [
                  { label: 'Verdict', value: (x) => x.verdict_id },
                  { label: 'Was', value: (x) => badge(x.action) },
                  { label: 'Would be', value: (x) => badge(x.draft_action) },
                  { label: 'Rule', value: (x) => x.draft_rule },
                ],
                changed,
              )
            : null,
        );
      }),
  );
  reset.addEventListener(
    'click',
    () =>
      void busy(reset, out, async () => {
        await put(`/v1/admin/tenants/${tenant}/policy`, null);
        out.replaceChildren(notice('The default policy applies again. Reload the page to see it.', 'ok'));
      }),
  );
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(save, out, async () => {
          await put(
            `/v1/admin/tenants/${tenant}/policy`,
            draftOf(
              { engines: p.engines, artifacts: p.artifacts, output_scanning: p.output_scanning },
              rows,
              areas,
            ),
          );
          out.replaceChildren(notice('Policy saved (and audited).', 'ok'));
        });
      },
    },
    el('h2', {}, 'Per-flag actions'),
    table(
      [
        { label: 'Flag', value: (r) => r.flag },
        { label: 'Action', value: (r) => r.action },
        { label: 'Threshold (0-1, empty = tuned)', value: (r) => r.threshold },
      ],
      rows,
    ),
    field('Allow patterns (one per line, literal, case-insensitive)', areas.allow).wrap,
    field('Deny patterns (one per line)', areas.deny).wrap,
    field('PII entities to mask (one per line, e.g. EMAIL)', areas.pii).wrap,
    field('Tools allowed (one per line; empty = any)', areas.toolsAllow).wrap,
    field('Tools denied (one per line)', areas.toolsDeny).wrap,
    // The dry run reads the verdict log: the scan scope.
    el('div', { class: 'actions' }, hasScope(me, 'scan') ? dryButton : null, save, reset),
    dry,
  );
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Scan mode'),
      el('p', { class: 'hint' }, 'Shadow mode judges and records every verdict but never blocks.'),
      el('div', { class: 'switch', role: 'group', 'aria-label': 'Scan mode' }, modeButtons),
    ),
    el('p', { class: 'hint' }, `Policy source: ${cfg.policy_source}.`),
    form,
    out,
  );
}
