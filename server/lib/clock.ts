/**
 * Where the app reads the time (DESIGN.md §9.4): the system's in production, one a test
 * moves forward in its place, so that "within five minutes" is tested without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
