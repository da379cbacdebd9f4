// Ports of the nginx test server (playwright.nginx.config.ts): nginx on NGINX_PORT, then the demo
// backend of each channel, then nginx over TLS with HTTP/2 (the default channel, a self-signed
// certificate). The CSP report collector listens on a socket behind nginx.
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4327);
export const channels = [
  { host: 'default.localhost', preset: 'default', backendPort: NGINX_PORT + 1, studio: false },
  { host: 'fuel-cz.localhost', preset: 'fuel-cz', backendPort: NGINX_PORT + 2, studio: true },
] as const;
export const TLS_PORT = NGINX_PORT + 3;
/** The reports the collector received (GET) or a fresh start (DELETE), through nginx. */
export const REPORTS_URL = `http://127.0.0.1:${NGINX_PORT}/__test/reports`;
export const origin = (host: string) => `http://${host}:${NGINX_PORT}`;
