/** The identifiers of every stored row are UUIDs (SPEC.md `_id`). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything but a UUID names nothing (404, never a database error). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
