export { Disclosure } from './Disclosure';
export type { DisclosureProps } from './Disclosure';
export type { DisclosureHeadingLevel } from './DisclosurePanel';
