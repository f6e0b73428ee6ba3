// Flat config on eslint-config-next 16 (its entry points export flat-config arrays).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

const SANDBOX_MESSAGE =
  'The sandbox must never reach the client bundle (ARCHITECTURE §1–2): import it only from pages/api/** or lib/server/**.';
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

const clientSide = ['pages/**', 'components/**', 'stores/**', 'services/**', 'lib/**'];
const serverSide = ['pages/api/**', 'lib/server/**'];
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
    name: 'project/no-sandbox-in-client-code',
    files: clientSide,
    ignores: serverSide,
    rules: {
      'no-restricted-imports': ['error', { patterns: [sandboxPattern] }],
      'no-restricted-syntax': ['error', ...sandboxSyntax],
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
    files: ['scripts/**/*.mjs', '*.config.{mjs,mts,ts}', 'e2e/**', 'tests/scripts/**'],
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
    // Vanilla browser scripts served as they are (TCaptcha stub, service worker).
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
