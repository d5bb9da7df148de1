/**
 * What the context-aware engines derive from a conversation's system and developer messages (the
 * rules a system prompt sets, its canary tokens and 5-word shingles), computed at most once per
 * prepared context however many texts are judged against it. A caller that judges many texts
 * under one system prompt (every message of a chat, every check of a streamed answer, every chat
 * of a tenant that sends the same system prompt) passes one `PreparedContext` to each `scan`.
 *
 * The derivations read only the system and developer messages of the scan's context and their
 * positions in it, so one prepared context may serve every context whose system and developer
 * messages are the same, at the same positions ({@link contextKey}). Content-free beyond what the
 * system prompt itself holds; never shared by the library between callers.
 */
export class PreparedContext {
  readonly #memo = new Map<string, unknown>();

  /** Computes `key` once for this context; later calls (from any scan) reuse the value. */
  once<T>(key: string, compute: () => T): T {
    if (this.#memo.has(key)) return this.#memo.get(key) as T;
    const value = compute();
    this.#memo.set(key, value);
    return value;
  }
}

/** Roles whose messages the context-aware engines read as the operator's instructions. */
export function isInstructionRole(role: string): boolean {
  return role === 'system' || role === 'developer';
}

/**
 * The identity of a context as the context-aware engines see it: the position, role and text of
 * each system or developer message; '' when there is none (nothing to prepare). Callers digest it.
 */
export function contextKey(context: readonly { role: string; content: string }[]): string {
  let key = '';
  for (let i = 0; i < context.length; i++) {
    const m = context[i];
    if (m === undefined || !isInstructionRole(m.role)) continue;
    key += `${i}\u0000${m.role}\u0000${m.content.length}\u0000${m.content}\u0000`;
  }
  return key;
}
