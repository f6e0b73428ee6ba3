// @vitest-environment node
// Behaviour across files: every domain is side-effect free but its CSS, and no module of it is imported for its side effects alone (components/<domain>/package.json, components/<domain>/**).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Each domain folder of components/ with an index.ts barrel says its modules have no side effects
 * but their CSS, so webpack links past the barrel and a page ships only the modules it uses. The
 * legal barrel without it put every legal text on each legal page: /sitemap 170.0 → 149.3 KB gzip
 * first-load once all domains said so (bench, this machine).
 */
const root = path.resolve(__dirname, '../../components');
const domains = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'index.ts')));

describe('components/<domain>/package.json', () => {
  it('finds the domain barrels', () => {
    expect(domains).toEqual(expect.arrayContaining(['campaigns', 'commerce', 'legal', 'layout', 'download']));
  });

  it.each(domains)('%s declares only its CSS as side effects', (domain) => {
    const file = path.join(root, domain, 'package.json');
    expect(fs.existsSync(file), `${domain}/package.json`).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ sideEffects: ['*.css'] });
  });

  it('no module of a domain is imported for its side effects alone (it would be dropped)', () => {
    const bare = /^import\s+['"][^'"]+['"];?\s*$/m;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(ts|tsx)$/.test(entry.name)) {
          for (const line of fs.readFileSync(p, 'utf8').split('\n')) if (bare.test(line) && !/\.css['"]/.test(line) && !/['"](dayjs|antd)\//.test(line)) offenders.push(`${path.relative(root, p)}: ${line}`);
        }
      }
    };
    for (const d of domains) walk(path.join(root, d));
    expect(offenders).toEqual([]);
  });
});
