// The console shell: sign-in, navigation, routing between pages (history API, no reloads).
import { canOpen, lacking } from './access.js';
import { ApiProblem, credentials, get, post } from './api.js';
import { describe, el, notice } from './ui.js';

/**
 * Every page, with the scope its calls need (null: any key; the route table of each /v1 call it
 * makes) and whether it is for operator (platform) keys. The menu lists only what the key can open.
 */
const page = (name, label, scope, load, operator = false) => ({ name, label, scope, load, operator });
const TENANT_PAGES = [
  page('overview', 'Overview', null, () => import('./pages/overview.js')),
  page('playground', 'Playground', 'scan', () => import('./pages/playground.js')),
  page('verdicts', 'Verdict log', 'scan', () => import('./pages/verdicts.js')),
  page('policy', 'Policy and scan mode', 'admin', () => import('./pages/policy.js')),
  page('keys', 'API keys', 'admin', () => import('./pages/keys.js')),
  page('routes', 'Model routes', 'gateway', () => import('./pages/routes.js')),
  page('usage', 'Usage', null, () => import('./pages/usage.js')),
  page('memory', 'Memory', 'memory', () => import('./pages/memory.js')),
  page('billing', 'Billing', 'billing', () => import('./pages/billing.js')),
  page('eligibility', 'Eligibility review', 'billing', () => import('./pages/eligibility.js')),
  page('disputes', 'Disputes', 'billing', () => import('./pages/disputes.js')),
];
const OPERATOR_PAGES = [
  page('operator/tenants', 'Tenants and keys', 'admin', () => import('./pages/operator-tenants.js'), true),
  page('operator/tuning', 'Detection tuning', 'admin', () => import('./pages/operator-tuning.js'), true),
  page('operator/security', 'Security and audit', null, () => import('./pages/operator-security.js'), true),
  page('operator/reviews', 'Eligibility triage', 'admin', () => import('./pages/operator-reviews.js'), true),
  page('operator/disputes', 'Dispute queue', 'admin', () => import('./pages/operator-disputes.js'), true),
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

function link({ name, label }) {
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
  const button = el('button', { class: 'secondary', type: 'button' }, 'Switch theme');
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

/** Tenant, tier and scopes, each kept whole: lines break between items, never inside a word. */
function identity() {
  return el(
    'div',
    { class: 'who' },
    el('span', { class: 'who-tenant', title: 'tenant' }, me.tenant_id),
    el('span', { class: 'who-tier' }, `${me.tier} tier`),
    el(
      'span',
      { class: 'who-scopes' },
      el('span', { class: 'visually-hidden' }, 'scopes: '),
      me.scopes.map((s) => el('span', { class: 'scope' }, s)),
    ),
  );
}

function menuSection(title, pages) {
  const open = pages.filter((p) => canOpen(me, p));
  if (open.length === 0) return null;
  return [el('h2', {}, title), el('ul', {}, open.map(link))];
}

function sidebar() {
  const menu = el(
    'div',
    { class: 'menu', id: 'console-menu' },
    menuSection('Tenant', TENANT_PAGES),
    menuSection('Operator', OPERATOR_PAGES),
    el(
      'div',
      { class: 'actions' },
      el('button', { class: 'secondary', type: 'button', onclick: signOut }, 'Sign out'),
      themeToggle(),
    ),
  );
  // On a narrow screen the menu folds behind this button (CSS hides it on wide screens).
  const toggle = el(
    'button',
    {
      class: 'secondary menu-toggle',
      type: 'button',
      'aria-expanded': 'false',
      'aria-controls': 'console-menu',
    },
    'Menu',
  );
  const nav = el(
    'nav',
    { class: 'sidebar', 'aria-label': 'Console' },
    el('div', { class: 'sidebar-head' }, el('div', { class: 'brand' }, 'Verdict Gateway'), toggle),
    identity(),
    menu,
  );
  toggle.addEventListener('click', () => {
    const open = nav.classList.toggle('open');
    toggle.setAttribute('aria-expanded', String(open));
  });
  return nav;
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
          const r = await post('/v1/signup', { email: email.value });
          // On the local contour without a mail server the link goes to the server's log.
          linkOut.replaceChildren(
            r.delivery === 'server_log'
              ? notice(r.message, 'ok')
              : notice('If the address can sign in, a link is on its way. Open it in this browser.', 'ok'),
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
    el(
      'header',
      { class: 'product' },
      el('p', { class: 'product-name' }, 'Verdict Gateway'),
      el(
        'p',
        { class: 'hint' },
        'Security verdicts for prompts and replies, and an OpenAI-compatible model gateway.',
      ),
    ),
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
  const entry = [...TENANT_PAGES, ...OPERATOR_PAGES].find((p) => p.name === name);
  const main = el('main', { id: 'main', tabindex: '-1' });
  root().className = 'app';
  root().replaceChildren(sidebar(), main);
  if (!entry || (entry.operator && me.tier !== 'platform')) {
    main.append(
      el('h1', {}, 'Not found'),
      notice('This page does not exist. Choose one from the menu.', 'error'),
    );
    return;
  }
  document.title = `${entry.label} · Verdict Gateway console`;
  main.append(el('h1', {}, entry.label));
  if (!canOpen(me, entry)) {
    main.append(notice(`${lacking(me, entry)} Choose another page from the menu.`, 'error'));
    return;
  }
  const mod = await entry.load();
  try {
    await mod.render(main, { me, navigate });
  } catch (err) {
    main.append(notice(`This page could not load: ${describe(err)}`, 'error'));
  }
  main.focus();
}

window.addEventListener('popstate', () => void render());
void render();
