// The address a request came from, as the demo server saw the socket (a client-sent value of the
// header is dropped by scripts/demo-server/bridge.ts): what the demo's message throttle counts by.
export const SOURCE_ADDRESS_HEADER = 'x-demo-source-address';

export const sourceAddress = (request: Request) => request.headers.get(SOURCE_ADDRESS_HEADER) ?? 'local';
