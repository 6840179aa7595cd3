import type { NextConfig } from 'next';

const config: NextConfig = {
  // PGlite ships wasm it locates on disk: bundling it breaks the path (and would serve 15 MB).
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'proper-lockfile', 'sharp', '@aws-sdk/client-s3'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks the whole project (tests included) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default config;
