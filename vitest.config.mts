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
    // VM threads: each file still gets its own module graph (vi.mock works as it does isolated),
    // but the worker keeps its jsdom environment and Node's loaded modules between files instead of
    // spawning a fresh worker per file. Whole suite (196 files, 2,654 tests), idle 2-core box, same
    // session: threads 194 s (196 workers at ~0.9 s startup each), threads with isolate:false 139 s
    // but two vi.mock files broken by the shared module cache, vmThreads 131 s with everything
    // passing once the setup gives jsdom's context Node's web streams (tests/setup.ts).
    // Two workers per core: many files mostly wait (the sandbox's retry backoffs, a 10 s
    // slow-backend row, countdowns), so a third and fourth worker fill those waits.
    pool: 'vmThreads',
    maxWorkers: os.availableParallelism() * 2,
    server: { deps: { inline: ['antd', '@ant-design/cssinjs'] } },
  },
});
