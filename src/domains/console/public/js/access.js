// What the signed-in key may do, from GET /v1/me (tier and scopes): the console offers only
// pages and forms the key can use, instead of letting them fail with 403.

/** Whether the key has `scope`; null means any authenticated key. */
export const hasScope = (me, scope) => scope === null || me.scopes.includes(scope);

/** An operator key: the platform tier (operator pages need `admin` too, checked per page). */
export const isOperator = (me) => me.tier === 'platform';

/** Whether a page (an entry of the menu's table) is open to the key. */
export const canOpen = (me, page) => hasScope(me, page.scope) && (!page.operator || isOperator(me));

/** A short line for a page the key cannot use, naming what it lacks. */
export function lacking(me, page) {
  if (page.operator && !isOperator(me)) return 'This page is for operator (platform) keys.';
  return `This page needs a key with the "${page.scope}" scope; this key has ${me.scopes.join(', ') || 'no scope'}.`;
}
