import { MalformedError } from '../errors.js';
import { decodeCall, PAYLOAD_SINKS, type SinkKind } from './decode.js';
import {
  BYTES,
  type ContainerShape,
  depthOf,
  globalName,
  MAX_PAYLOAD_VALUE,
  MAX_TRACKED_ITEMS,
  MAX_TRACKED_STRING,
  OPAQUE,
  type PickleValue,
  UNKNOWN,
  weightOf,
} from './values.js';

/**
 * Stack entries tracked before the machine degrades. A pickler's stack is nesting depth plus one
 * batch (1000 items) or one big tuple; entries are pointers, their values are charged separately.
 */
const MAX_STACK = 1_000_000;
/**
 * Approximate bytes of tracked values (strings, tuples, dict entries) one pickle may create.
 * Never refunded, so memory stays bounded whatever the stream does; past it, new values are
 * opaque, which can only make an import operand unresolvable (suspicious), never trusted.
 */
const TRACKING_BUDGET = 24 * 1024 * 1024;
/** Memo entries kept; later PUTs are dropped and their GETs become `unknown` (never trusted). */
const MAX_MEMO = 1_000_000;
/**
 * Bounds past which loading itself explodes: CPython sizes its memo array to twice the largest
 * index (`_Unpickler_MemoPut`), hashes tuples without caching (a tuple built from shared
 * references hashes 2^depth elements as a dict key or set member), and nesting this deep makes
 * every recursive consumer of the result fail.
 */
export const RESOURCE_BOUNDS = {
  memoIndex: 1 << 24,
  expandedElements: 10_000_000,
  /**
   * Lists, dicts and sets are not hashed while loading, only walked by whoever uses the result
   * (printing, comparing, `json.dumps`, pytree `tree_map`), so their bound is higher: a walk
   * of 2^30 elements does not finish in useful time, and no ordinary file shares that much.
   */
  containerExpansion: 2 ** 30,
  nesting: 10_000,
  allocation: 1 << 30,
};
/** Nodes one cycle check may visit, and all cycle checks of one pickle together. */
const CYCLE_VISITS = 64;
const CYCLE_BUDGET = 1_000_000;

/** Records that a container now sits inside another value (so a cycle could close through it). */
function markHeld(value: PickleValue): void {
  if (value.t === 'list') value.shape.held = true;
  else if (value.t === 'dict' && value.shape !== undefined) value.shape.held = true;
}

/** A value that can hold a mutable container (and so close a cycle through one). */
function holdsContainers(value: PickleValue): boolean {
  if (value.t === 'list') return true;
  if (value.t === 'dict') return value.shape !== undefined;
  if (value.t !== 'tuple') return false;
  return value.items.some(
    (i) => i.t === 'list' || i.t === 'tuple' || (i.t === 'dict' && i.shape !== undefined),
  );
}
/** Memo indices below this live in a dense array (pickler indices are sequential from 0). */
const DENSE_MEMO = 1 << 22;

/** What the machine reports while it runs; the scanner turns these into findings. */
export interface MachineEvents {
  onGlobal(module: string, name: string, op: string): void;
  /** STACK_GLOBAL / EXT operand that is not a known string: the import target is hidden. */
  onUnresolved(op: string, reason: string): void;
  /** A call whose callee is not an imported global (gadget chains such as getattr(...)(...)). */
  onIndirectCall(op: string): void;
  /**
   * A global that loading runs: the callee of REDUCE/NEWOBJ/NEWOBJ_EX/OBJ/INST, or a callable an
   * allow-listed helper calls on its behalf (see {@link CALLED_ARGUMENTS}).
   */
  onCall(module: string, name: string, op: string): void;
  /** BUILD applied to an imported global: overwrites attributes of a module-level object. */
  onBuildGlobal(target: string): void;
  /** A loader or evaluator (`pickle.loads`, `exec`...) receives `payload` as its first argument. */
  onPayload?(sink: string, kind: SinkKind, payload: PickleValue): void;
  /** Loading this stream would exhaust memory or time (see {@link RESOURCE_BOUNDS}). */
  onResource?(detail: string, severity: 'high' | 'medium'): void;
  /** A call of `cls` produced `value`: lets format layers (joblib) watch their wrapper objects. */
  onBuild?(target: PickleValue, state: PickleValue): void;
}

