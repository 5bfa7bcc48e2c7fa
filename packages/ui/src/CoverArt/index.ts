export { CoverArt, type CoverArtProps } from './CoverArt';
export { COVER_ART_KINDS, type CoverArtKind } from './drawings';
