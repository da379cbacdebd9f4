import { randomBytes } from 'node:crypto';

/** A short random id with a prefix (`d-…` drafts, `s-…` schedules): unguessable, no counter to collide across instances. */
export const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
