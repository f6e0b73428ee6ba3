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
    // Every core: vitest's default for `run` leaves one free, which on this 2-core box is one
    // worker — 245 s for the suite, against 150 s with two (measured idle, 147 files).
    maxWorkers: os.availableParallelism(),
    server: { deps: { inline: ['antd', '@ant-design/cssinjs'] } },
  },
});
