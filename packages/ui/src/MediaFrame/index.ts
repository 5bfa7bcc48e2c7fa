export { MediaFrame } from './MediaFrame';
export type { MediaFrameProps, MediaKind } from './MediaFrame';