/**
 * Allow-listed helpers that call one of their arguments: the argument is reported as called too,
 * so `copyreg._reconstructor(Evil, object, None)` is judged by `Evil`, not by `copyreg`.
 */
export const CALLED_ARGUMENTS: Readonly<Record<string, readonly number[]>> = {
  'copyreg._reconstructor': [0, 1],
  'copyreg.__newobj__': [0],
  'copyreg.__newobj_ex__': [0],
  'torch._tensor._rebuild_from_type_v2': [0, 1],
  'torch._utils._rebuild_wrapper_subclass': [0],
  'numpy.core.multiarray._reconstruct': [0],
  'numpy._core.multiarray._reconstruct': [0],
  'builtins.map': [0],
  'builtins.filter': [0],
  // iter(callable, sentinel) calls `callable` every time the iterator is advanced.
  'builtins.iter': [0],
};

/**
 * Symbolic pickle virtual machine: CPython's stack, mark and memo semantics over
 * {@link PickleValue}s, without executing anything. Underflow, missing marks and memo misses
 * raise `MalformedError` exactly where CPython's unpickler would stop.
 */
export class PickleMachine {
  private stack: PickleValue[] = [];
  private marks: number[] = [];
  private readonly dense: Array<PickleValue | undefined> = [];
  private readonly sparse = new Map<number, PickleValue>();
  private memoCount = 0;
  private memoDropped = false;
  /** Set once the stack cap is hit: globals are still seen, stack contents no longer are. */
  degraded = false;
  private tracked = 0;
  private expansionReported = false;
  private nestingReported = false;
  private memoReported = false;
  private cycleReported = false;
  private containerReported = false;
  private hashDepthReported = false;
  private cycleBudget = CYCLE_BUDGET;
  private puts = 0;

  /** `offset` gives the offset of the opcode being executed (for where containers are made). */
  constructor(
    private readonly events: MachineEvents,
    private readonly offset: () => number = () => 0,
  ) {}

  get depth(): number {
    return this.stack.length;
  }

  private charge(bytes: number): boolean {
    if (this.tracked + bytes > TRACKING_BUDGET) return false;
    this.tracked += bytes;
    return true;
  }

  /** A string value (long ones kept as payload text), or opaque when over the bounds. */
  str(v: string): PickleValue {
    if (v.length > MAX_PAYLOAD_VALUE || !this.charge(40 + 2 * v.length)) return OPAQUE;
    return v.length <= MAX_TRACKED_STRING ? { t: 'str', v } : { t: 'text', v };
  }

  /** A byte string, kept (copied) for decoding while it fits the bounds. */
  bytes(raw: Uint8Array): PickleValue {
    if (raw.length > MAX_PAYLOAD_VALUE || !this.charge(40 + raw.length)) return BYTES;
    return { t: 'bytes', data: raw.slice() };
  }

  /** A tuple value, or opaque when too long or over the tracking budget; its expanded size is kept. */
  tuple(items: PickleValue[]): PickleValue {
    let weight = 1;
    let depth = 1;
    for (const item of items) {
      markHeld(item);
      weight += weightOf(item);
      const below = depthOf(item) + 1;
      if (below > depth) depth = below;
    }
    if (depth > RESOURCE_BOUNDS.nesting) this.tooDeep(depth, `the tuple built at offset ${this.offset()}`);
    if (weight > RESOURCE_BOUNDS.expandedElements && !this.expansionReported) {
      this.expansionReported = true;
      this.events.onResource?.(
        `a tuple built from shared references expands to ${weight > 2 ** 52 ? 'more than 2^52' : weight} elements ` +
          `(bound ${RESOURCE_BOUNDS.expandedElements}): hashing or walking it while loading does not finish`,
        'high',
      );
    }
    const heavy = weight > items.length + 1;
    if (items.length <= MAX_TRACKED_ITEMS && this.charge(40 + 8 * items.length)) {
      if (depth > 1) return heavy ? { t: 'tuple', items, weight, depth } : { t: 'tuple', items, depth };
      return heavy ? { t: 'tuple', items, weight } : { t: 'tuple', items };
    }
    return heavy || depth > 1 ? { t: 'opaque', weight, depth } : OPAQUE;
  }

