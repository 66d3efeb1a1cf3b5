/// <reference types="vite/client" />

/** Identifies the app build; versions the persisted query cache. Set in vite.config.ts. */
declare const __APP_BUILD__: string;
