/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCHANT?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_STATUS_READING?: string;
  readonly VITE_DEFAULT_LANGUAGE?: string;
}

/** The build's id (vite.config.ts `define`), shown on <html data-build>. */
declare const __BUILD_ID__: string;
