// `npm run build` (also run by `npm ci` / `npm install` through `prepare`): compiles src/ to dist/
// with tsc, then copies the files the compiled code reads beside itself (weights, JSON, SQL,
// HTML) that tsc does not emit. Plain JavaScript, so it needs no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const ASSET = /\.(json|sql|html|txt|bin)$/;

rmSync(dist, { recursive: true, force: true });
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const built = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

let copied = 0;
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !ASSET.test(entry.name)) continue;
  const from = path.join(entry.parentPath, entry.name);
  cpSync(from, path.join(dist, path.relative(src, from)));
  copied += 1;
}
process.stdout.write(`built dist/ (${copied} asset files copied)\n`);
