interface ImportMetaEnv {
  /** Support WhatsApp number, digits only with country code (see src/config/support.ts). */
  readonly VITE_SUPPORT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
