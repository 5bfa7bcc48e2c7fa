export { Callout } from './Callout';
export type { CalloutProps, CalloutTone } from './Callout';
