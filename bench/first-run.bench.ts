// The quick start as a newcomer meets it (issue 38 item 1): a fresh clone of the current commit
// (uncommitted changes are not in it), an empty npm cache, `npm install`, then `npm start` until
// GET /healthz answers 200. Prints the install time, the time to healthy (and the first start's
// web build within it), the total, node_modules' size on disk (du, as the issue measured it)
// and its package count, the packages with install scripts, and the machine's load before and
// after (the figures follow whatever else runs on the cores). Targets: total <= 90 s,
// node_modules <= 450 MB. BENCH_PORT picks the port (default: the first free of 3250-3259);
// BENCH_KEEP=1 keeps the temp folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_SECONDS = 90;
const TARGET_MB = 450;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  for (let port = 3250; port <= 3259; port++) if (await portIsFree(port)) return port;
  throw new Error('no free port in 3250-3259 (set BENCH_PORT)');
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs `command` in `cwd`, its output kept for the report; throws when it fails. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { seconds, output: `${result.stdout}\n${result.stderr}` };
}

/** Starts `npm start` and resolves with the seconds until /healthz answers 200. */
async function startUntilHealthy(cwd: string, env: NodeJS.ProcessEnv, port: number) {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (exited !== null) throw new Error(`npm start exited (${exited}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`/healthz did not answer in 10 min:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const built = /Web app built in ([\d.]+) s/.exec(output);
    return { seconds, buildSeconds: built ? Number(built[1]) : NaN };
  } finally {
    if (exited === null && child.pid) {
      // npm and the server under it form one process group.
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

async function main() {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const port = await choosePort();
  const work = mkdtempSync(join(tmpdir(), 'qrs-first-run-'));
  const repo = join(work, 'repo');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_cache: join(work, 'npm-cache'),
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // Nothing of this checkout's settings leaks into the clone's run.
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
  const loadBefore = load();
  try {
    execFileSync('git', ['clone', '--quiet', ROOT, repo]);
    execFileSync('git', ['checkout', '--quiet', commit], { cwd: repo });
    console.log(`clone of ${commit.slice(0, 12)} in ${repo}, npm cache ${env.npm_config_cache}`);

    const install = timed('npm', ['install'], repo, env);
    const added = /added (\d+) packages?/.exec(install.output)?.[1] ?? '?';
    const start = await startUntilHealthy(repo, env, port);

    const mb = Number(
      execFileSync('du', ['-sm', 'node_modules'], { cwd: repo, encoding: 'utf8' }).split('\t')[0],
    );
    const lock = JSON.parse(
      readFileSync(join(repo, 'node_modules/.package-lock.json'), 'utf8'),
    ) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const installed = Object.keys(lock.packages).filter((k) => k.startsWith('node_modules/'));
    const withScripts = installed
      .filter((k) => lock.packages[k]!.hasInstallScript)
      .map((k) => k.slice(k.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const total = install.seconds + start.seconds;

    const rows: [string, string, string][] = [
      ['npm install (empty cache)', `${install.seconds.toFixed(1)} s`, ''],
      ['npm start to /healthz 200', `${start.seconds.toFixed(1)} s`, ''],
      ['  of which the web build', `${start.buildSeconds.toFixed(1)} s`, ''],
      [
        'total',
        `${total.toFixed(1)} s`,
        `<= ${TARGET_SECONDS} s: ${total <= TARGET_SECONDS ? 'met' : 'MISSED'}`,
      ],
      [
        'node_modules on disk (du)',
        `${mb} MB`,
        `<= ${TARGET_MB} MB: ${mb <= TARGET_MB ? 'met' : 'MISSED'}`,
      ],
      ['packages installed', `${installed.length} (npm: added ${added})`, ''],
      ['install scripts', withScripts.join(', ') || 'none', ''],
    ];
    console.log(
      `\nFirst run on ${new Date().toISOString().slice(0, 10)} (load ${loadBefore} before, ${load()} after)`,
    );
    for (const [what, value, target] of rows) {
      console.log(`${what.padEnd(28)} ${value.padStart(12)}  ${target}`);
    }
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