  private tooDeep(depth: number, what: string): void {
    if (this.nestingReported) return;
    this.nestingReported = true;
    this.events.onResource?.(
      `${what} nests ${depth} levels deep (bound ${RESOURCE_BOUNDS.nesting}): recursive consumers of the result ` +
        '(repr, comparison, json, deepcopy) fail',
      'high',
    );
  }

  /** A new list, set or dict whose growth is tracked (untracked once the budget is spent). */
  container(kind: ContainerShape['kind'], op: string): PickleValue {
    if (!this.charge(96)) return kind === 'dict' ? { t: 'dict' } : OPAQUE;
    const shape: ContainerShape = { kind, offset: this.offset(), op, weight: 1, depth: 1 };
    return kind === 'dict' ? { t: 'dict', shape } : { t: 'list', shape };
  }

  /**
   * Items going into the container `target` (APPEND(S), ADDITEMS, SETITEM(S), LIST, DICT,
   * FROZENSET). `hashed`: which items CPython hashes on insertion (set members, dict keys).
   * Tracks the container's expanded size and depth, and reports an item that leads back to it.
   */
  fill(target: PickleValue, items: PickleValue[], op: string, hashed: 'all' | 'keys' | 'none'): void {
    if (hashed !== 'none') {
      const step = hashed === 'keys' ? 2 : 1;
      for (let i = 0; i < items.length; i += step) this.hashing(items[i], op);
    }
    const shape = target.t === 'list' ? target.shape : target.t === 'dict' ? target.shape : undefined;
    if (shape === undefined) return;
    for (const item of items) {
      if (holdsContainers(item)) {
        // Only a container that something already holds can be reached back from an item:
        // picklers fill a container before placing it, so the walk is rarely needed.
        if (item === target || (shape.held === true && this.leadsBack(item, target))) {
          this.cycle(shape, item === target, op);
          continue;
        }
        if ((shape.kids?.length ?? 0) < MAX_TRACKED_ITEMS && this.charge(8)) {
          shape.kids ??= [];
          shape.kids.push(item);
        }
      }
      markHeld(item);
      shape.weight += weightOf(item);
      const below = depthOf(item) + 1;
      if (below > shape.depth) shape.depth = below;
    }
    if (shape.depth > RESOURCE_BOUNDS.nesting)
      this.tooDeep(shape.depth, `the ${shape.kind} made by ${shape.op} at offset ${shape.offset}`);
    if (shape.weight > RESOURCE_BOUNDS.containerExpansion && !this.containerReported) {
      this.containerReported = true;
      this.events.onResource?.(
        `the ${shape.kind} made by ${shape.op} at offset ${shape.offset} expands to ` +
          `${shape.weight > 2 ** 52 ? 'more than 2^52' : shape.weight} elements through shared references ` +
          `(memo GET / DUP; bound 2^30): walking, comparing or serialising the loaded result does not finish`,
        'high',
      );
    }
  }

  /** A value CPython hashes while loading: a tuple nested past the bound overflows the C stack. */
  private hashing(key: PickleValue | undefined, op: string): void {
    if (key === undefined || (key.t !== 'tuple' && key.t !== 'opaque') || this.hashDepthReported) return;
    const depth = depthOf(key);
    if (depth <= RESOURCE_BOUNDS.nesting) return;
    this.hashDepthReported = true;
    this.events.onResource?.(
      `${op} hashes a tuple nested ${depth} levels deep (bound ${RESOURCE_BOUNDS.nesting}): CPython's tuple hash ` +
        'recurses in C without a depth check, so loading overflows the stack and the interpreter crashes',
      'high',
    );
  }

