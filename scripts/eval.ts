/**
 * Same as `vgate eval`: node --import tsx scripts/eval.ts [--holdout] file.jsonl [more.jsonl ...]
 */
import { runEval } from '../src/cli/eval.js';

process.exit(runEval(process.argv.slice(2)));
