import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './src/server/platform/security-headers';

const config: NextConfig = {
  // Each production build is a folder of its own (scripts/build-if-needed.mjs sets this for
  // `next build`; a server sets it to the build it serves, src/server/platform/build-dir.ts).
  // `npm run dev` keeps `.next`.
  distDir: process.env.WEBBOX_NEXT_DIST_DIR ?? '.next',
  // PGlite ships wasm it locates on disk: bundling it breaks the path (and would serve 15 MB).
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'proper-lockfile', 'sharp', '@aws-sdk/client-s3', 'prom-client'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks the whole project (tests included) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS],
      },
    ];
  },
};

export default config;
