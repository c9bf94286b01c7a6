#!/usr/bin/env node
// The `repute` command. Repute runs on Node.js 24 (decision 0149): on an older Node (a machine whose system Node is
// 20) it runs itself again on the runtime npm installed beside the dependencies; on 24 or newer it registers tsx's
// loader in this process and runs the TypeScript entry point.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const SUPPORTED_MAJOR = 24;

/** The Node.js that `npm install` brought (the optional dependency node-<platform>-<arch>), if there is one. */
function installedRuntime() {
  try {
    const manifest = createRequire(import.meta.url).resolve(`node-${process.platform}-${process.arch}/package.json`);
    return path.join(path.dirname(manifest), 'bin', 'node');
  } catch {
    return undefined;
  }
}

if (Number(process.versions.node.split('.')[0]) >= SUPPORTED_MAJOR) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
} else {
  const runtime = installedRuntime();
  if (!runtime) {
    process.stderr.write(
      `Repute needs Node.js ${SUPPORTED_MAJOR} or newer; this is ${process.version}. Install Node.js ${SUPPORTED_MAJOR} (on Linux x64, \`npm install\` brings it).\n`,
    );
    process.exit(1);
  }
  const child = spawn(runtime, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // A service manager signals this process; the one that does the work must hear it.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
