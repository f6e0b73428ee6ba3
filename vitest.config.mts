import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    // Two workers per core, in threads: vitest's default for `run` leaves one core free, which on
    // this 2-core box is one worker — 245 s for the suite, against 150 s with two (measured idle,
    // 147 files). Many files mostly wait (the sandbox's retry backoffs, a 10 s slow-backend row,
    // countdowns), so a third and fourth worker fill those waits; threads start a file's worker
    // faster than forks. Whole suite (148 files, 1,781 tests) back to back on the shared box:
    // forks × 2 170 s, forks × 4 149 s, threads × 4 125 s (user CPU 223 → 215 s).
    pool: 'threads',
    maxWorkers: os.availableParallelism() * 2,
    server: { deps: { inline: ['antd', '@ant-design/cssinjs'] } },
  },
});
