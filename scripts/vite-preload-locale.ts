/**
 * Vite plugin: a `<link rel="modulepreload">` for the build's default language catalogue in the
 * built index.html. The catalogue is its own chunk (a player never downloads languages they do not
 * read), loaded before the first render; without the hint the browser finds it only after the
 * entry has run, one round trip later on a first visit.
 */
import type { Plugin } from 'vite';

export function preloadDefaultLocale(language: string): Plugin {
  const catalogue = new RegExp(`[\\\\/]i18n[\\\\/]locales[\\\\/]${language}[\\\\/]index\\.ts$`);
  return {
    name: 'lobby:preload-default-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId !== null && catalogue.test(output.facadeModuleId),
        );
        if (!chunk) return html;
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
