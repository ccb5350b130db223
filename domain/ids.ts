/**
 * The identifiers of every stored row are UUIDs (SPEC.md `_id`); the pattern is written
 * here only, for the code and for the tests that check the ids the API hands out.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything but a UUID names nothing (404, never a database error). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
