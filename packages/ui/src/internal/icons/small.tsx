import { Icon16, type IconProps } from './Svg';
import { bookPath } from './paths';

/* 16-unit meta icons of the cards and the event card (forum posts' own are in forum.tsx). */

export const CategoryIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2 2.5h5.5l6.5 6.5-5 5-6.5-6.5zM5 5.25h.01" />
  </Icon16>
);
export const TrainerIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M8 7.5a2.75 2.75 0 100-5.5 2.75 2.75 0 000 5.5zM2.75 14c0-2.9 2.35-4.75 5.25-4.75s5.25 1.85 5.25 4.75" />
  </Icon16>
);
/** A small clock: a duration. (`ClockIcon` is the 24-unit one of the quiz timer.) */
export const DurationIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M8 14A6 6 0 108 2a6 6 0 000 12zM8 4.75V8l2.25 1.5" />
  </Icon16>
);
export const BookIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d={bookPath} />
  </Icon16>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2.5 3.5h11v10h-11zM2.5 6.5h11M5.5 2v3M10.5 2v3" />
  </Icon16>
);
/** A screen with a camera: taking part from anywhere. */
export const OnlineIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2 3.5h12v8H2zM5.5 14h5M8 11.5V14" />
  </Icon16>
);
/** A building: taking part on site. */
export const OfflineIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M3 14V2.5h7V14M10 6h3v8M1.5 14h13M5.25 5h1.5M5.25 8h1.5M5.25 11h1.5" />
  </Icon16>
);
export const PlaceIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M8 14.5s4.5-4.2 4.5-7.75a4.5 4.5 0 00-9 0C3.5 10.3 8 14.5 8 14.5zM8 8.5a1.75 1.75 0 100-3.5 1.75 1.75 0 000 3.5z" />
  </Icon16>
);
export const LinkIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
  </Icon16>
);
/** A framed picture with a hill and the sun: an image. */
export const ImageIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2.5 3.5h11v9h-11zM2.5 10.5l3-3 3 3 2-2 3 3M10.5 6.25a.75.75 0 100-1.5.75.75 0 000 1.5z" />
  </Icon16>
);
export const PeopleIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M6 7a2.25 2.25 0 100-4.5A2.25 2.25 0 006 7zM1.75 13.5c0-2.4 1.9-4 4.25-4s4.25 1.6 4.25 4M10.75 2.6a2.25 2.25 0 010 4.3M12 9.7c1.35.5 2.25 1.9 2.25 3.8" />
  </Icon16>
);
/** A winding path between two points: a learning path (roadmap). */
export const RoadmapIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M3.5 4.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM12.5 14.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM3.5 4.5v1.75A2.25 2.25 0 005.75 8.5h4.5a2.25 2.25 0 012.25 2.25v.75" />
  </Icon16>
);
/** A mortarboard: a learning program. */
export const ProgramIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M1.5 6L8 3l6.5 3L8 9zM4 7.25v3.25c0 1.1 1.8 2 4 2s4-.9 4-2V7.25M14.5 6v3.5" />
  </Icon16>
);
/** A line rising to an arrow: a figure went up against the one before. */
export const TrendUpIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2 12l4.5-4.5 3 3L14 6M10 6h4v4" />
  </Icon16>
);
/** A line falling to an arrow: a figure went down against the one before. */
export const TrendDownIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2 4l4.5 4.5 3-3L14 10M10 10h4V6" />
  </Icon16>
);
/** A level arrow: a figure held about where it was. */
export const TrendSteadyIcon = (props: IconProps) => (
  <Icon16 {...props}>
    <path d="M2 8h11M10 5l3 3-3 3" />
  </Icon16>
);
