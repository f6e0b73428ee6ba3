// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { LOAD_BUDGET, TARGETS, groupPids, readGroupRss, readRss, retainedRss, runVerdict, rssVerdict, untilRssSettles } from '../../scripts/load.ts';

const MB = 1024 * 1024;

describe('scripts/load.ts budgets', () => {
  it('loads an ISR page and a gateway GET', () => {
    expect(TARGETS.map((t) => t.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/news\/\d+\.html$/), expect.stringMatching(/^\/api\/gw\//)]));
  });

  it('a run is clean only with no errors, timeouts or non-2xx', () => {
    expect(runVerdict({ errors: 0, timeouts: 0, non2xx: 0 }).clean).toBe(true);
    expect(runVerdict({ errors: 1, timeouts: 0, non2xx: 0 }).clean).toBe(false);
    expect(runVerdict({ errors: 0, timeouts: 2, non2xx: 0 }).clean).toBe(false);
    expect(runVerdict({ errors: 0, timeouts: 0, non2xx: 3 }).clean).toBe(false);
  });

  it('RSS must grow < 15 % over at least 20,000 requests', () => {
    expect(LOAD_BUDGET).toEqual({ maxRssGrowth: 0.15, minRequests: 20_000 });
    expect(rssVerdict(300 * MB, 340 * MB, 25_000)).toMatchObject({ pass: true });
    expect(rssVerdict(300 * MB, 345 * MB, 25_000)).toMatchObject({ pass: false }); // exactly 15 %
    expect(rssVerdict(300 * MB, 310 * MB, 19_999)).toMatchObject({ pass: false, why: expect.stringContaining('19999') });
    expect(rssVerdict(null, 310 * MB, 30_000)).toMatchObject({ pass: false });
    expect(rssVerdict(300 * MB, 250 * MB, 30_000).growth).toBeLessThan(0);
  });

  it.runIf(fs.existsSync('/proc/self/status'))('reads VmRSS from /proc', () => {
    expect(readRss(process.pid)).toBeGreaterThan(10 * MB);
    expect(readRss(2 ** 22 + 12345)).toBeNull();
  });

  it.runIf(fs.existsSync('/proc/self/status'))('sums the RSS of a whole process group (npm start: the front and its renderer)', async () => {
    // A group of two: a leader that spawns one child, both holding memory.
    const leader = spawn(process.execPath, ['-e', "require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'ignore'});setInterval(()=>{},1000)"], { detached: true, stdio: 'ignore' });
    try {
      let pids: number[] = [];
      for (let i = 0; i < 150 && pids.length < 2; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        pids = groupPids(leader.pid!);
      }
      expect(pids.sort()).toHaveLength(2);
      expect(pids).toContain(leader.pid);
      await new Promise((r) => setTimeout(r, 500)); // past the child's start-up
      // The parts read just before and just after the group: a process still growing moves both.
      const parts = () => pids.map((p) => readRss(p)!).reduce((a, b) => a + b, 0);
      const before = parts();
      const sum = readGroupRss(leader.pid!)!;
      const after = parts();
      expect(sum).toBeGreaterThanOrEqual(0.95 * Math.min(before, after));
      expect(sum).toBeLessThanOrEqual(1.05 * Math.max(before, after));
      // Both counted: more than the larger one alone.
      expect(sum).toBeGreaterThan(1.2 * Math.max(...pids.map((p) => readRss(p)!)));
    } finally {
      process.kill(-leader.pid!, 'SIGKILL');
    }
    expect(readGroupRss(2 ** 22 + 12345)).toBeNull();
  }, 20_000);
});

describe('untilRssSettles', () => {
  const run = async (readings: number[], opts: { within: number; maxRounds: number }) => {
    const seq = [...readings];
    let rounds = 0;
    const last = await untilRssSettles({ read: () => seq.shift() ?? null, round: async () => { rounds += 1; }, ...opts });
    return { last, rounds };
  };

  it('runs rounds until the RSS moves less than `within`, at least two, and returns the last reading', async () => {
    // 100 → 150 (50 %) → 152 (1.3 %): settled after round 2
    expect(await run([100, 150, 152, 153], { within: 0.05, maxRounds: 6 })).toEqual({ last: 152, rounds: 2 });
    // already flat after one round: still two rounds
    expect(await run([100, 101, 102], { within: 0.05, maxRounds: 6 })).toEqual({ last: 102, rounds: 2 });
  });

  it('stops at maxRounds when it keeps moving', async () => {
    expect(await run([100, 200, 400, 800], { within: 0.05, maxRounds: 3 })).toEqual({ last: 800, rounds: 3 });
  });
});

describe('retainedRss', () => {
  const run = async (readings: (number | null)[], windowMs: number, everyMs: number) => {
    const seq = [...readings];
    const slept: number[] = [];
    const reads = { n: 0 };
    const lowest = await retainedRss({
      read: () => {
        reads.n += 1;
        return seq.shift() ?? null;
      },
      windowMs,
      everyMs,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    return { lowest, reads: reads.n, slept: slept.reduce((a, b) => a + b, 0) };
  };

  it('is the lowest reading over the window: in-flight buffers released after the burst do not count', async () => {
    expect(await run([353, 340, 310, 305, 306], 1000, 250)).toEqual({ lowest: 305, reads: 5, slept: 1000 });
  });

  it('skips failed readings, and is null when all fail', async () => {
    expect((await run([null, 320, null], 500, 250)).lowest).toBe(320);
    expect((await run([null, null], 250, 250)).lowest).toBeNull();
  });
});
