// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createRenderQueue, renderQueueOptions } from '@/server/front/render-queue.ts';

/** A response stand-in: the queue only listens for 'close'. */
const fakeRes = () => new EventEmitter() as unknown as ServerResponse;

describe('render queue (server/front/render-queue.ts)', () => {
  it('runs up to `concurrency` at once, queues up to `maxQueue`, refuses beyond', () => {
    const q = createRenderQueue({ concurrency: 2, maxQueue: 1 });
    const started: number[] = [];
    const res = [fakeRes(), fakeRes(), fakeRes(), fakeRes()];
    expect(q.run(res[0], () => started.push(0))).toBe(true);
    expect(q.run(res[1], () => started.push(1))).toBe(true);
    expect(q.run(res[2], () => started.push(2))).toBe(true); // waits
    expect(q.run(res[3], () => started.push(3))).toBe(false); // full: caller answers 503
    expect(started).toEqual([0, 1]);
    expect(q.stats()).toMatchObject({ active: 2, waiting: 1, rejected: 1 });
    (res[0] as unknown as EventEmitter).emit('close');
    expect(started).toEqual([0, 1, 2]);
    expect(q.stats()).toMatchObject({ active: 2, waiting: 0 });
  });

  it('drops a waiting request whose client went away, and starts the next one instead', () => {
    const q = createRenderQueue({ concurrency: 1, maxQueue: 5 });
    const started: string[] = [];
    const a = fakeRes();
    const gone = fakeRes();
    const c = fakeRes();
    q.run(a, () => started.push('a'));
    q.run(gone, () => started.push('gone'));
    q.run(c, () => started.push('c'));
    (gone as unknown as EventEmitter).emit('close');
    (a as unknown as EventEmitter).emit('close');
    expect(started).toEqual(['a', 'c']);
    expect(q.stats()).toMatchObject({ abandoned: 1, active: 1, waiting: 0 });
  });

  it('reads RENDER_CONCURRENCY (4) and RENDER_QUEUE (128)', () => {
    expect(renderQueueOptions({})).toEqual({ concurrency: 4, maxQueue: 128 });
    expect(renderQueueOptions({ RENDER_CONCURRENCY: '2', RENDER_QUEUE: '0' })).toEqual({ concurrency: 2, maxQueue: 0 });
    expect(renderQueueOptions({ RENDER_CONCURRENCY: '0', RENDER_QUEUE: 'x' })).toEqual({ concurrency: 4, maxQueue: 128 });
  });
});
