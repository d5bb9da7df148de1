// The console talks to the public /v1 API like any client: a bearer key kept for this tab only
// (sessionStorage), or the browser session cookie with its CSRF token once signed in by link.

const KEY = 'vgate.key';

export class ApiProblem extends Error {
  constructor(status, body) {
    const e = body?.error ? body.error : {};
    super(e.message || `HTTP ${status}`);
    this.status = status;
    this.code = e.code || 'http_error';
    this.param = e.param || null;
  }
}

export const credentials = {
  key: () => sessionStorage.getItem(KEY),
  setKey: (k) => sessionStorage.setItem(KEY, k),
  clear: () => sessionStorage.removeItem(KEY),
};

function csrfToken() {
  const m = /(?:^|;\s*)(?:service_csrf|vgate_csrf|csrf_token)=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : null;
}

/** Calls the API; resolves with the parsed JSON (or text), throws ApiProblem on an error status. */
export async function api(method, path, body, opts = {}) {
  const headers = { accept: 'application/json' };
  const key = credentials.key();
  if (key) headers.authorization = `Bearer ${key}`;
  if (method !== 'GET' && method !== 'HEAD') {
    const token = csrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  let payload;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', ...opts });
  const type = res.headers.get('content-type') || '';
  const data = type.includes('json') ? await res.json() : await res.text();
  if (!res.ok) throw new ApiProblem(res.status, typeof data === 'object' ? data : null);
  return data;
}

export const get = (path) => api('GET', path);
export const post = (path, body) => api('POST', path, body ?? {});
export const put = (path, body) => api('PUT', path, body);
export const del = (path) => api('DELETE', path);
