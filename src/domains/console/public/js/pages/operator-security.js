import { hasScope } from '../access.js';
import { get, post } from '../api.js';
import { busy, el, field, fmt, notice, summary, table, when } from '../ui.js';

const EVENT_NAMES = {
  memory_write_blocked: 'memory write blocked',
  audit_verification_failed: 'audit verification failed',
  signing_key_mismatch: 'signing key mismatch',
  lockdown_entered: 'lockdown entered',
  recovered: 'recovered',
};

/** The Recover form: only while the service is in lockdown, and only for a key that may recover. */
function recoverForm(me, out) {
  if (!hasScope(me, 'admin')) {
    return el('p', { class: 'hint' }, 'Recovering needs an operator key with the "admin" scope.');
  }
  const reason = field(
    'Reason for recovering',
    el('input', { type: 'text', id: 'sd-reason', maxlength: '500', required: true }),
    'Recorded in the audit log.',
  );
  const recover = el('button', { type: 'submit' }, 'Recover');
  const form = el(
    'form',
    {
      onsubmit: (e) => {
        e.preventDefault();
        void busy(recover, out, async () => {
          await post('/v1/security/self-defense/recover', { reason: reason.input.value });
          form.remove();
          out.replaceChildren(notice('Recovered: normal mode, memory routes are open again.', 'ok'));
        });
      },
    },
    reason.wrap,
    el('div', { class: 'actions' }, recover),
  );
  return form;
}

export async function render(main, { me }) {
  const out = el('div', { 'aria-live': 'polite' });
  const state = await get('/v1/security/self-defense');
  const lockdown = state.mode !== 'normal';
  const verify = el('button', { type: 'button' }, 'Verify the audit log');
  const audit = el('div', { 'aria-live': 'polite' });
  verify.addEventListener(
    'click',
    () =>
      void busy(verify, audit, async () => {
        const r = await get('/v1/audit/verify');
        audit.replaceChildren(
          notice(
            r.valid ? 'The audit log verifies.' : 'The audit log FAILED verification.',
            r.valid ? 'ok' : 'error',
          ),
          summary([
            ['Entries', fmt(r.tree_size)],
            ['Signed checkpoints checked', fmt(r.checkpoints_checked)],
            ['Latest checkpoint', r.checkpoint ? when(r.checkpoint.created_at) : 'none yet'],
            ['Root hash', el('code', { class: 'hash' }, r.root_hash)],
            ['Signing key', el('code', {}, r.key_id)],
            ...(r.valid
              ? []
              : [
                  ['First bad entry', r.first_bad_index === null ? '—' : fmt(r.first_bad_index)],
                  ['Reason', r.reason ?? '—'],
                ]),
          ]),
        );
      }),
  );
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Self-defense'),
      notice(
        lockdown
          ? `Lockdown since ${new Date(state.since).toLocaleString()}: memory writes are refused (HTTP 423). Cause: ${state.cause ?? 'unknown'}${state.reason ? `; ${state.reason}` : ''}. Review, then recover.`
          : 'Normal mode: memory routes are open. If the service ever locks itself down, a Recover form appears here.',
        lockdown ? 'error' : 'ok',
      ),
      state.events.length
        ? table(
            [
              { label: 'When', value: (e) => when(e.at) },
              { label: 'Event', value: (e) => EVENT_NAMES[e.type] ?? e.type },
            ],
            state.events,
            'Recent security events, newest first',
          )
        : el('p', { class: 'hint' }, 'No recent security events.'),
      lockdown ? recoverForm(me, out) : null,
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
