/**
 * The spec's monitoring constants (docs/product/behaviour.md, section 9). They are the Elastic
 * APM RUM agent's own (pinned at 5.17.5, whose core is 5.25.3): the agent has no options for
 * them, so they are written down here, where `monitoring.test.ts` holds them to the spec, and
 * the agent is configured to use them (`session: true`; the rest apply by themselves).
 */

/** A session ends after 30 minutes without activity (core: SESSION_TIMEOUT). */
export const MONITORING_SESSION_TIMEOUT_MS = 30 * 60_000;
/** Interactions quicker than 40 ms are ignored for responsiveness (core: INP_THRESHOLD). */
export const MONITORING_MIN_INTERACTION_MS = 40;
/** Of the slower interactions, the 10 longest are kept (core: MAX_INTERACTIONS_TO_CONSIDER). */
export const MONITORING_LONGEST_INTERACTIONS_KEPT = 10;
/** Spans of 60 ms or less are dropped (core: USER_TIMING_THRESHOLD). */
export const MONITORING_MIN_SPAN_MS = 60;
/** The page-load transaction ends 1 s after the load event (core: PAGE_LOAD_DELAY). */
export const MONITORING_PAGE_LOAD_END_DELAY_MS = 1_000;
