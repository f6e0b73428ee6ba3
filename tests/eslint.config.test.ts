// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import direction of README "Layout of the code", as the project's own ESLint config enforces
 * it: small in-memory sources linted as if they sat at a path of this tree (the rule reads the real
 * folders to tell a domain's entry from its internal files).
 */
const ROOT = path.resolve(__dirname, '..');
const CONFIG = path.join(ROOT, 'eslint.config.mjs');

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
  // The first lint loads the config and every plugin and parser (seconds on a busy 2-core box):
  // done here, with its own time limit, so no test case pays for it against the 15 s test timeout.
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'lib/warm-up.ts') });
}, 60_000);

async function directionErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'project/import-direction').map((m) => m.message);
}

describe('import direction (project/import-direction)', () => {
  it.each([
    ['lib may not import a component', 'lib/fake.ts', "import { Notice } from '@/components/ui/notice';\nexport const x = Notice;\n", /lib\/fake\.ts \(lib\) must not import @\/components\/ui\/notice \(shared UI and layout\)/],
    ['lib may not import a service', 'lib/fake.ts', "import { listBanners } from '@/services/content';\nexport const x = listBanners;\n", /\(lib\) must not import @\/services\/content \(services\)/],
    ['a service may not import a store', 'services/fake.ts', "import { useUserStore } from '@/stores/user-store';\nexport const x = useUserStore;\n", /\(services\) must not import @\/stores\/user-store \(stores\)/],
    ['a store may not import a domain', 'stores/fake.ts', "import { useLogout } from '@/components/auth';\nexport const x = useLogout;\n", /\(stores\) must not import @\/components\/auth \(domains\)/],
    ['shared UI and the layout are one layer', 'components/ui/fake.tsx', "import { Seo } from '@/components/layout';\nexport const x = Seo;\n", null],
    ['shared UI may not import a domain', 'components/ui/fake.tsx', "import { CommentSection } from '@/components/comments';\nexport const x = CommentSection;\n", /\(shared UI and layout\) must not import @\/components\/comments \(domains\)/],
    ['a domain may not import a page', 'components/games/fake.tsx', "import Home from '@/pages/index';\nexport const x = Home;\n", /\(domains\) must not import @\/pages\/index \(pages\)/],
  ])('%s', async (_name, file, code, message) => {
    const errors = await directionErrors(file, code);
    if (message === null) expect(errors).toEqual([]);
    else expect(errors).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['a page importing a domain file', 'pages/fake.tsx', "import { ArticlePage } from '@/components/content/article-page';\nexport default ArticlePage;\n", 'content'],
    ['a page importing a domain CSS module', 'pages/fake.tsx', "import styles from '@/components/help/help.module.css';\nexport default styles;\n", 'help'],
    ['a domain importing another domain file', 'components/help/fake.tsx', "import { Breadcrumbs } from '@/components/content/breadcrumbs';\nexport const x = Breadcrumbs;\n", 'content'],
    ['the layout importing a domain file', 'components/layout/fake.tsx', "import { HelpSearchBox } from '@/components/help/help-search-box';\nexport const x = HelpSearchBox;\n", 'help'],
    ['a re-export of a domain file', 'pages/fake.ts', "export { CatalogueView } from '@/components/games/catalogue-view';\n", 'games'],
    ['a relative path into another domain', 'components/help/fake.tsx', "import { JsonLd } from '../content/json-ld';\nexport const x = JsonLd;\n", 'content'],
  ])('%s fails: only the entry may be imported', async (_name, file, code, domain) => {
    expect(await directionErrors(file, code)).toEqual([expect.stringContaining(`inside the ${domain} domain: import it through components/${domain} (its index.ts)`)]);
  });

  it.each([
    ['a page importing a domain entry and its server loaders', 'pages/fake.tsx', "import { ArticlePage } from '@/components/content';\nimport { loadArticle } from '@/components/content/server';\nexport default ArticlePage;\nexport const l = loadArticle;\n"],
    ['a page importing a nested entry (a folder with its index.ts)', 'pages/fake.tsx', "import { PayCode } from '@/components/commerce/nnpay';\nimport { catalogueServerSideProps } from '@/components/games/server';\nexport default PayCode;\nexport const g = catalogueServerSideProps;\n"],
    ['a domain importing its own files, deep or relative', 'components/content/fake.tsx', "import styles from './content.module.css';\nimport { JsonLd } from '@/components/content/json-ld';\nexport const x = [styles, JsonLd];\n"],
    ['a domain importing another domain entry, the layout, shared UI, stores, services and lib', 'components/games/fake.tsx', "import { openMembership } from '@/components/commerce';\nimport { Seo } from '@/components/layout';\nimport { Notice } from '@/components/ui/notice';\nimport { useUserStore } from '@/stores/user-store';\nimport { getGameScore } from '@/services/games';\nimport { QUIET } from '@/lib/http';\nexport const x = [openMembership, Seo, Notice, useUserStore, getGameScore, QUIET];\n"],
    ['the layout using a domain entry', 'components/layout/fake.tsx', "import { useLogout } from '@/components/auth';\nexport const x = useLogout;\n"],
    ['a lazy chunk naming the module it splits off', 'components/content/fake.tsx', "export const load = () => import('@/components/comments/comment-section');\n"],
    ['a page importing shared UI files', 'pages/fake.tsx', "import { Notice } from '@/components/ui/notice';\nexport default Notice;\n"],
  ])('%s passes', async (_name, file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});

describe('the server layer (project/import-direction): server/ only through the API routes', () => {
  it.each([
    ['a page', 'pages/fake.tsx', "import { gateway } from '@/server/gateway/handler';\nexport default gateway;\n"],
    ['a component', 'components/content/fake.tsx', "import { maskText } from '@/server/observability/mask.ts';\nexport const x = maskText;\n"],
    ['lib, by a relative path', 'lib/fake.ts', "import { createPageCache } from '../server/front/page-cache.ts';\nexport const x = createPageCache;\n"],
    ['lib, by a lazy import other than the in-process adapter', 'lib/fake.ts', "export const x = () => import('@/server/gateway/proxy.ts');\n"],
  ])('%s importing server/ fails', async (_name, file, code) => {
    expect(await directionErrors(file, code)).toEqual([expect.stringContaining('server/ (what `npm start` runs) is reached only through the API routes')]);
  });

  it.each([
    ['an API route', 'pages/api/fake.ts', "import { gateway } from '@/server/gateway/handler';\nexport default gateway;\n"],
    ['the http client loading the in-process adapter lazily', 'lib/http/fake.ts', "export const x = () => import('@/server/gateway/install-adapter');\n"],
  ])('%s passes', async (_name, file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});

describe('the campaigns domain: one folder, one door', () => {
  it('a page reaching into the draw engine fails; the domain entry passes', async () => {
    const deep = "import { LotteryPanel } from '@/components/campaigns/engine/lottery-panel';\nexport default LotteryPanel;\n";
    const entry = "import { CampaignUnavailable } from '@/components/campaigns';\nexport default CampaignUnavailable;\n";
    expect(await directionErrors('pages/fake.tsx', deep)).toEqual([expect.stringMatching(/inside the campaigns domain/)]);
    expect(await directionErrors('pages/fake.tsx', entry)).toEqual([]);
  });
});


describe("the site's link (project/site-link): prefetch on intent, from one place", () => {
  const linkErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === 'project/site-link').map((m) => m.message);
  };
  const fromNext = "import Link from 'next/link';\nexport const x = Link;\n";

  it.each([['a page', 'pages/fake.tsx'], ['the layout', 'components/layout/fake.tsx'], ['a domain', 'components/games/fake.tsx']])('%s importing next/link fails', async (_name, file) => {
    expect(await linkErrors(file, fromNext)).toEqual([expect.stringContaining("Import Link from '@/components/ui/link'")]);
  });

  it('components/ui/link.tsx wraps next/link; everything else imports it', async () => {
    expect(await linkErrors('components/ui/link.tsx', fromNext)).toEqual([]);
    expect(await linkErrors('pages/fake.tsx', "import Link from '@/components/ui/link';\nexport const x = Link;\n")).toEqual([]);
  });
});

describe('no locale data on the main thread (no-restricted-syntax): lib/format writes numbers and dates', () => {
  const localeErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('lib/format')).map((m) => m.message);
  };

  it.each([
    ['toLocaleString in a component', 'components/games/fake.tsx', "export const x = (n: number) => n.toLocaleString('zh-CN');\n"],
    ['toLocaleDateString in a page', 'pages/fake.tsx', 'export const x = (d: Date) => d.toLocaleDateString();\n'],
    ['an Intl formatter in lib', 'lib/fake.ts', "export const x = new Intl.NumberFormat('zh-CN');\n"],
  ])('%s fails', async (_name, file, code) => {
    expect(await localeErrors(file, code)).toHaveLength(1);
  });

  it('lib/format passes, and server code may use Intl', async () => {
    expect(await localeErrors('components/games/fake.tsx', "import { groupDigits } from '@/lib/format';\nexport const x = groupDigits(12345);\n")).toEqual([]);
    expect(await localeErrors('server/fake.ts', "export const x = new Intl.NumberFormat('zh-CN');\n")).toEqual([]);
  });
});
