#!/usr/bin/env node
// `npm run dev`: the API server with reload (tsx watch, port 3000) and the Vite dev server (port 5173,
// proxying /api to the server). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