  /** True when `target` is reachable from `from` through tracked container items (bounded walk). */
  private leadsBack(from: PickleValue, target: PickleValue): boolean {
    if (from === target) return true;
    if (this.cycleBudget <= 0) return false;
    const seen = new Set<PickleValue>();
    const todo: PickleValue[] = [from];
    let visits = 0;
    while (todo.length > 0 && visits < CYCLE_VISITS) {
      const value = todo.pop() as PickleValue;
      if (value === target) return true;
      if (seen.has(value)) continue;
      seen.add(value);
      visits += 1;
      const next =
        value.t === 'tuple'
          ? value.items
          : value.t === 'list' || value.t === 'dict'
            ? value.shape?.kids
            : undefined;
      if (next !== undefined) for (const item of next) if (holdsContainers(item)) todo.push(item);
    }
    this.cycleBudget -= visits;
    return false;
  }

  private cycle(shape: ContainerShape, direct: boolean, op: string): void {
    if (this.cycleReported) return;
    this.cycleReported = true;
    this.events.onResource?.(
      `the ${shape.kind} made by ${shape.op} at offset ${shape.offset} is put into ` +
        `${direct ? 'itself (the same object, fetched back from the memo or by DUP)' : 'a container it holds'} by ${op}: ` +
        'a self-referential structure that loads quickly but makes every recursive consumer of the result ' +
        '(repr, comparison, json, pytree tree_map) recurse without end',
      'high',
    );
  }

  push(value: PickleValue): void {
    if (this.degraded) return;
    if (this.stack.length >= MAX_STACK) {
      this.degraded = true;
      this.stack = [];
      this.marks = [];
      return;
    }
    this.stack.push(value);
  }

  pop(): PickleValue {
    if (this.degraded) return UNKNOWN;
    const fence = this.marks[this.marks.length - 1] ?? 0;
    if (this.stack.length <= fence) throw new MalformedError('unpickling stack underflow');
    return this.stack.pop() ?? UNKNOWN;
  }

  top(): PickleValue {
    if (this.degraded) return UNKNOWN;
    const fence = this.marks[this.marks.length - 1] ?? 0;
    const value = this.stack[this.stack.length - 1];
    if (value === undefined || this.stack.length <= fence)
      throw new MalformedError('unpickling stack underflow');
    return value;
  }

  mark(): void {
    if (this.degraded) return;
    if (this.marks.length >= RESOURCE_BOUNDS.nesting && !this.nestingReported) {
      this.nestingReported = true;
      this.events.onResource?.(
        `MARKs nest deeper than ${RESOURCE_BOUNDS.nesting} levels: recursive consumers of the result fail`,
        'high',
      );
    }
    this.marks.push(this.stack.length);
  }

  popMark(): PickleValue[] {
    if (this.degraded) return [];
    const at = this.marks.pop();
    if (at === undefined) throw new MalformedError('could not find MARK');
    return this.stack.splice(at);
  }

  /** POP: drops the top item, or the innermost mark when it sits on top (CPython `load_pop`). */
  popAny(): void {
    if (this.degraded) return;
    if (this.marks.length > 0 && this.marks[this.marks.length - 1] === this.stack.length) this.marks.pop();
    else this.pop();
  }

  memoPut(index: number): void {
    const value = this.top();
    this.puts += 1;
    if (index >= RESOURCE_BOUNDS.memoIndex && index > 4 * this.puts && !this.memoReported) {
      this.memoReported = true;
      this.events.onResource?.(
        `memo index ${index} after ${this.puts} stores: CPython allocates a ${Math.round((index * 16) / 2 ** 20)} MiB memo table`,
        'high',
      );
    }
    if (this.degraded) return;
    const known = index < DENSE_MEMO ? this.dense[index] !== undefined : this.sparse.has(index);
    if (!known) {
      if (this.memoCount >= MAX_MEMO) {
        this.memoDropped = true;
        return;
      }
      this.memoCount += 1;
    }
    if (index < DENSE_MEMO) this.dense[index] = value;
    else this.sparse.set(index, value);
  }

