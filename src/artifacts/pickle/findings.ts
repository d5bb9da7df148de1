import type { ScanContext } from '../context.js';
import type { MachineEvents } from './machine.js';

/**
 * Turns machine events into findings: deny-listed imports are critical, unknown ones and hidden
 * import targets suspicious. `offset` returns the offset of the opcode being executed.
 */
export function findingEvents(
  ctx: ScanContext,
  offset: () => number,
): Omit<MachineEvents, 'onBuild' | 'onPayload'> {
  const at = () => ({ member: ctx.member, offset: offset() });
  const suspicious = (kind: string, detail: string) =>
    ctx.report.add({ severity: 'medium', flag: 'SUSPICIOUS_IMPORT', kind, detail, ...at() });
  return {
    onGlobal: (module, name, op) => {
      const full = `${module}.${name}`.slice(0, 200);
      ctx.report.recordGlobal(full);
      const verdict = ctx.policy.classify(module, name);
      if (verdict === 'deny') {
        ctx.report.add({
          severity: 'critical',
          flag: 'UNSAFE_DESERIALIZATION',
          kind: 'dangerous_global',
          detail: `${full} imported via ${op}`,
          ...at(),
        });
      } else if (verdict === 'unknown') {
        suspicious('unknown_global', `${full} imported via ${op} is not on the allow list`);
      }
    },
    onUnresolved: (op, reason) =>
      suspicious('unresolved_global', `${op} target cannot be resolved statically: ${reason}`),
    // Picklers only ever call imported globals; calling a computed value is a gadget chain.
    onIndirectCall: (op) =>
      ctx.report.add({
        severity: 'high',
        flag: 'SUSPICIOUS_IMPORT',
        kind: 'indirect_call',
        detail: `${op} calls a value that is not an imported global (the result of another call): a gadget chain`,
        ...at(),
      }),
    onCall: (module, name, op) => {
      if (ctx.policy.classify(module, name) !== 'unknown') return;
      ctx.report.add({
        severity: 'high',
        flag: 'SUSPICIOUS_IMPORT',
        kind: 'unvetted_call',
        detail:
          `${`${module}.${name}`.slice(0, 200)} is called (${op}) while loading and is not on the allow list ` +
          'of safe constructors: loading runs its code',
        ...at(),
      });
    },
    onResource: (detail, severity) =>
      ctx.report.add({ severity, flag: 'ARCHIVE_HAZARD', kind: 'resource_exhaustion', detail, ...at() }),
    onBuildGlobal: (target) =>
      ctx.report.add({
        severity: 'high',
        flag: 'UNSAFE_DESERIALIZATION',
        kind: 'attribute_overwrite',
        detail:
          `BUILD sets attributes on the imported global ${target.slice(0, 200)}: a module or class is ` +
          'rewritten so later imports resolve to attacker-chosen objects',
        ...at(),
      }),
  };
}
