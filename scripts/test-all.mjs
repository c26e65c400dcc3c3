// `npm test`: every check in order, stopping at the first failure with a non-zero exit.
//   lint and typecheck (at once: one core each) → unit + server tests on SQLite → server tests on PostgreSQL
//   (DATABASE_URL_TEST, or a throwaway cluster) → web component tests → build → small benchmark
//   run → e2e (Chromium).
// `npm test -- --from <step>` starts at a later step (names below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/build-state.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const STEPS = [
  // Steps of one `together` group run at the same time: the lint and the type check each keep one
  // core busy (21 and 32 s from a clean clone), and neither prints anything when it passes.
  { name: 'lint', title: 'Lint (eslint)', command: ['npm', 'run', 'lint'], together: 'static' },
  { name: 'typecheck', title: 'Type check (tsc -b)', command: ['npm', 'run', 'typecheck'], together: 'static' },
  {
    name: 'unit',
    title: 'Unit and server tests on SQLite (vitest: shared, server)',
    command: ['vitest', 'run', '--project', 'shared', '--project', 'server'],
    sqlite: true,
  },
  {
    name: 'pg',
    title: 'Server tests on PostgreSQL (vitest: server)',
    command: ['node', 'scripts/with-postgres.mjs', 'vitest', 'run', '--project', 'server'],
  },
  { name: 'web', title: 'Web component tests (vitest: web)', command: ['vitest', 'run', '--project', 'web'] },
  { name: 'build', title: 'Build (web, then server)', command: ['npm', 'run', 'build'] },
  {
    name: 'bench',
    title: 'Benchmark harness, small run (1k dossiers, 1 s per endpoint; no timing checks)',
    command: ['vitest', 'run', '--project', 'bench'],
    sqlite: true,
  },
  { name: 'e2e', title: 'End-to-end tests in Chromium', command: ['node', 'scripts/e2e.mjs'] },
];

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const start = values.from ? STEPS.findIndex((s) => s.name === values.from) : 0;
if (start < 0) {
  console.error(`unknown step "${values.from}"; steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function systemDepsMissing() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  const pgRoot = '/usr/lib/postgresql';
  const hasInitdb = existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(join(pgRoot, v, 'bin', 'initdb')));
  if (!hasInitdb && !process.env.DATABASE_URL_TEST) missing.push('postgresql');
  // The OCR of scanned documents: Tesseract with Arabic and French, and pdftoppm to draw PDF pages.
  const tessRoot = '/usr/share/tesseract-ocr';
  const tessdata = existsSync(tessRoot) ? readdirSync(tessRoot).map((v) => join(tessRoot, v, 'tessdata')) : [];
  if (!existsSync('/usr/bin/tesseract')) missing.push('tesseract-ocr');
  for (const lang of ['ara', 'fra']) {
    if (!tessdata.some((dir) => existsSync(join(dir, `${lang}.traineddata`)))) missing.push(`tesseract-ocr-${lang}`);
  }
  if (!existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');
  if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) missing.push('fonts-dejavu-core');
  return missing;
}

const missing = systemDepsMissing();
if (missing.length > 0) {
  console.log(paint('1', `\n▶ Missing system packages (${missing.join(', ')}): running scripts/ensure-system-deps.sh`));
  const result = spawnSync('bash', [join(root, 'scripts/ensure-system-deps.sh')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(paint('31', 'scripts/ensure-system-deps.sh failed'));
    process.exit(1);
  }
}

// Like npm scripts: local binaries first on PATH.
const baseEnv = { ...process.env, PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running.size > 0) for (const child of running) child.kill(signal);
    else process.exit(130);
  });
}

function run(step) {
  const env = { ...baseEnv };
  // The SQLite run must not pick up a PostgreSQL test database from the caller's environment.
  if (step.sqlite) delete env.TEST_DATABASE_URL;
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    running.add(child);
    const done = (status) => {
      running.delete(child);
      resolve(status);
    };
    child.on('error', (err) => {
      console.error(err.message);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** The steps in order, those of one `together` group in one batch. */
const batches = [];
for (const [index, step] of STEPS.entries()) {
  const numbered = { ...step, index };
  const last = batches.at(-1);
  if (step.together && last?.[0].together === step.together) last.push(numbered);
  else batches.push([numbered]);
}

async function runBatch(batch) {
  for (const step of batch) {
    const alongside = batch.filter((other) => other !== step).map((other) => other.name);
    const note = alongside.length > 0 ? ` (at once with ${alongside.join(', ')})` : '';
    console.log(paint('1;36', `\n━━━ [${step.index + 1}/${STEPS.length}] ${step.title}${note} ━━━`));
    console.log(paint('2', `$ ${step.command.join(' ')}`));
  }
  return Promise.all(
    batch.map(async (step) => {
      const stepBegan = Date.now();
      const status = await run(step);
      return { step, status: status === 0 ? 'passed' : `FAILED (exit ${status})`, ms: Date.now() - stepBegan };
    }),
  );
}

const results = [];
let failed = false;
const began = Date.now();
for (const batch of batches) {
  const due = batch.filter((step) => step.index >= start);
  for (const step of batch.filter((s) => s.index < start)) results.push({ step, status: 'skipped', ms: 0 });
  if (due.length === 0) continue;
  if (failed) {
    for (const step of due) results.push({ step, status: 'not run', ms: 0 });
    continue;
  }
  const finished = await runBatch(due);
  results.push(...finished);
  failed = finished.some((r) => r.status !== 'passed');
}

console.log(paint('1', '\n━━━ Summary ━━━'));
for (const { step, status, ms } of results) {
  const mark = status === 'passed' ? paint('32', '✔') : status.startsWith('FAILED') ? paint('31', '✘') : paint('2', '·');
  console.log(`${mark} ${step.name.padEnd(10)} ${status.padEnd(18)} ${ms ? seconds(ms) : ''}`.trimEnd());
}
const total = Date.now() - began;
console.log(failed ? paint('31', `npm test failed after ${seconds(total)}`) : paint('32', `npm test passed in ${seconds(total)}`));
process.exit(failed ? 1 : 0);
