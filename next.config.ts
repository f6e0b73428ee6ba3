import path from 'node:path';
import type { NextConfig } from 'next';
import { antdCssHref } from './lib/antd-css-href';
import { afterPaintPlugin } from './lib/after-paint';
import { compileHintsPlugin } from './lib/compile-hints';
import { EDITED_MODULES } from './lib/ssg-hydration';
import { STANDIN_REWRITES } from './lib/captcha-vendors';
import { listRewrites } from './lib/list-routes';
import { htmlRewrites } from './lib/routes';
import { securityHeaders } from './lib/security-headers';
import { builtDeploymentId, gitSha, resolveDeploymentId } from './server/deployment-id';

const isDev = process.env.NODE_ENV !== 'production';

// The browser's `react-dom/client`, with the first hydration as a transition (see the file).
const HYDRATE_IN_TRANSITION = path.join(__dirname, 'lib/hydrate-in-transition.ts');
// Next's router without its second render of a getStaticProps page at hydration (see the file).
const SSG_HYDRATION = path.join(__dirname, 'lib/ssg-hydration.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Browser source maps for scripts/profile-page.ts only (NN_SOURCE_MAPS=1, in a distDir of its own).
  productionBrowserSourceMaps: process.env.NN_SOURCE_MAPS === '1',
  output: 'standalone',
  // Lets several builds (a helper's check, CI, bench) coexist on one tree.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked once, by `npm run typecheck` (CI runs it before the build); the build then
  // doesn't fail on a test file's types, and doesn't pay for a second full check.
  typescript: { ignoreBuildErrors: true },
  // parse5 is bundled (components/ui/html-depth.ts): as an external, webpack's server chunks
  // import() it while jsdom, loaded by isomorphic-dompurify in the same chunk, require()s it, and
  // Node 24 refuses a require() of an ES module that is still loading (ERR_REQUIRE_ESM_RACE_CONDITION).
  transpilePackages: ['antd', '@ant-design/cssinjs', '@ant-design/icons', 'rc-util', 'parse5'],
  images: { remotePatterns: [] },
  // The extracted antd sheet (scripts/extract-antd-styles.ts, run by prebuild/predev) is loaded
  // on demand by <AntdProvider>, never in a page's first load; its content-hashed URL is inlined.
  env: { NEXT_PUBLIC_ANTD_CSS: antdCssHref(path.join(__dirname, 'public')) },
  webpack(config, { isServer, webpack }) {
    if (!isServer) {
      config.module.rules.unshift({ test: EDITED_MODULES, enforce: 'pre', loader: SSG_HYDRATION });
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
          if (resource.contextInfo?.issuer !== HYDRATE_IN_TRANSITION) resource.request = HYDRATE_IN_TRANSITION;
        }),
        compileHintsPlugin(webpack),
        // The loader that starts a page's first-load scripts after its first paint (pages/_document).
        afterPaintPlugin(webpack),
      );
    }
    return config;
  },
  async rewrites() {
    return { beforeFiles: [...listRewrites(), ...htmlRewrites, ...STANDIN_REWRITES], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(isDev) },
      // Content-hashed file names: safe to cache for a year.
      { source: '/antd/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

// Many instances, one site (README "Scaling out"): one deployment id per build. (The shared ISR cache
// is chosen when the server starts, by REDIS_URL: server/renderer/purge.ts withSharedCache.)
export default function config(phase: string): NextConfig {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  return {
    ...nextConfig,
    deploymentId: resolveDeploymentId({
      env: process.env,
      phase,
      builtId: () => builtDeploymentId(__dirname, dist),
      gitSha: () => gitSha(__dirname),
    }),
  };
}
