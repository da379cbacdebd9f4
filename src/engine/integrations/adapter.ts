/**
 * What the engine asks of an analytics vendor. Every call is fire-and-forget: it never throws, never
 * blocks a render and never reports to the member; a vendor that fails simply records nothing.
 */
export type AnalyticsAdapter = {
  /** Ties the tracking identity to the member: identifier name -> value (never empty). */
  identify(customerIds: Readonly<Record<string, string>>): void;
  track(event: string, properties: Readonly<Record<string, string>>): void;
  /** Forgets the member: the tracking identity becomes a new anonymous one. */
  anonymize(): void;
};
