// A fetch wrapper for the contract tour: calls the demo backend at an absolute base URL and keeps
// every exchange (method, path, status, content type, parsed body) for validation afterwards.
export const BASE = 'http://portal.test/wl/v1/';

export type Exchange = { method: string; path: string; status: number; contentType: string; body: unknown; bytes: number };

type CallOptions = { json?: unknown; form?: FormData; bytes?: Uint8Array; token?: string | null; headers?: Record<string, string> };

export class Recorder {
  readonly exchanges: Exchange[] = [];

  /** `send` answers each request: global fetch (msw intercepts it) unless a test routes some to the channel service. */
  constructor(private readonly send: (request: Request) => Promise<Response> = (request) => fetch(request)) {}

  // The tour reads deep fields of many different bodies; the schemas, not the compiler, check them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'X-Channel-Id': 'demo-default', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.bytes) {
      headers['Content-Type'] = 'application/octet-stream';
      body = new Uint8Array(options.bytes);
    }
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await this.send(new Request(new URL(path, BASE), { method, headers, body }));
    const contentType = response.headers.get('content-type') ?? '';
    const buffer = await response.arrayBuffer();
    const parsed: unknown = contentType.includes('json') ? JSON.parse(new TextDecoder().decode(buffer)) : null;
    this.exchanges.push({ method, path: `/${path.split('?')[0]}`, status: response.status, contentType, body: parsed, bytes: buffer.byteLength });
    return { status: response.status, body: parsed };
  }

  /** Like call(), but throws when the status is not the expected one (the tour scripts both outcomes). */
  async expect(status: number, method: string, path: string, options: CallOptions = {}) {
    const result = await this.call(method, path, options);
    if (result.status !== status) {
      throw new Error(`${method} ${path}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)?.slice(0, 300)}`);
    }
    return result;
  }

  get = (path: string, token?: string | null) => this.call('GET', path, { token });
  post = (path: string, json?: unknown, token?: string | null) => this.call('POST', path, { json, token });
  del = (path: string, token?: string | null) => this.call('DELETE', path, { token });

  /** Sign in with a demo account; fails loudly if the account does not work. */
  async login(email: string, password = 'Demo1234'): Promise<{ token: string; refresh_token: string }> {
    const { status, body } = await this.post('user/login', { email, password });
    if (status !== 200) throw new Error(`login ${email} answered ${status}`);
    return body.data;
  }
}
