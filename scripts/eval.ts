/**
 * Same as `vgate eval`: node --import tsx scripts/eval.ts [--holdout | --loso] file.jsonl [more.jsonl ...]
 */
import { runEval } from '../src/cli/eval.js';

process.exit(await runEval(process.argv.slice(2)));
