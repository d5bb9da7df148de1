// Small DOM helpers: every text goes in through textContent, never as HTML.

/** Creates an element: el('button', { class: 'x', onclick: fn }, 'text', child). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else if (k === 'class') node.className = v;
    else if (v === true) node.setAttribute(k, '');
    else node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

let fieldCounter = 0;
/** A labelled form control; returns { wrap, input }. */
export function field(label, control, hint) {
  fieldCounter += 1;
  const id = control.id || `f${fieldCounter}`;
  control.id = id;
  const hintId = hint ? `${id}-hint` : undefined;
  if (hintId) control.setAttribute('aria-describedby', hintId);
  const wrap = el(
    'div',
    {},
    el('label', { for: id }, label),
    control,
    hint ? el('div', { class: 'hint', id: hintId }, hint) : null,
  );
  return { wrap, input: control };
}

/**
 * A table that scrolls sideways inside its own box when wider than the screen, so the page never
 * does; while it scrolls, the box is a labelled, focusable region (keyboard users can scroll it).
 */
const scrollers = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    if (target.scrollWidth > target.clientWidth + 1) {
      target.setAttribute('tabindex', '0');
      target.setAttribute('role', 'region');
      target.setAttribute('aria-label', target.dataset.label);
    } else {
      target.removeAttribute('tabindex');
      target.removeAttribute('role');
      target.removeAttribute('aria-label');
    }
  }
});

/** A table from column definitions [{ label, value: row => node|string }], in a scroll box. */
export function table(columns, rows, caption) {
  const t = el(
    'table',
    {},
    caption ? el('caption', { class: 'hint' }, caption) : null,
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        columns.map((c) => el('th', { scope: 'col' }, c.label)),
      ),
    ),
    el(
      'tbody',
      {},
      rows.map((r) =>
        el(
          'tr',
          {},
          columns.map((c) => el('td', {}, c.value(r))),
        ),
      ),
    ),
  );
  const wrap = el(
    'div',
    { class: 'table-wrap', 'data-label': caption || `Table: ${columns.map((c) => c.label).join(', ')}` },
    t,
  );
  scrollers.observe(wrap);
  return wrap;
}

/** A list of label/value pairs, e.g. a record's summary: [[label, node|string], ...]. */
export function summary(pairs) {
  return el(
    'dl',
    { class: 'summary' },
    pairs.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]),
  );
}

/** Bytes as a person reads them: 1536 -> "1.5 KB". */
export function bytes(n) {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return i === 0
    ? `${fmt(v)} bytes`
    : `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(v)} ${units[i]}`;
}

/** Offers `data` as a JSON file download (a Blob URL: nothing leaves the browser). */
export function downloadJson(name, data) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const a = el('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A status line read out by screen readers; kind: 'ok' | 'error' | ''. */
export function notice(text, kind = '') {
  return el('div', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
}

export function empty(text) {
  return el('p', { class: 'empty' }, text);
}

export function badge(action) {
  return el('span', { class: `badge ${action}` }, action);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
/** A time in the viewer's own zone, with the ISO value in a <time> element. */
export function when(iso) {
  if (!iso) return '—';
  const d = new Date(iso);
  return el('time', { datetime: iso, title: iso }, Number.isNaN(d.getTime()) ? iso : dateTime.format(d));
}

const number = new Intl.NumberFormat();
export const fmt = (n) => number.format(n);
/** Micro-units of a currency as money: 1,500,000 -> 1.50. */
export const money = (micros, currency = 'USD') =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(micros / 1e6);

/** Runs an async action with the button disabled, showing the error (or result) in `out`. */
export async function busy(button, out, action) {
  button.disabled = true;
  out.replaceChildren();
  try {
    await action();
  } catch (err) {
    out.replaceChildren(notice(describe(err), 'error'));
  } finally {
    button.disabled = false;
  }
}

/** An error a person can act on: the API's message and code. */
export function describe(err) {
  if (err?.code) return `${err.message} (${err.code}, HTTP ${err.status})`;
  return err instanceof Error ? err.message : String(err);
}

/** Wraps text and marks [start, end) spans with <mark>; overlapping spans merge. */
export function highlight(text, spans) {
  const sorted = spans
    .filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end) && s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const merged = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.label = `${last.label}, ${s.label}`;
    } else merged.push({ ...s });
  }
  const out = el('div', { class: 'highlighted' });
  let at = 0;
  for (const s of merged) {
    const start = Math.min(s.start, text.length);
    const end = Math.min(s.end, text.length);
    out.append(text.slice(at, start), el('mark', { title: s.label }, text.slice(start, end)));
    at = end;
  }
  out.append(text.slice(at));
  return out;
}

/** JSON typed by a person: parsed, or an error that says it does not parse and where. */
export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`The JSON does not parse: ${err.message}`);
  }
}
