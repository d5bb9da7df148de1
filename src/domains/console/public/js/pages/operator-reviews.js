import { get, post } from '../api.js';
import { busy, el, empty, field, notice, table, when } from '../ui.js';

const PAST = { approve: 'approved', deny: 'denied', revoke: 'revoked' };

export async function render(main) {
  const state = field(
    'State',
    el(
      'select',
      { id: 'rv-state' },
      ['submitted', 'resubmitted', 'approved', 'denied', 'revoked', ''].map((s) =>
        el('option', { value: s }, s || 'any'),
      ),
    ),
  );
  const list = el('div');
  const out = el('div', { 'aria-live': 'polite' });
  const decide = (review, decision) => {
    const reason = el('input', {
      type: 'text',
      'aria-label': `Reason to ${decision} ${review.review_id}`,
      maxlength: '2000',
      placeholder: 'reason (audited)',
    });
    const go = el(
      'button',
      { type: 'button', class: decision === 'approve' ? '' : 'danger' },
      decision[0].toUpperCase() + decision.slice(1),
    );
    go.addEventListener(
      'click',
      () =>
        void busy(go, out, async () => {
          if (!reason.value.trim()) throw new Error('A decision needs a reason.');
          await post(`/v1/admin/eligibility/reviews/${review.review_id}/decision`, {
            decision,
            reason: reason.value,
          });
          out.replaceChildren(notice(`${review.tenant_id}: ${PAST[decision]}.`, 'ok'));
          await load();
        }),
    );
    return el('span', { class: 'row' }, reason, go);
  };
  const load = async () => {
    const q = state.input.value ? `?state=${state.input.value}` : '';
    const r = await get(`/v1/admin/eligibility/reviews${q}`);
    list.replaceChildren(
      r.data.length
        ? table(
            [
              { label: 'Tenant', value: (x) => x.tenant_id },
              { label: 'Organisation', value: (x) => x.application?.organisation ?? x.organisation ?? '—' },
              { label: 'Use case', value: (x) => x.application?.use_case ?? x.use_case ?? '—' },
              { label: 'State', value: (x) => x.state },
              { label: 'Submitted', value: (x) => when(x.submitted_at) },
              {
                label: 'Decide',
                value: (x) =>
                  x.state === 'approved'
                    ? decide(x, 'revoke')
                    : x.state === 'denied' || x.state === 'revoked'
                      ? '—'
                      : el('div', {}, decide(x, 'approve'), decide(x, 'deny')),
              },
            ],
            r.data,
          )
        : empty('Nothing waits for a decision.'),
    );
  };
  state.input.addEventListener('change', () => void load());
  main.append(el('div', { class: 'panel' }, state.wrap), out, list);
  await load();
}
