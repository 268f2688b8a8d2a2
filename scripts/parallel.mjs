// Runs npm scripts side by side and fails when any of them fails: `node scripts/parallel.mjs
// lint typecheck format:check`. ESLint, tsc, Prettier and the Vite build each keep one core
// busy at most, so on a 2-core machine the static checks finish in about half the time they
// take one after another. Each script's output is printed in one piece when it ends (never
// interleaved), with its name, result and time. With `--stream` (long runs: the Vitest and
// Playwright suites side by side) each line is printed as it comes, after its script's name.
import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';

const args = process.argv.slice(2);
const stream = args.includes('--stream');
const scripts = args.filter((a) => a !== '--stream');
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs [--stream] <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Prints a stream's complete lines as they come, each after `[name] `; keeps the unfinished rest. */
function lineWriter(name) {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const write = (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length > 0) process.stdout.write(lines.map((l) => `[${name}] ${l}\n`).join(''));
  };
  return {
    take: (chunk) => write(decoder.write(chunk)),
    flush: () => {
      const last = rest + decoder.end();
      rest = '';
      if (last) write(`${last}\n`);
    },
  };
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; resolves with its exit code, its output and its time. */
function run(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    const [out, err] = [lineWriter(name), lineWriter(name)];
    const into = (writer) => (chunk) => (stream ? writer.take(chunk) : output.push(chunk));
    child.stdout.on('data', into(out));
    child.stderr.on('data', into(err));
    child.on('error', (e) => into(err)(Buffer.from(`${e.message}\n`)));
    child.on('close', (code, signal) => {
      out.flush();
      err.flush();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      process.stdout.write(
        `\n── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n` +
          (text ? `${text}\n` : ''),
      );
      resolve(ok ? 0 : 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed`);
  process.exit(1);
}
