// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePurgeMessage, installPurge, MAX_PURGE_MESSAGE_BYTES, parsePurgeMessage } from '../../../server/renderer/purge.ts';
import { createLocalLayer, decodeEntry, encodeEntry, redisTtl } from '../../../server/renderer/isr-cache-handler.ts';

describe('purge messages', () => {
  it('round-trips what an instance publishes', () => {
    const text = encodePurgeMessage(['/news/10001.html', '/news?page=2'], 'web-1');
    expect(parsePurgeMessage(text)).toEqual({ from: 'web-1', paths: ['/news/10001.html', '/news?page=2'] });
    expect(parsePurgeMessage(Buffer.from(text))).toEqual({ from: 'web-1', paths: ['/news/10001.html', '/news?page=2'] });
  });

  it.each([
    ['not text', 42],
    ['not JSON', '{"v":1,'],
    ['an array', '[1]'],
    ['null', 'null'],
    ['another version', '{"v":2,"from":"a","paths":["/news"]}'],
    ['a missing field', '{"v":1,"paths":["/news"]}'],
    ['an extra field', '{"v":1,"from":"a","paths":["/news"],"all":true}'],
    ['a long sender', JSON.stringify({ v: 1, from: 'x'.repeat(65), paths: ['/news'] })],
    ['no paths', '{"v":1,"from":"a","paths":[]}'],
    ['paths not an array', '{"v":1,"from":"a","paths":"/news"}'],
    ['101 paths', JSON.stringify({ v: 1, from: 'a', paths: Array.from({ length: 101 }, (_, i) => `/gl/${i}`) })],
    ['a relative path', '{"v":1,"from":"a","paths":["news"]}'],
    ['a host', '{"v":1,"from":"a","paths":["//evil.example/"]}'],
    ['a dot-dot segment', '{"v":1,"from":"a","paths":["/news/../x"]}'],
    ['a control character', JSON.stringify({ v: 1, from: 'a', paths: ['/news\n'] })],
    ['a 513-character path', JSON.stringify({ v: 1, from: 'a', paths: [`/${'a'.repeat(512)}`] })],
    ['a number path', '{"v":1,"from":"a","paths":[7]}'],
    ['over 64 KB', JSON.stringify({ v: 1, from: 'a', paths: ['/news'], pad: 'x'.repeat(MAX_PURGE_MESSAGE_BYTES) })],
  ])('refuses %s', (_name, raw) => {
    expect(parsePurgeMessage(raw)).toHaveProperty('error');
  });

  it('will not send what it would refuse', () => {
    expect(() => encodePurgeMessage([], 'a')).toThrow();
    expect(() => encodePurgeMessage(['news'], 'a')).toThrow();
    expect(() => encodePurgeMessage(Array.from({ length: 101 }, () => '/news'), 'a')).toThrow();
  });
});

describe('installPurge without REDIS_URL', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('nn.purge')];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('nn.isr-local')];
  });
  it('purges this instance: its page cache and the ISR local layer', async () => {
    const pageCache = { purge: vi.fn(() => 3), clear: vi.fn() };
    const local = { clear: vi.fn() };
    (globalThis as Record<symbol, unknown>)[Symbol.for('nn.isr-local')] = local;
    const hook = await installPurge({ pageCache, env: {} });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('nn.purge')]).toBe(hook);
    expect(await hook.publish(['/news/10001.html', '/news'])).toEqual({ via: 'local' });
    expect(pageCache.purge).toHaveBeenCalledWith(['/news/10001.html', '/news']);
    expect(local.clear).toHaveBeenCalledOnce();
    await expect(hook.publish(['bad'])).rejects.toThrow();
  });
});

describe('ISR cache handler pieces', () => {
  it('keeps Buffers and Maps through JSON', () => {
    const entry = { lastModified: 1, value: { kind: 'IMAGE', buffer: Buffer.from([0, 1, 255]), m: new Map([['/a', Buffer.from('x')]]), html: '<p>$b64</p>' } };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(back.value.buffer)).toBe(true);
    expect([...back.value.buffer]).toEqual([0, 1, 255]);
    expect(back.value.m.get('/a')?.toString()).toBe('x');
    expect(back.value.html).toBe('<p>$b64</p>');
  });
  it('keeps an entry in Redis for its expire time, at most 30 days', () => {
    expect(redisTtl({ revalidate: 60, expire: 3600 })).toBe(3600);
    expect(redisTtl({ revalidate: 60, expire: 10 ** 9 })).toBe(30 * 24 * 3600);
    expect(redisTtl(undefined)).toBe(30 * 24 * 3600);
  });
  it('bounds the local layer by entries and bytes, least recently used first', () => {
    const lru = createLocalLayer({ maxEntries: 2, maxBytes: 100 });
    lru.set('a', { lastModified: 1, value: null }, 10);
    lru.set('b', { lastModified: 2, value: null }, 10);
    lru.get('a');
    lru.set('c', { lastModified: 3, value: null }, 10);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    lru.set('d', { lastModified: 4, value: null }, 95);
    expect(lru.size).toBe(1);
    lru.set('huge', { lastModified: 5, value: null }, 101);
    expect(lru.get('huge')).toBeUndefined();
  });
});
