// Flat config on eslint-config-next 16 (its entry points export flat-config arrays).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

const SANDBOX_MESSAGE =
  'The sandbox must never reach the client bundle (ARCHITECTURE §1–2): import it only from pages/api/** or server/**.';
// Matches '@/sandbox', '@/sandbox/db', 'sandbox/seed', '../../sandbox/handlers/user', …
const SANDBOX_RE = '(^|/)sandbox(/|$)';
const sandboxPattern = { regex: SANDBOX_RE, message: SANDBOX_MESSAGE };
const antdPaths = [{ name: 'antd', message: 'Page shells stay plain React + CSS Modules (ARCHITECTURE §3); load antd with the dialog or widget that needs it.' }];
const antdPattern = {
  group: ['antd/*'],
  message: 'Page shells stay plain React + CSS Modules (ARCHITECTURE §3); load antd with the dialog or widget that needs it.',
};
// no-restricted-imports ignores import() and require(); a dynamic import once shipped msw to browsers.
const sandboxSyntax = [
  {
    selector: `ImportExpression[source.value=/${SANDBOX_RE.replace(/\//g, '\\/')}/]`,
    message: SANDBOX_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='require'][arguments.0.value=/${SANDBOX_RE.replace(/\//g, '\\/')}/]`,
    message: SANDBOX_MESSAGE,
  },
];


/*
 * Import direction (README "Layout of the code"): lib → services → stores → shared UI
 * (components/ui) and layout → domains (components/<domain>/, and the app wiring in
 * components/*.tsx) → pages. A module imports its own layer or a lower one.
 *
 * A domain is imported from outside only through an entry: a folder with an index.ts — the
 * domain's own (components/<domain>/index.ts) or a nested one for a page part that keeps its CSS out
 * of the domain's barrel (components/commerce/nnpay) — or its `server` module (server/index.ts or
 * server.ts: the loaders of getStaticProps/getServerSideProps, never in a browser bundle). Inside
 * the domain, deep and relative imports are fine. A lazy chunk (`import()`) may name the module it
 * splits off. The layout may use a domain's entry (the header's login state, the download popover).
 * Paths are project-relative, from ESLint's cwd.
 */
const LAYERS = ['lib', 'services', 'stores', 'shared UI and layout', 'domains', 'pages'];

function projectPath(cwd, file, source) {
  if (source.startsWith('@/')) return source.slice(2);
  if (!source.startsWith('.')) return null;
  return path.relative(cwd, path.resolve(path.dirname(file), source)).split(path.sep).join('/');
}

const isDir = (cwd, rel) => fs.statSync(path.join(cwd, rel), { throwIfNoEntry: false })?.isDirectory() === true;
const hasIndex = (cwd, rel) => ['index.ts', 'index.tsx'].some((f) => fs.existsSync(path.join(cwd, rel, f)));

/** Layer rank, area and (for a domain) the path inside it, of a project-relative path; null outside the layers. */
function placeOf(cwd, rel) {
  const parts = rel.replace(/\.(tsx?|mjs|js)$/, '').split('/');
  const [top, second] = parts;
  const rank = { lib: 0, services: 1, stores: 2, pages: 5 }[top];
  if (rank !== undefined) return { rank };
  if (top !== 'components' || !second) return null;
  if (second === 'ui' || second === 'layout') return { rank: 3, area: second };
  if (parts.length === 2 && !isDir(cwd, rel)) return { rank: 4, area: 'app' };
  return { rank: 4, area: second, domain: second, inside: parts.slice(2) };
}

/** Is a path inside a domain one of its entries? */
function isEntry(cwd, rel, inside) {
  if (inside.length === 0 || inside.at(-1) === 'index') return true;
  if (inside.length === 1 && inside[0] === 'server') return true;
  return isDir(cwd, rel) && hasIndex(cwd, rel);
}

const importDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: '{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): imports go lib → services → stores → shared UI and layout → domains → pages.',
      deep: '{{to}} is inside the {{domain}} domain: import it through components/{{domain}} (its index.ts), or export it there.',
      server: '{{from}} must not import {{to}}: server/ (what `npm start` runs) is reached only through the API routes (pages/api/**) and the in-process adapter (server/gateway/install-adapter).',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    const from = placeOf(cwd, file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const rel = projectPath(cwd, context.filename, source.value);
      if (rel && (rel === 'server' || rel.startsWith('server/'))) {
        const face = file.startsWith('pages/api/') || (node.type === 'ImportExpression' && rel === 'server/gateway/install-adapter');
        if (!face) context.report({ node: source, messageId: 'server', data: { from: file, to: source.value } });
        return;
      }
      const to = rel && placeOf(cwd, rel);
      if (!to) return;
      const outsider = to.domain !== undefined && to.domain !== from.domain;
      const entry = to.domain === undefined || isEntry(cwd, rel, to.inside);
      if (outsider && !entry && node.type !== 'ImportExpression') {
        context.report({ node: source, messageId: 'deep', data: { to: source.value, domain: to.domain } });
        return;
      }
      const layoutUsesEntry = from.area === 'layout' && outsider && entry;
      if (to.rank > from.rank && !layoutUsesEntry) {
        context.report({ node: source, messageId: 'upward', data: { from: file, fromLayer: LAYERS[from.rank], to: source.value, toLayer: LAYERS[to.rank] } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** next/link only through components/ui/link.tsx, the site's link (prefetch on intent, not in view). */
const SITE_LINK = 'components/ui/link.tsx';
const siteLink = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { nextLink: "Import Link from '@/components/ui/link' (prefetch on hover and touch, not for every link in view), not from next/link." },
  },
  create(context) {
    if (path.relative(context.cwd, context.filename).split(path.sep).join('/') === SITE_LINK) return {};
    const check = (node) => {
      if (node.source?.value === 'next/link') context.report({ node: node.source, messageId: 'nextLink' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const projectPlugin = { rules: { 'import-direction': importDirection, 'site-link': siteLink } };

// A page's first Intl / toLocaleString call loads the runtime's locale data: 150–200 ms of a
// throttled phone's main thread inside hydration (article and home pages). lib/format writes them out.
const localeSyntax = [
  { selector: "MemberExpression[object.name='Intl']", message: 'Use lib/format (groupDigits, formatChinaTime): Intl loads locale data on the main thread.' },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Use lib/format (groupDigits, formatChinaTime): toLocaleString loads locale data on the main thread.',
  },
];

const clientSide = ['pages/**', 'components/**', 'stores/**', 'services/**', 'lib/**'];
const serverSide = ['pages/api/**', 'server/**'];
const shells = ['components/layout/**', 'components/ui/**'];
const antdAllowed = ['components/ui/antd-provider.tsx', 'components/ui/confirm-dialog.tsx'];

const config = [
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'out/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'public/antd/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // STYLE.md: `import type` for types. A warning (auto-fixable), not a gate.
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    name: 'project/import-direction',
    files: ['lib/**', 'services/**', 'stores/**', 'components/**', 'pages/**'],
    plugins: { project: projectPlugin },
    // Import circles (here and in sandbox/) are scripts/check-cycles.ts's, run by `npm run lint`
    // after eslint: import/no-cycle took 115 of lint's 138 s.
    rules: { 'project/import-direction': 'error', 'project/site-link': 'error' },
  },
  {
    name: 'project/no-sandbox-in-client-code',
    files: clientSide,
    ignores: serverSide,
    rules: {
      'no-restricted-imports': ['error', { patterns: [sandboxPattern] }],
      'no-restricted-syntax': ['error', ...sandboxSyntax, ...localeSyntax],
    },
  },
  {
    // Later objects replace a rule's options, so this one repeats the sandbox restriction.
    name: 'project/no-antd-in-shells',
    files: shells,
    ignores: antdAllowed,
    rules: {
      'no-restricted-imports': ['error', { paths: antdPaths, patterns: [sandboxPattern, antdPattern] }],
    },
  },
  {
    name: 'project/node-scripts',
    files: ['scripts/**', 'server/**', 'deploy/**', '*.config.{mjs,mts,ts}', 'e2e/**', 'tests/scripts/**', 'tests/server/**', 'tests/deploy/**', 'tests/fixtures/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project/tests',
    files: ['e2e/**', 'tests/**'],
    rules: {
      // Playwright fixtures receive a `use` callback and test helpers are named useX (e.g.
      // useMockServer); neither is a React hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // Vanilla browser scripts served as they are (the captcha vendors' stand-ins, service worker).
    name: 'project/public-scripts',
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.browser, ...globals.serviceworker },
    },
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-this-alias': 'off', // `var self = this` is ES5 idiom here
      '@next/next/no-assign-module-variable': 'off',
    },
  },
];

export default config;
