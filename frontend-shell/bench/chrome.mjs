/**
 * A headless Chromium for Lighthouse to drive over its debugging port, with a profile of its
 * own; shared by the frontend bench and the Lighthouse bench.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Chromium and waits (10 s at most) until its debugging port answers. */
export async function startHeadlessChrome(executablePath, debugPort) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'salone-lh-'));
  const chrome = spawn(
    executablePath,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${debugPort}/json/version`);
      break;
    } catch {
      await sleep(200);
    }
  }
  return {
    async close() {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGKILL');
      await exited;
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
