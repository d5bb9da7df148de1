/**
 * Trains the hashed n-gram logistic model of `src/detect/model/` deterministically:
 *
 *   node --import tsx scripts/train.ts --data ../shared/datasets/injection-dev.jsonl [--data more.jsonl] \
 *     --out src/detect/model/weights.json [--seed 7] [--epochs 12] [--validate]
 *
 * Every file's fixed held-out fifth (see `isHoldout`) is excluded. Synthetic examples generated
 * here (multilingual and indirect injections, jailbreak personas, benign look-alikes) are added.
 * `--validate` additionally keeps a validation fifth of the training rows out and reports on it.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FEATURE_BITS, type SparseVector, vectorize } from '../src/detect/model/features.js';
import { encodeHead, type StoredModel } from '../src/detect/model/weights-codec.js';
import { normalize } from '../src/detect/normalize/pipeline.js';
import { toTokenText } from '../src/detect/normalize/token-text.js';
import { trainingRows } from './train/dataset.js';
import { predict, trainLogistic } from './train/logistic.js';
import { Random } from './train/random.js';
import { type Example, syntheticAttacks } from './train/synthetic-attacks.js';
import { syntheticBenign } from './train/synthetic-benign.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: 'src/detect/model/weights.json' },
    seed: { type: 'string', default: '7' },
    epochs: { type: 'string', default: '12' },
    validate: { type: 'boolean', default: false },
  },
});

/** Exactly the text the classifier sees at inference: folded, token text of the input view. */
function featurize(text: string): SparseVector {
  const view = normalize(text).views[0];
  return vectorize(view === undefined ? '' : toTokenText(view.folded).view.text);
}

const isValidation = (text: string) => (createHash('sha256').update(text).digest()[1] ?? 0) % 5 === 0;

function main(): void {
  const seed = Number(values.seed);
  const r = new Random(seed);
  const files = values.data ?? [];
  const fromFiles = files.flatMap((f) => trainingRows(f));
  const synthetic = [...syntheticAttacks(r, 1400), ...syntheticBenign(r, 900)];
  let train: Example[] = [...fromFiles, ...synthetic];
  let validation: Example[] = [];
  if (values.validate) {
    validation = fromFiles.filter((e) => isValidation(e.text));
    train = train.filter((e) => !validation.includes(e));
  }
  console.error(
    `training on ${train.length} examples (${fromFiles.length} from files, ${synthetic.length} synthetic)`,
  );
  const xs = train.map((e) => featurize(e.text));
  const opts = { size: 1 << FEATURE_BITS, epochs: Number(values.epochs), learningRate: 0.2, l2: 1e-4 };
  const attack = trainLogistic(
    xs,
    train.map((e) => e.label),
    r,
    opts,
  );
  const attackIdx = train.flatMap((e, i) => (e.label === 1 ? [i] : []));
  const kind = trainLogistic(
    attackIdx.map((i) => xs[i] as SparseVector),
    attackIdx.map((i) => (train[i]?.kind === 'injection' ? 1 : 0)),
    r,
    opts,
  );
  if (validation.length > 0) report(validation, attack);
  const model: StoredModel = {
    format: 'vgate-hashed-logreg-1',
    featureBits: FEATURE_BITS,
    trainedOn:
      `${files.map((f) => f.split('/').pop()).join(', ')} (held-out fifth excluded, ${fromFiles.length} rows) + ` +
      `${synthetic.length} synthetic rows from scripts/train; seed ${seed}, ${opts.epochs} epochs, AdaGrad, l2 ${opts.l2}`,
    heads: { attack: encodeHead(attack.bias, attack.weights), kind: encodeHead(kind.bias, kind.weights) },
  };
  writeFileSync(values.out ?? 'src/detect/model/weights.json', `${JSON.stringify(model)}\n`);
  console.error(`wrote ${values.out}`);
}

function report(rows: Example[], model: { bias: number; weights: Float32Array }): void {
  let tp = 0;
  let fp = 0;
  let pos = 0;
  let neg = 0;
  for (const e of rows) {
    const p = predict(model, featurize(e.text));
    if (e.label === 1) {
      pos++;
      if (p >= 0.5) tp++;
    } else {
      neg++;
      if (p >= 0.5) fp++;
    }
  }
  console.error(
    `validation (model only): n=${rows.length} tpr=${(tp / pos).toFixed(3)} fpr=${(fp / neg).toFixed(3)}`,
  );
}

main();
