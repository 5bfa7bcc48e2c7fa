import type { DrawnContentType } from '../../ContentTypeBadge/contentTypes';
import type { ReactNode } from 'react';
import { Icon16 } from './Svg';
import { bookPath } from './paths';

/** 16-unit stroke paths, one per content type; drawn in `currentColor`. */
const paths: Record<DrawnContentType, ReactNode> = {
  Meeting: (
    <>
      <circle cx="6" cy="5" r="2.25" />
      <path d="M2 13c0-2.2 1.8-4 4-4s4 1.8 4 4M10.5 3.2a2.25 2.25 0 010 3.6M12 9.3c1.2.6 2 1.9 2 3.7" />
    </>
  ),
  Module: <path d={bookPath} />,
  'Sub Module': <path d="M4 1.75h5.25L12 4.5v9.75H4zM9 1.75V4.75h3M6 8h4M6 10.75h4" />,
  'Module Summary': <path d="M2.5 4h1M2.5 8h1M2.5 12h1M6 4h7.5M6 8h7.5M6 12h5" />,
  'Course Summary': <path d="M5.5 2.5h5v2h-5zM5.5 3.5H3.5v10.75h9V3.5h-2M6 8h4M6 11h4" />,
  'Pre Test': <path d="M10.5 2.5l3 3-7.5 7.5H3v-3zM9 4l3 3" />,
  'Post Test': <path d="M2.5 2.5h11v11h-11zM5 8.25l2 2 4-4.5" />,
  'Final Quiz': (
    <path d="M5 2.5h6v3.5a3 3 0 01-6 0zM5 3.5H2.75a2.25 2.25 0 002.4 3M11 3.5h2.25a2.25 2.25 0 01-2.4 3M8 9v2.5M5.5 13.5h5l-.5-2h-4z" />
  ),
  Evaluation: <path d="M8 2l1.8 3.8 4.2.5-3.1 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1L2 6.3l4.2-.5z" />,
};

/** The decorative icon of a content type (hidden from assistive technology). */
export function ContentTypeIcon({ type }: { type: DrawnContentType }) {
  return <Icon16>{paths[type]}</Icon16>;
}
