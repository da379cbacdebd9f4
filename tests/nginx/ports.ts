// Ports of the nginx test server (playwright.nginx.config.ts): nginx on NGINX_PORT, then the demo
// backend of each channel and the CSP report collector on the next ports.
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4327);
export const channels = [
  { host: 'default.localhost', preset: 'default', backendPort: NGINX_PORT + 1, studio: false },
  { host: 'fuel-cz.localhost', preset: 'fuel-cz', backendPort: NGINX_PORT + 2, studio: true },
] as const;
export const COLLECTOR_PORT = NGINX_PORT + 3;
export const origin = (host: string) => `http://${host}:${NGINX_PORT}`;
