import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** The base URL once the server said it is listening. */
  ready(timeoutMs?: number): Promise<string>;
}

/** Starts `src/server.ts` as its own process with the given environment (plus PATH). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', VGATE_PORT: '0', VGATE_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    ready: async (timeoutMs = 30_000) => {
      await waitFor(() => /listening on (http:\/\/\S+)/.test(out) || child.exitCode !== null, timeoutMs);
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) throw new Error(`server did not start:\n${out}`);
      return url;
    },
  };
}

export async function waitFor(pred: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
