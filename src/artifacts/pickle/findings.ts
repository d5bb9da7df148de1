import type { ScanContext } from '../context.js';
import type { MachineEvents } from './machine.js';

/**
 * Turns machine events into findings: deny-listed imports are critical, unknown ones and hidden
 * import targets suspicious. `offset` returns the offset of the opcode being executed.
 */
export function findingEvents(ctx: ScanContext, offset: () => number): Omit<MachineEvents, 'onBuild'> {
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
    onIndirectCall: (op) => suspicious('indirect_call', `${op} calls a value that is not an imported global`),
    onBuildGlobal: (target) =>
      suspicious('build_on_global', `BUILD mutates the imported global ${target.slice(0, 200)}`),
  };
}
