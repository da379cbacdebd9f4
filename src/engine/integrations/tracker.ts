import type { AnalyticsAdapter } from './adapter';
import { mapCustomerIds } from './customer-ids';
import type { JournalEntry } from './journal';
import { NAVIGATION_EVENT, cleanRoute, navigationEvent, type NavigationEvent } from './navigation';

/** Whether the member agreed to the consent that gates analytics: unknown until it is read. */
export type ConsentState = 'granted' | 'denied' | 'unknown';

/** Remembers across page loads that the vendor holds a member identity (its cookie outlives the tab). */
export type IdentityMemory = { get(): boolean; set(identified: boolean): void };

export type TrackerOptions = {
  /** Creates the vendor adapter; called once, the first time something must be sent. */
  load: () => AnalyticsAdapter;
  customerIds: Readonly<Record<string, string>>;
  /** A consent gates everything (GENERAL.integrations.bloomreach.consent_id is set). */
  gated: boolean;
  signedIn: boolean;
  memory: IdentityMemory;
};

export type Tracker = {
  handle(entry: JournalEntry): void;
  /** The member as read from GET user (null: it could not be read). */
  member(member: unknown): void;
  consent(state: ConsentState): void;
};

const MAX_HELD = 50;

/**
 * The analytics tracking rules in one place: one event per route change (origin = previous route), held
 * while the member's identity or consent is still being read; identify once per set of ids; when the
 * token goes away or consent is revoked, anonymise before anything else is sent.
 */
export function createTracker(options: TrackerOptions): Tracker {
  let adapter: AnalyticsAdapter | null = null;
  let signedIn = options.signedIn;
  let consent: ConsentState = options.gated ? 'unknown' : 'granted';
  if (options.gated && !signedIn) consent = 'denied';
  let identityPending = signedIn;
  let identifiedKey: string | null = null;
  let lastRoute: string | null = null;
  let held: NavigationEvent[] = [];

  const vendor = () => (adapter ??= options.load());

  const anonymize = () => {
    if (adapter === null && !options.memory.get()) return;
    vendor().anonymize();
    options.memory.set(false);
    identifiedKey = null;
  };

  const ready = () => consent === 'granted' && !identityPending;

  const flush = () => {
    if (!ready()) return;
    const events = held;
    held = [];
    for (const event of events) vendor().track(NAVIGATION_EVENT, event);
  };

  const identify = (ids: Record<string, string>) => {
    if (consent !== 'granted' || Object.keys(ids).length === 0) return;
    const key = JSON.stringify(Object.entries(ids).sort(([a], [b]) => a.localeCompare(b)));
    if (key === identifiedKey) return;
    vendor().identify(ids);
    options.memory.set(true);
    identifiedKey = key;
  };

  let lastIds: Record<string, string> = {};
  let started = false;
  // Creating a tracker has no effect (StrictMode may create two); the first input starts it.
  const start = () => {
    if (started) return;
    started = true;
    // A visitor without a token whose browser still carries a member identity from an earlier visit.
    if (!signedIn) anonymize();
  };

  return {
    handle(entry) {
      start();
      if (entry.kind === 'signed-out') {
        signedIn = false;
        identityPending = false;
        lastIds = {};
        held = [];
        anonymize();
        if (options.gated) consent = 'denied';
      } else if (entry.kind === 'signed-in') {
        signedIn = true;
        identityPending = true;
        if (options.gated) consent = 'unknown';
      } else {
        const route = cleanRoute(entry.path);
        if (route === lastRoute) return;
        const event = navigationEvent(route, lastRoute);
        lastRoute = route;
        if (consent === 'denied') return;
        if (held.length < MAX_HELD) held.push(event);
        flush();
      }
    },
    member(member) {
      start();
      if (!signedIn) return;
      lastIds = member === null ? {} : mapCustomerIds(options.customerIds, member);
      identityPending = false;
      identify(lastIds);
      flush();
    },
    consent(state) {
      start();
      if (!options.gated || !signedIn || state === consent) return;
      const revoked = consent === 'granted' && state !== 'granted';
      consent = state;
      if (revoked || state === 'denied') {
        held = [];
        anonymize();
        return;
      }
      if (state === 'granted') {
        identify(lastIds);
        flush();
      }
    },
  };
}
