/**
 * `npm run bench [name...]`: runs the named benchmarks (all by default), each printing one JSON
 * line of figures. Figures are ratios against a baseline run in the same process where possible,
 * since these machines are shared and noisy.
 */
const BENCHES: Record<string, () => Promise<{ run: () => Promise<unknown> }>> = {
  'http-baseline': () => import('./http-baseline.js'),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(BENCHES);
for (const name of names) {
  const load = BENCHES[name];
  if (!load) {
    process.stderr.write(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}\n`);
    process.exit(2);
  }
  const mod = await load();
  process.stdout.write(`${JSON.stringify(await mod.run())}\n`);
}
process.exit(0);
