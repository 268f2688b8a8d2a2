// Runs npm scripts side by side and fails when any of them fails: `node scripts/parallel.mjs
// lint typecheck format:check`. ESLint, tsc, Prettier and the Vite build each keep one core
// busy at most, so on a 2-core machine the static checks finish in about half the time they
// take one after another. Each script's output is printed in one piece when it ends (never
// interleaved), with its name, result and time.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
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
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
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
