/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** PayPal client id; the sandbox id 'sb' when unset. */
  readonly VITE_PAYPAL_CLIENT_ID?: string;
}
