/**
 * Loaded into the application by soak.bench.ts (`node --expose-gc --import`, with an IPC
 * channel): on the message 'salone-gc-probe' it runs a full garbage collection and answers
 * `{ saloneGcProbe: { heapUsed } }`, the heap still in use, in bytes: the live heap. Bench
 * only; the application never loads it. Plain JavaScript: it is loaded before the TypeScript
 * loader applies. (Not a signal: the app shuts down on SIGUSR2 and the other Nest shutdown
 * signals, and SIGUSR1 starts Node's inspector.)
 */
const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('bench/gc-probe.mjs needs node --expose-gc');
if (!process.send) throw new Error('bench/gc-probe.mjs needs an IPC channel');

process.on('message', (message) => {
  if (message !== 'salone-gc-probe') return;
  gc();
  process.send({ saloneGcProbe: { heapUsed: process.memoryUsage().heapUsed } });
});

// The soak runner went away without stopping the app: stop it, as SIGTERM would.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
