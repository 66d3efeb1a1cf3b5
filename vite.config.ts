/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import UnoCSS from 'unocss/vite';
import { pwaPlugin } from './web/pwa.config.ts';
import { preloadDefaultFont } from './web/font-preload.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'web',
  define: { __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? Date.now().toString(36)) },
  publicDir: '../public',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    UnoCSS(),
    pwaPlugin(),
    preloadDefaultFont(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/objects': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
