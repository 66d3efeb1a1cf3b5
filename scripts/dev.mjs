// `npm run dev`: the API with reload on port 3001 and Vite with hot reload on 3000 (proxying /api and /objects).
// The API's JSON log lines are shown readable through pino-pretty (production keeps them as JSON).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/server.ts'], { stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, PORT: apiPort } });
const pretty = spawn(process.execPath, [createRequire(import.meta.url).resolve('pino-pretty/bin.js'), '--colorize', '--ignore', 'pid,hostname'], { stdio: ['pipe', 'inherit', 'inherit'] });
api.stdout.pipe(pretty.stdin);
const children = [api, pretty, spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } })];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
