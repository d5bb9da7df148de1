import { get, post } from '../api.js';
import { busy, el, field, notice, table, when } from '../ui.js';

export async function render(main) {
  const out = el('div', { 'aria-live': 'polite' });
  const sd = await get('/v1/security/self-defense');
  const { channel_disclosed: _c, ...state } = sd;
  const reason = field(
    'Reason for recovering',
    el('input', { type: 'text', id: 'sd-reason', maxlength: '500', required: true }),
    'Recorded in the audit log.',
  );
  const recover = el('button', { type: 'submit' }, 'Recover');
  const verify = el('button', { type: 'button' }, 'Verify the audit log');
  const audit = el('div', { 'aria-live': 'polite' });
  verify.addEventListener(
    'click',
    () =>
      void busy(verify, audit, async () => {
        const r = await get('/v1/audit/verify');
        const { channel_disclosed: _d, ...rest } = r;
        audit.replaceChildren(
          notice(
            r.ok === false || r.valid === false
              ? 'The audit log FAILED verification.'
              : 'The audit log verifies.',
            r.ok === false || r.valid === false ? 'error' : 'ok',
          ),
          el('pre', {}, JSON.stringify(rest, null, 2)),
        );
      }),
  );
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Self-defense'),
      el('p', {}, `Mode: ${state.mode ?? 'unknown'}`),
      Array.isArray(state.events) && state.events.length
        ? table(
            [
              { label: 'When', value: (e) => when(e.at ?? e.created_at) },
              { label: 'Event', value: (e) => e.type ?? e.kind ?? '' },
            ],
            state.events,
          )
        : el('p', { class: 'hint' }, 'No recent security events.'),
      el(
        'form',
        {
          onsubmit: (e) => {
            e.preventDefault();
            void busy(recover, out, async () => {
              await post('/v1/security/self-defense/recover', { reason: reason.input.value });
              out.replaceChildren(notice('Recovered; memory routes are open again.', 'ok'));
            });
          },
        },
        reason.wrap,
        el('div', { class: 'actions' }, recover),
      ),
      out,
    ),
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Audit log'),
      el('p', { class: 'hint' }, 'Recomputes every entry and checks every signed checkpoint.'),
      verify,
      audit,
    ),
  );
}
