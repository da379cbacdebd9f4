import type { AnalyticsAdapter } from './adapter';
import type { BloomreachConfig } from './bloomreach-config';

type Queue = Array<[string, unknown[]]>;
type Exponea = { _?: Queue } & Record<string, unknown>;
type ExponeaWindow = Window & { exponea?: Exponea };

// The methods Bloomreach's integration snippet stubs before its SDK arrives (the SDK replays `_`).
const STUBBED = ['anonymize', 'initialize', 'identify', 'update', 'track', 'trackLink', 'ping', 'start'];

/** Bloomreach's snippet, as our own code (no inline script under the CSP): a queueing stub. */
function installStub(win: ExponeaWindow): void {
  if (win.exponea) return;
  const queue: Queue = [];
  const stub: Exponea = { _: queue };
  for (const name of STUBBED) stub[name] = (...args: unknown[]) => void queue.push([name, args]);
  win.exponea = stub;
}

/**
 * Bloomreach Engagement's Web SDK behind the adapter: the stub queues calls, the SDK script from
 * `<target>/js/exponea.min.js` replays them. If the host fails, calls are dropped quietly.
 */
export function createBloomreachAdapter(config: BloomreachConfig, win: Window = window): AnalyticsAdapter {
  const w = win as ExponeaWindow;
  let failed = false;
  installStub(w);
  const send = (method: string, ...args: unknown[]) => {
    if (failed) return;
    try {
      const fn = w.exponea?.[method];
      if (typeof fn === 'function') (fn as (...a: unknown[]) => unknown).apply(w.exponea, args);
    } catch {
      // A vendor error never reaches the member.
    }
  };
  // Automatic page visits are off: they would send full URLs (query strings, e-mailed tokens).
  send('initialize', { target: config.target, token: config.token, track: { visits: false } });
  const script = win.document.createElement('script');
  script.src = `${config.target}/js/exponea.min.js`;
  script.async = true;
  script.referrerPolicy = 'no-referrer';
  script.addEventListener('error', () => {
    failed = true;
    if (w.exponea?._) w.exponea._.length = 0;
  });
  win.document.head.append(script);
  return {
    identify: (customerIds) => send('identify', { ...customerIds }),
    track: (event, properties) => send('track', event, { ...properties }),
    anonymize: () => send('anonymize'),
  };
}
