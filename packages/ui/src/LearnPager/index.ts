export { LearnPager } from './LearnPager';
export type { LearnPagerNextStep, LearnPagerProps, LearnPagerStep } from './LearnPager';
