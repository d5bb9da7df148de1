import { get, post } from '../api.js';
import { busy, el, field, notice, when } from '../ui.js';

const USE_CASES = [
  'research',
  'education',
  'nonprofit',
  'open_source',
  'personal_project',
  'prototype_evaluation',
  'security_testing',
];

export async function render(main) {
  const current = await get('/v1/eligibility/reviews/current');
  const r = current.review;
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Status'),
      r
        ? el(
            'p',
            {},
            `Review ${r.review_id}: ${r.state}${r.reason ? ` (${r.reason})` : ''} · submitted `,
            when(r.submitted_at),
          )
        : el(
            'p',
            {},
            'No review yet. Free-tier tenants need an approved review to use hosted models; your own provider keys work regardless.',
          ),
    ),
  );
  if (r && (r.state === 'submitted' || r.state === 'resubmitted' || r.state === 'approved')) return;
  const org = field(
    'Organisation',
    el('input', { type: 'text', id: 'el-org', maxlength: '200', required: true }),
  );
  const use = field(
    'Use case',
    el(
      'select',
      { id: 'el-use' },
      USE_CASES.map((u) => el('option', { value: u }, u.replace('_', ' '))),
    ),
  );
  const desc = field(
    'What you will build (20 characters or more)',
    el('textarea', { id: 'el-desc', minlength: '20', maxlength: '4000', required: true }),
  );
  const volume = field(
    'Expected requests per month',
    el('input', { type: 'number', id: 'el-volume', min: '1', required: true, value: '1000' }),
  );
  const site = field(
    'Website (optional)',
    el('input', { type: 'text', id: 'el-site', placeholder: 'https://…' }),
  );
  const email = field('Contact email', el('input', { type: 'email', id: 'el-email', required: true }));
  const accept = el('input', { type: 'checkbox', id: 'el-accept', required: true });
  const submit = el('button', { type: 'submit' }, 'Submit for review');
  const out = el('div', { 'aria-live': 'polite' });
  main.append(
    el(
      'form',
      {
        class: 'panel',
        onsubmit: (e) => {
          e.preventDefault();
          void busy(submit, out, async () => {
            const body = {
              organisation: org.input.value,
              use_case: use.input.value,
              description: desc.input.value,
              expected_monthly_requests: Number(volume.input.value),
              contact_email: email.input.value,
              accept_usage_policy: accept.checked,
              ...(site.input.value ? { website: site.input.value } : {}),
            };
            const done = await post('/v1/eligibility/reviews', body);
            out.replaceChildren(
              notice(
                `Submitted: review ${done.review_id ?? done.review?.review_id ?? ''} is ${done.state ?? done.review?.state ?? 'submitted'}.`,
                'ok',
              ),
            );
          });
        },
      },
      el('h2', {}, 'Eligibility review'),
      org.wrap,
      use.wrap,
      desc.wrap,
      volume.wrap,
      site.wrap,
      email.wrap,
      el('label', { for: 'el-accept', class: 'inline' }, accept, ' I accept the usage policy'),
      el('div', { class: 'actions' }, submit),
      out,
    ),
  );
}
