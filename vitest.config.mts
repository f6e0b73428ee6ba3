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
    // VM threads: a worker keeps jsdom and Node's modules between files, each file still gets its
    // own module graph (vi.mock works as isolated); 194 → 122–131 s for the suite on this box, and
    // isolate:false broke vi.mock files (docs/decisions/0016). Two workers per core: many files
    // mostly wait (the sandbox's retry backoffs, a 10 s slow-backend row, countdowns).
    pool: 'vmThreads',
    maxWorkers: os.availableParallelism() * 2,
    server: { deps: { inline: ['antd', '@ant-design/cssinjs'] } },
  },
});
