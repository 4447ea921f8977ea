import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-compress.ts';
import { preloadDefaultLocale } from './scripts/vite-preload-locale.ts';
import { webManifest } from './scripts/web-manifest.ts';
import { SERVER_PREFIXES } from './src/api/endpoints/constants.ts';

/**
 * The build's id: a timestamp plus random, so every build differs (no git needed). Shown on
 * <html data-build> so a tester or support can tell which version a device runs.
 */
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The language a first visit starts in, and so the one the installed app's manifest speaks. */
const defaultLanguage = process.env.VITE_DEFAULT_LANGUAGE ?? 'bn';

/** Where `npm run dev` forwards API and media calls: the reference server started beside Vite. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

/**
 * Every server prefix of the registry, matched as a whole path segment (a `^` key is a RegExp
 * to Vite): '/play' must reach the demo games without also claiming an app route like '/player'.
 */
const apiProxy = Object.fromEntries(SERVER_PREFIXES.map((prefix) => [`^${prefix}(/|\\?|$)`, apiTarget]));

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the React 17 back-port wouter imports is dead weight.
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/shims/use-sync-external-store.ts', import.meta.url)),
      // The registry's schemas are the server's to run: client bundles get an inert zod (see the file).
      zod: fileURLToPath(new URL('src/api/endpoints/zod-inert.ts', import.meta.url)),
    },
  },
  plugins: [
    react(),
    preloadDefaultLocale(defaultLanguage),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        rollupFormat: 'iife',
        // The shell only: HTML, JS, CSS and the app icons. Generated media and anything large stay
        // out, so one failing entry cannot break install (runtime caching covers them). The install
        // sheet's screenshots (public/screenshots) are outside these patterns.
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.{png,svg}'],
        // Firebase loads only when a player taps a social sign-in button, and then needs the
        // network anyway: it stays out of the precache (and of every install). iOS fetches a launch
        // image when the app is added to the home screen, one per phone: no device needs them all.
        globIgnores: ['**/firebase-*.js', 'icons/launch-*.png'],
        maximumFileSizeToCacheInBytes: 1_500_000,
      },
      manifest: webManifest(defaultLanguage),
    }),
    // .br and .gz beside every compressible file, sw.js included (server/static.ts sends them).
    precompress(),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server finds a page's stylesheets by its source module (server/page-styles.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every first frame needs, in ONE chunk: split into a dozen shared chunks they
        // compress ~3 KB worse and cost a request each (DESIGN §8 home budget).
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](firebase|@firebase)[\\/]/ },
            // Comlink is not here: the worker bridge loads it on the first call, after first paint.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|dexie|dexie-react-hooks|i18next|valtio|proxy-compare|wouter|regexparam|use-sync-external-store)[\\/]/,
            },
            // The app's own modules that the first frame and the lazy pages share: one chunk, not a
            // request each (a warm offline start pays every extra module request on a slow phone).
            {
              name: 'core',
              test: /src[\\/](api[\\/](names|first-paint|cache-key|endpoints[\\/](constants|zod-inert))|db|state|routes|config|i18n[\\/](index|useT|keys)|bridge[\\/]worker|ui[\\/]provider-strip)[\\/.]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
});
