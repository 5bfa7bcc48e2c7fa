/** The push client's timings (docs/product/behaviour.md, Push notifications). */
export const PUSH = {
  /** Registering this browser with the push service gives up after this long. */
  installationTimeoutMs: 10_000,
} as const;
