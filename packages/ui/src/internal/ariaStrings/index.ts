// React Aria in the kit's language: internal, used by the kit's React Aria components.
export { AriaLanguage } from './AriaLanguage';
