/** A configuration problem: main.ts prints its message as one line and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
