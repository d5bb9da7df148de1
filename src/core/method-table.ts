/**
 * Which methods each route template answers, so that a known path asked with the wrong method is
 * 405 with `Allow` (RFC 9110 section 15.5.6) rather than a 404 that reads as "no such path".
 */
export class MethodTable {
  private readonly routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | readonly string[]): void {
    let entry = this.routes.get(url);
    if (!entry) {
      const source = url
        .split('/')
        .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      this.routes.set(url, entry);
    }
    for (const m of typeof methods === 'string' ? [methods] : methods) entry.methods.add(m.toUpperCase());
  }

  /** The methods the path answers, sorted; empty when no route has this path. */
  allowed(path: string): string[] {
    const out = new Set<string>();
    for (const { pattern, methods } of this.routes.values()) {
      if (pattern.test(path)) for (const m of methods) out.add(m);
    }
    return [...out].sort();
  }
}
