import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { antdCssHref } from '@/lib/antd-css-href';

const HREF = '/antd/antd.0123456789.css';

describe('loadAntdCss (on-demand antd sheet)', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = '';
  });

  it('adds one stylesheet link however often it is asked, and resolves on load', async () => {
    const { loadAntdCss } = await import('@/lib/antd-css');
    let settled = false;
    const a = loadAntdCss(HREF).then(() => (settled = true));
    const b = loadAntdCss(HREF);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(HREF);
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0].dispatchEvent(new Event('load'));
    await Promise.all([a, b]);
    expect(settled).toBe(true);
  });

  it('resolves on error too, drops the broken link and tries again next time', async () => {
    const { loadAntdCss } = await import('@/lib/antd-css');
    const first = loadAntdCss(HREF);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await first;
    expect(document.head.querySelector('link')).toBeNull();
    void loadAntdCss(HREF);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('needs nothing when no sheet is configured', async () => {
    const { antdCssReady, loadAntdCss } = await import('@/lib/antd-css');
    expect(antdCssReady('')).toBe(true);
    await loadAntdCss('');
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('antdCssHref (next.config)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-href-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is '' without a generated sheet", () => {
    expect(antdCssHref(dir)).toBe('');
    fs.mkdirSync(path.join(dir, 'antd'));
    fs.writeFileSync(path.join(dir, 'antd/notes.css'), '');
    expect(antdCssHref(dir)).toBe('');
  });

  it('names the newest content-hashed sheet', () => {
    fs.mkdirSync(path.join(dir, 'antd'));
    const old = path.join(dir, 'antd/antd.aaaaaaaaaa.css');
    fs.writeFileSync(old, '');
    fs.utimesSync(old, new Date(1000), new Date(1000));
    fs.writeFileSync(path.join(dir, 'antd/antd.bbbbbbbbbb.css'), '');
    expect(antdCssHref(dir)).toBe('/antd/antd.bbbbbbbbbb.css');
  });
});
