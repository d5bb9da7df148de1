// The console shell: sign-in, navigation, routing between pages (history API, no reloads).
import { ApiProblem, credentials, get, post } from './api.js';
import { describe, el, notice } from './ui.js';

const TENANT_PAGES = [
  ['overview', 'Overview', () => import('./pages/overview.js')],
  ['playground', 'Playground', () => import('./pages/playground.js')],
  ['verdicts', 'Verdict log', () => import('./pages/verdicts.js')],
  ['policy', 'Policy and scan mode', () => import('./pages/policy.js')],
  ['keys', 'API keys', () => import('./pages/keys.js')],
  ['routes', 'Model routes', () => import('./pages/routes.js')],
  ['usage', 'Usage', () => import('./pages/usage.js')],
  ['memory', 'Memory', () => import('./pages/memory.js')],
  ['billing', 'Billing', () => import('./pages/billing.js')],
  ['eligibility', 'Eligibility review', () => import('./pages/eligibility.js')],
  ['disputes', 'Disputes', () => import('./pages/disputes.js')],
];
const OPERATOR_PAGES = [
  ['operator/tenants', 'Tenants and keys', () => import('./pages/operator-tenants.js')],
  ['operator/tuning', 'Detection tuning', () => import('./pages/operator-tuning.js')],
  ['operator/security', 'Security and audit', () => import('./pages/operator-security.js')],
  ['operator/reviews', 'Eligibility triage', () => import('./pages/operator-reviews.js')],
  ['operator/disputes', 'Dispute queue', () => import('./pages/operator-disputes.js')],
];

const root = () => document.getElementById('app');
let me = null;

function pageName() {
  const rest = location.pathname.replace(/^\/console\/?/, '').replace(/\/$/, '');
  return rest || 'overview';
}

export function navigate(name) {
  history.pushState({}, '', `/console/${name}`);
  void render();
}

function link(name, label) {
  const current = pageName() === name;
  return el(
    'li',
    {},
    el(
      'a',
      {
        href: `/console/${name}`,
        'aria-current': current ? 'page' : null,
        onclick: (e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          navigate(name);
        },
      },
      label,
    ),
  );
}

function themeToggle() {
  const saved = localStorage.getItem('vgate.theme');
  if (saved) document.documentElement.dataset.theme = saved;
  const button = el('button', { class: 'secondary theme-toggle', type: 'button' }, 'Switch theme');
  button.addEventListener('click', () => {
    const dark = document.documentElement.dataset.theme
      ? document.documentElement.dataset.theme === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches;
    const next = dark ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    localStorage.setItem('vgate.theme', next);
  });
  return button;
}

async function signOut() {
  credentials.clear();
  try {
    await post('/v1/logout');
  } catch {
    // no browser session to end
  }
  me = null;
  history.pushState({}, '', '/console/');
  void render();
}

function sidebar() {
  const operator = me.tier === 'platform';
  return el(
    'nav',
    { class: 'sidebar', 'aria-label': 'Console' },
    el('div', { class: 'brand' }, 'Verdict Gateway'),
    el('div', { class: 'who' }, `${me.tenant_id} · ${me.tier} · ${me.scopes.join(', ')}`),
    el('h2', {}, 'Tenant'),
    el(
      'ul',
      {},
      TENANT_PAGES.map(([n, l]) => link(n, l)),
    ),
    operator ? el('h2', {}, 'Operator') : null,
    operator
      ? el(
          'ul',
          {},
          OPERATOR_PAGES.map(([n, l]) => link(n, l)),
        )
      : null,
    el(
      'div',
      { class: 'actions' },
      el('button', { class: 'secondary', type: 'button', onclick: signOut }, 'Sign out'),
    ),
    themeToggle(),
  );
}

function signInPage(message) {
  const keyInput = el('input', {
    type: 'password',
    id: 'api-key',
    autocomplete: 'off',
    spellcheck: 'false',
    required: true,
  });
  const out = el('div', { 'aria-live': 'polite' }, message ? notice(message, 'error') : null);
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: async (e) => {
        e.preventDefault();
        credentials.setKey(keyInput.value.trim());
        await render();
      },
    },
    el('label', { for: 'api-key' }, 'API key'),
    keyInput,
    el(
      'div',
      { class: 'hint' },
      'An API key of your tenant, or the operator key printed at first start. Kept for this tab only.',
    ),
    el('div', { class: 'actions' }, el('button', { type: 'submit' }, 'Sign in')),
  );
  const email = el('input', { type: 'email', id: 'signup-email', autocomplete: 'email', required: true });
  const linkOut = el('div', { 'aria-live': 'polite' });
  const magic = el(
    'form',
    {
      class: 'panel',
      onsubmit: async (e) => {
        e.preventDefault();
        try {
          await post('/v1/signup', { email: email.value });
          linkOut.replaceChildren(
            notice('If the address can sign in, a link is on its way. Open it in this browser.', 'ok'),
          );
        } catch (err) {
          linkOut.replaceChildren(notice(describe(err), 'error'));
        }
      },
    },
    el('label', { for: 'signup-email' }, 'Email'),
    email,
    el('div', { class: 'hint' }, 'New here, or signing in without a key: we email you a one-time link.'),
    el(
      'div',
      { class: 'actions' },
      el('button', { type: 'submit', class: 'secondary' }, 'Email me a sign-in link'),
    ),
    linkOut,
  );
  const main = el(
    'main',
    { id: 'main', tabindex: '-1', class: 'signin' },
    el('h1', {}, 'Sign in to the console'),
    out,
    form,
    magic,
  );
  root().className = 'app signed-out';
  root().replaceChildren(main);
  keyInput.focus();
}

export async function render() {
  if (!me) {
    try {
      me = await get('/v1/me');
    } catch (err) {
      const hadKey = Boolean(credentials.key());
      credentials.clear();
      signInPage(hadKey && err instanceof ApiProblem ? describe(err) : null);
      return;
    }
  }
  const name = pageName();
  const entry = [...TENANT_PAGES, ...(me.tier === 'platform' ? OPERATOR_PAGES : [])].find(
    ([n]) => n === name,
  );
  const main = el('main', { id: 'main', tabindex: '-1' });
  root().className = 'app';
  root().replaceChildren(sidebar(), main);
  if (!entry) {
    main.append(
      el('h1', {}, 'Not found'),
      notice('This page does not exist. Choose one from the menu.', 'error'),
    );
    return;
  }
  document.title = `${entry[1]} · Verdict Gateway console`;
  const page = await entry[2]();
  main.append(el('h1', {}, entry[1]));
  try {
    await page.render(main, { me, navigate });
  } catch (err) {
    main.append(notice(`This page could not load: ${describe(err)}`, 'error'));
  }
  main.focus();
}

window.addEventListener('popstate', () => void render());
void render();