  /** MEMOIZE stores at `len(memo)`, like CPython. */
  memoize(): void {
    this.memoPut(this.memoCount);
  }

  memoGet(index: number): void {
    const value = index < DENSE_MEMO ? this.dense[index] : this.sparse.get(index);
    if (value !== undefined) this.push(value);
    else if (this.memoDropped || this.degraded) this.push(UNKNOWN);
    else throw new MalformedError(`memo key ${index} not found`);
  }

  importGlobal(module: string, name: string, op: string): PickleValue {
    this.events.onGlobal(module, name, op);
    return { t: 'global', module, name };
  }

  stackGlobal(): void {
    const name = this.pop();
    const module = this.pop();
    if (module.t === 'str' && name.t === 'str') {
      this.push(this.importGlobal(module.v, name.v, 'STACK_GLOBAL'));
      return;
    }
    // CPython only accepts str operands, so a non-string here is either a value the scanner could
    // not follow or a crafted stream; either way the import target is unknown and must not pass.
    this.events.onUnresolved('STACK_GLOBAL', `operands are ${module.t}/${name.t}`);
    this.push(UNKNOWN);
  }

  /** REDUCE, NEWOBJ, NEWOBJ_EX, OBJ and INST all end up here. */
  call(callee: PickleValue, args: PickleValue, op: string): void {
    const name = globalName(callee);
    if (name === undefined) {
      if (callee.t !== 'unknown') this.events.onIndirectCall(op);
      this.push(OPAQUE);
      return;
    }
    if (callee.t === 'global') this.events.onCall(callee.module, callee.name, op);
    const forwarded = CALLED_ARGUMENTS[name];
    if (forwarded !== undefined && args.t === 'tuple') {
      for (const at of forwarded) {
        const arg = args.items[at];
        if (arg?.t === 'global') this.events.onCall(arg.module, arg.name, `${op} of ${name}`);
      }
    }
    if ((name === 'builtins.bytearray' || name === 'builtins.bytes') && args.t === 'tuple') {
      const size = args.items[0];
      if (size?.t === 'int' && size.v >= RESOURCE_BOUNDS.allocation) {
        this.events.onResource?.(
          `${name}(${size.v}) allocates ${Math.round(size.v / 2 ** 20)} MiB while loading`,
          'high',
        );
      }
    }
    const decoded = decodeCall(name, args);
    if (decoded !== undefined) {
      const size = decoded.t === 'bytes' ? (decoded.data?.length ?? 0) : 0;
      this.push(this.charge(40 + size) ? decoded : { t: 'bytes', via: name, lost: 'tracking budget spent' });
      return;
    }
    const sink = PAYLOAD_SINKS[name];
    if (sink !== undefined && args.t === 'tuple' && args.items[0] !== undefined) {
      this.events.onPayload?.(name, sink, args.items[0]);
    }
    // copyreg helpers construct an instance of their first argument: track that class instead.
    if ((name === 'copyreg._reconstructor' || name === 'copyreg.__newobj__') && args.t === 'tuple') {
      const cls = globalName(args.items[0] ?? OPAQUE);
      if (cls !== undefined) {
        this.push({ t: 'obj', cls, args: this.tuple(args.items.slice(1)) });
        return;
      }
    }
    this.push({ t: 'obj', cls: name, args });
  }

  build(): void {
    const state = this.pop();
    const target = this.top();
    if (target.t === 'global') this.events.onBuildGlobal(`${target.module}.${target.name}`);
    if (target.t === 'obj') target.state = state;
    this.events.onBuild?.(target, state);
  }

  setItems(pairs: PickleValue[], op: string): void {
    const target = this.top();
    this.fill(target, pairs, op, 'keys');
    if (target.t !== 'dict') return;
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const key = pairs[i];
      const value = pairs[i + 1];
      if (key?.t !== 'str' || value === undefined) continue;
      if ((target.entries?.size ?? 0) >= MAX_TRACKED_ITEMS || !this.charge(48)) return;
      target.entries ??= new Map();
      target.entries.set(key.v, value);
    }
  }
}
