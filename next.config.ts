import type { NextConfig } from 'next';
import { htmlRewrites } from './lib/routes';
import { securityHeaders } from './lib/security-headers';

const isDev = process.env.NODE_ENV !== 'production';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  output: 'standalone',
  // Lets several builds (a helper's check, CI, bench) coexist on one tree.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked once, by `npm run typecheck` (CI runs it before the build); the build then
  // doesn't fail on a test file's types, and doesn't pay for a second full check.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['antd', '@ant-design/cssinjs', '@ant-design/icons', 'rc-util'],
  images: { remotePatterns: [] },
  async rewrites() {
    return { beforeFiles: htmlRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(isDev) }];
  },
};

export default nextConfig;
