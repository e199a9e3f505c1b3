// Build-time variables the site reads (see app/site/content/settings.ts). Declared so
// that reading one is typed as an optional string rather than `any`.
interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_DATA_API_URL?: string;
  readonly PUBLIC_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
