// `npm run dev`: the API (and worker) in watch mode plus Vite's dev server, which proxies /api and /realtime.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@repute/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@repute/web'], { stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
