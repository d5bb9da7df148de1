/** The two small HTML pages of the magic-link flow; every interpolated value is escaped. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="referrer" content="no-referrer"><title>${esc(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>${esc(title)}</h1>
${body}
</body></html>
`;
}

/**
 * The page a magic link opens. It consumes nothing: only its button does (a POST), so a mail
 * scanner that follows links cannot use the token up.
 */
export function confirmPage(token: string): string {
  return page(
    'Confirm sign-in',
    `<p>Press the button to sign up for, or sign in to, Verdict Gateway.</p>
<form method="post" action="/v1/signup/verify">
<input type="hidden" name="token" value="${esc(token)}">
<button type="submit">Confirm</button>
</form>`,
  );
}

/** The answer to the confirmation: the first API key, shown this once, when one was created. */
export function signedInPage(r: { tenantId: string; key: string | null }): string {
  const key = r.key
    ? `<p>Your first API key (shown only now; store it safely):</p>
<pre id="api-key">${esc(r.key)}</pre>`
    : '<p>Welcome back: your existing keys are unchanged.</p>';
  return page(
    'Signed in',
    `<p>Tenant <code id="tenant-id">${esc(r.tenantId)}</code>; this browser now holds a session.</p>
${key}
<p><a href="/console">Open the console</a></p>`,
  );
}
