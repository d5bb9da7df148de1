#!/usr/bin/env node
// Entry for the `vgate` command: runs the compiled CLI (dist/, built by `npm run build`, which
// `npm ci` / `npm install` run). In a development checkout that was never built, it falls back
// to the TypeScript sources through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
