// `npm start`: builds the web app and the widget only when what they are built from changed since the last build.
// A restart used to rebuild every time (15 s here); the stamp is a hash of the inputs' paths and contents.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the two builds read: their own folders, the shared domain package, and the locked dependency versions. */
const INPUTS = ['apps/web', 'apps/widget', 'packages/domain', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', '.tmp']);
/** Both outputs must be there and carry the stamp of today's inputs. */
const STAMP = path.join(ROOT, 'apps/web/dist/.build-inputs');
const OUTPUTS = ['apps/web/dist/index.html', 'apps/widget/dist'];

function* files(relative) {
  const absolute = path.join(ROOT, relative);
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* files(child);
    else if (entry.isFile()) yield child;
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const list = input.endsWith('.json') ? [input] : [...files(input)];
    for (const file of list)
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(ROOT, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const wanted = inputsHash();
const built =
  OUTPUTS.every((output) => existsSync(path.join(ROOT, output))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === wanted;
if (built) {
  process.stdout.write('The web app is up to date: not rebuilding.\n');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@repute/web', '-w', '@repute/widget'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${wanted}\n`);
}
