// npm test's step ahead of every test process (package.json pretest:unit): the machine tools the
// suite runs beside the npm packages, found or — on a fresh machine, as root with apt-get —
// installed in one apt-get, once (scripts/lib/ensure-tools.ts: one lock for every process, apt's
// output on stderr). Chromium's headless shell for Playwright (e2e, and the vitest tests that launch
// it) and nginx, whose binary the vitest tests of deploy/nginx.conf and the bench's nginx peer run.
// Prints each tool's path; exits 1 saying what to install when a tool is missing and cannot be installed.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumHelp, chromiumTool } from './find-chromium.ts';
import { ensureTools, nginxTool, type Env, type Tool } from './lib/ensure-tools.ts';

/** The tools npm test needs, in the order they are looked for. */
export function testTools(env: Env = process.env): Tool[] {
  return [chromiumTool(env, 'tests'), nginxTool(env)];
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    for (const [name, at] of Object.entries(ensureTools(testTools()))) console.log(`${name}: ${at}`);
  } catch (err) {
    // ensureTools names every missing tool and its package; a browser can also come another way.
    const message = (err as Error).message;
    console.error(`[tools] ${message}`);
    if (message.startsWith('chromium')) console.error(`[chromium] ${chromiumHelp()}`);
    process.exit(1);
  }
}
