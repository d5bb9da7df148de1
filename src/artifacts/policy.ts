import { FAMILY_DENY, FRAMEWORK_ALLOW, PY2_NAMES } from './policy-families.js';
import { BUILTIN_ALLOW, BUILTIN_DENY, PY2_MODULES } from './policy-lists.js';
import type { GlobalPolicyInput } from './types.js';

/** Classification of one imported global. */
export type GlobalVerdict = 'allow' | 'deny' | 'unknown';

/** Dunder attributes that lead from any object to interpreters, frames or builtins. */
const TRAVERSAL_DUNDERS = new Set([
  '__globals__',
  '__builtins__',
  '__import__',
  '__subclasses__',
  '__class__',
  '__base__',
  '__bases__',
  '__mro__',
  '__dict__',
  '__code__',
  '__closure__',
  '__getattribute__',
  '__reduce__',
  '__reduce_ex__',
  '__self__',
  '__func__',
  '__loader__',
  '__spec__',
  '__init__',
  '__call__',
  '__setattr__',
  '__delattr__',
  '__setitem__',
  '__setstate__',
  '__getattr__',
  '__new__',
  '__builtins__',
  'func_globals',
  'gi_frame',
  'f_globals',
  'f_back',
]);

interface Rule {
  entry: string;
  verdict: 'allow' | 'deny';
  prefix: boolean;
}

function toRule(raw: string, verdict: 'allow' | 'deny'): Rule {
  // Deny entries always cover their subtree; allow entries only when written as `a.b.*`.
  if (raw.endsWith('.*')) return { entry: raw.slice(0, -2), verdict, prefix: true };
  return { entry: raw, verdict, prefix: verdict === 'deny' };
}

function matches(rule: Rule, name: string): boolean {
  if (name === rule.entry) return true;
  return rule.prefix && name.startsWith(`${rule.entry}.`);
}

/**
 * Decides whether an imported global (`module`, `name`) is safe, dangerous or unknown.
 *
 * Precedence: caller deny entries win; otherwise the longest matching entry decides, a tie goes
 * to deny. So a caller may allow `os.path.join` explicitly, but allowing `torch.*` does not
 * unlock the longer built-in deny `torch.load`.
 *
 * @example
 * const policy = new GlobalPolicy({ deny: ['mylib.unsafe'] });
 * policy.classify('os.path', 'join'); // 'deny'  (denying `os` denies its submodules)
 * policy.classify('torch._utils', '_rebuild_tensor_v2'); // 'allow'
 */
export class GlobalPolicy {
  private readonly callerDeny: Rule[];
  private readonly rules: Rule[];

  constructor(input: GlobalPolicyInput = {}) {
    this.callerDeny = (input.deny ?? []).map((e) => toRule(e, 'deny'));
    this.rules = [
      ...BUILTIN_DENY.map((e) => toRule(e, 'deny')),
      ...FAMILY_DENY.map((e) => toRule(e, 'deny')),
      ...BUILTIN_ALLOW.map((e) => toRule(e, 'allow')),
      ...FRAMEWORK_ALLOW.map((e) => toRule(e, 'allow')),
      ...(input.allow ?? []).map((e) => toRule(e, 'allow')),
      ...this.callerDeny,
    ];
  }

  private readonly cache = new Map<string, GlobalVerdict>();

  /** Classifies `module.name`, also under its Python 2 spelling remapped by `fix_imports`. */
  classify(module: string, name: string): GlobalVerdict {
    const key = `${module}\n${name}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const verdict = this.classifyUncached(module, name);
    // State dicts import the same handful of globals thousands of times; bound the cache anyway.
    if (this.cache.size < 10_000) this.cache.set(key, verdict);
    return verdict;
  }

  private classifyUncached(module: string, name: string): GlobalVerdict {
    const renamed = PY2_NAMES[`${module}.${name}`];
    if (renamed !== undefined) {
      const dot = renamed.lastIndexOf('.');
      const verdict = this.classifyOne(renamed.slice(0, dot), renamed.slice(dot + 1));
      const literal = this.classifyOne(module, name);
      return verdict === 'deny' || literal === 'deny' ? 'deny' : verdict;
    }
    const mapped = PY2_MODULES[module];
    const verdict = this.classifyOne(module, name);
    if (mapped === undefined || mapped === module || verdict === 'deny') return verdict;
    const remapped = this.classifyOne(mapped, name);
    if (remapped === 'deny') return 'deny';
    return verdict === 'allow' || remapped === 'allow' ? 'allow' : 'unknown';
  }

  private classifyOne(module: string, name: string): GlobalVerdict {
    const full = `${module}.${name}`;
    if (this.callerDeny.some((r) => matches(r, full))) return 'deny';
    const direct = this.longestMatch(full);
    if (!name.includes('.')) return direct;
    // Protocol 4 resolves dotted names by attribute walk: `torch` + `serialization.os.system`
    // reaches os.system through a module that merely imported it. Check every walked suffix.
    const segments = name.split('.');
    if (segments.some((s) => TRAVERSAL_DUNDERS.has(s))) return 'deny';
    // A walk through a private attribute (`collections._sys.exit`, `typing._os.system`) reaches
    // a module's own imports: a pickler never writes one (qualnames name classes and functions),
    // so it is how an allow-listed module is made to hand over a denied one.
    if (segments.slice(0, -1).some((s) => s.startsWith('_') && !s.startsWith('__'))) return 'deny';
    for (let i = 0; i < segments.length; i += 1) {
      if (this.longestMatch(segments.slice(i).join('.')) === 'deny') return 'deny';
    }
    if (direct === 'deny') return 'deny';
    // Only an exact allow entry may vouch for a dotted walk (prefix allows do not extend to it).
    return this.rules.some((r) => r.verdict === 'allow' && r.entry === full) ? 'allow' : 'unknown';
  }

  private longestMatch(full: string): GlobalVerdict {
    let best: Rule | undefined;
    for (const rule of this.rules) {
      if (!matches(rule, full)) continue;
      if (
        best === undefined ||
        rule.entry.length > best.entry.length ||
        (rule.entry.length === best.entry.length && rule.verdict === 'deny')
      ) {
        best = rule;
      }
    }
    return best?.verdict ?? 'unknown';
  }
}
