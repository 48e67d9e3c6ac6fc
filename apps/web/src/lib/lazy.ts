/**
 * A value made on first use. For `Intl` formatters: the first one a page makes loads the locale data (milliseconds of
 * main thread), which module scope would spend on import even when nothing is formatted yet.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
