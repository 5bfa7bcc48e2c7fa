// The shell shared by the catalog's cards (course, roadmap, program, class).
export { CardRoot, coverBox, CoverImage } from './cardCover.styles';
export { CardCover } from './CardCover';
export { CardTitle } from './CardTitle';
export { CardCount, CardDescription } from './cardText.styles';
