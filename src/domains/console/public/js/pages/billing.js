import { get, post } from '../api.js';
import { busy, el, empty, fmt, money, notice, when } from '../ui.js';

export async function render(main) {
  let status;
  try {
    status = await get('/v1/billing/status');
  } catch (err) {
    main.append(notice(`Billing is not available here: ${err.message}`, 'error'));
    return;
  }
  const cur = status.currency || 'USD';
  const a = status.allowance || {};
  main.append(
    el(
      'div',
      { class: 'cards' },
      el(
        'div',
        { class: 'card' },
        el('div', { class: 'label' }, 'Available'),
        el('div', { class: 'value' }, money(status.available_micros, cur)),
        el(
          'div',
          { class: 'hint' },
          `balance ${money(status.balance_micros, cur)}, held ${money(status.reserved_micros, cur)}`,
        ),
      ),
      el(
        'div',
        { class: 'card' },
        el('div', { class: 'label' }, 'Plan'),
        el('div', { class: 'value' }, status.plan),
        el('div', { class: 'hint' }, `payments by ${status.provider}`),
      ),
      a.output_tokens_limit
        ? el(
            'div',
            { class: 'card' },
            el('div', { class: 'label' }, `Free output tokens, ${a.period}`),
            el('div', { class: 'value' }, fmt(a.output_tokens_left)),
            el(
              'div',
              { class: 'hint' },
              `${fmt(a.output_tokens_used)} of ${fmt(a.output_tokens_limit)} used`,
            ),
          )
        : null,
      el(
        'div',
        { class: 'card' },
        el('div', { class: 'label' }, 'Last payment'),
        el(
          'div',
          { class: 'value' },
          status.last_payment ? money(status.last_payment.amount_micros, cur) : '—',
        ),
        status.last_payment ? el('div', { class: 'hint' }, when(status.last_payment.at)) : null,
      ),
    ),
  );
  const out = el('div', { 'aria-live': 'polite' });
  const packs = [
    ['starter', 'Starter pack, 10.00'],
    ['team', 'Team pack, 50.00'],
    ['scale', 'Scale pack, 250.00'],
  ];
  const buttons = packs.map(([pack, label]) => {
    const b = el('button', { type: 'button', class: 'secondary' }, label);
    b.addEventListener(
      'click',
      () =>
        void busy(b, out, async () => {
          const c = await post('/v1/billing/checkout', { pack });
          out.replaceChildren(
            notice(`Checkout ${c.checkout_id} for ${money(c.amount_micros, c.currency)} is ready.`, 'ok'),
            el('a', { href: c.url, id: 'checkout-link' }, 'Go to the payment page'),
          );
        }),
    );
    return b;
  });
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Add credit'),
      el(
        'p',
        { class: 'hint' },
        'Prepaid: hosted model calls draw on this balance; calls with your own provider keys are not charged.',
      ),
      el('div', { class: 'actions' }, buttons),
      out,
    ),
  );
  if (status.provider === undefined) main.append(empty('No payment provider is configured.'));
}
