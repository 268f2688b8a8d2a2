// `npm run dev`: the API (tsx watch) and Vite's dev server side by side, each line prefixed
// with its name. When either stops, the other is stopped too, and Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const processes = [
  { name: 'api', args: ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server/main.ts'] },
  { name: 'web', args: ['node_modules/vite/bin/vite.js'] },
];

let stopping = false;
const children = processes.map(({ name, args }) => {
  // npm sets NODE_ENV=production for scripts (.npmrc omits the devDependencies); the dev
  // servers run as development (React's development build, Vite's dev mode).
  const child = spawn(process.execPath, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  return child;
});

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
