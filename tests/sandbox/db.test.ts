// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, discardSandboxRuntime, flushSandbox, SAVE_DELAY_MS } from '@/sandbox/db';
import { freshSandbox, loginBySms, post } from '../support/sandbox-calls';

describe('SANDBOX_DATA_FILE persistence', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    freshSandbox();
    dir = mkdtempSync(join(tmpdir(), 'nn-sandbox-'));
    file = join(dir, 'data.json');
    process.env.SANDBOX_DATA_FILE = file;
  });
  afterEach(() => {
    discardSandboxRuntime();
    delete process.env.SANDBOX_DATA_FILE;
    rmSync(dir, { recursive: true, force: true });
  });

  it('survives a restart: users and tokens come back from the snapshot', async () => {
    const { token } = (await loginBySms('15012348000')).retData;
    await flushSandbox();
    discardSandboxRuntime(); // a new process
    expect(db().users['15012348000']).toMatchObject({ nickName: 'NN用户8000' });
    expect((await post('/u-nnpc/getUserInfoByToken', {}, { token })).retCode).toBe('100');
  });

  it('saves debounced, not on every change, and leaves no temp file', async () => {
    await loginBySms('15012348000');
    expect(existsSync(file)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 200));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { state: { users: Record<string, unknown> } };
    expect(saved.state.users).toHaveProperty('15012348000');
    expect(readdirSync(dir)).toEqual(['data.json']);
  });

  it('starts from the seed when the snapshot is corrupt, keeping the broken file aside', () => {
    writeFileSync(file, '{"state": {"users":');
    expect(db().users['13800138000']).toMatchObject({ nickName: '电竞小王' });
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^data\.json\.corrupt-\d+$/)]);
  });

  it('keeps tests in memory when the variable is unset', async () => {
    delete process.env.SANDBOX_DATA_FILE;
    discardSandboxRuntime();
    await loginBySms('15012348000');
    await flushSandbox();
    expect(existsSync(file)).toBe(false);
  });
});
