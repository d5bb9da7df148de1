import { MalformedError } from '../errors.js';
import {
  globalName,
  MAX_TRACKED_ITEMS,
  MAX_TRACKED_STRING,
  OPAQUE,
  type PickleValue,
  UNKNOWN,
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
/** Memo indices below this live in a dense array (pickler indices are sequential from 0). */
const DENSE_MEMO = 1 << 22;

/** What the machine reports while it runs; the scanner turns these into findings. */
export interface MachineEvents {
  onGlobal(module: string, name: string, op: string): void;
  /** STACK_GLOBAL / EXT operand that is not a known string: the import target is hidden. */
  onUnresolved(op: string, reason: string): void;
  /** A call whose callee is not an imported global (gadget chains such as getattr(...)(...)). */
  onIndirectCall(op: string): void;
  /** BUILD applied to an imported global: monkey-patches a module-level object. */
  onBuildGlobal(target: string): void;
  /** A call of `cls` produced `value`: lets format layers (joblib) watch their wrapper objects. */
  onBuild?(target: PickleValue, state: PickleValue): void;
}

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

  constructor(private readonly events: MachineEvents) {}

  get depth(): number {
    return this.stack.length;
  }

  private charge(bytes: number): boolean {
    if (this.tracked + bytes > TRACKING_BUDGET) return false;
    this.tracked += bytes;
    return true;
  }

  /** A string value, or opaque when too long or over the tracking budget. */
  str(v: string): PickleValue {
    return v.length <= MAX_TRACKED_STRING && this.charge(40 + 2 * v.length) ? { t: 'str', v } : OPAQUE;
  }

  /** A tuple value, or opaque when too long or over the tracking budget. */
  tuple(items: PickleValue[]): PickleValue {
    return items.length <= MAX_TRACKED_ITEMS && this.charge(40 + 8 * items.length)
      ? { t: 'tuple', items }
      : OPAQUE;
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

  setItems(pairs: PickleValue[]): void {
    const target = this.top();
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
