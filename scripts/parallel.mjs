// Runs shell commands side by side, as many at a time as there are cores, in the order given (the
// longest first serves best). Each command's output is printed whole when it ends, so two never
// interleave. Exits non-zero when any command failed, after all have ended.
//   node scripts/parallel.mjs "tsc -p apps/server" "tsc -p apps/web"
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const run = (command) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n${ok ? '✓' : '✗'} ${command} (${seconds} s${ok ? '' : `, ${signal ?? `exit ${code}`}`})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });

const queue = [...commands];
let failed = false;
const lane = async () => {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) if (!(await run(command))) failed = true;
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, lane));
if (failed) process.exit(1);
