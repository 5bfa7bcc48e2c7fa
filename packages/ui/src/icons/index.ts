// The kit's icon set, published: decorative SVGs drawn in `currentColor` on a 16-unit grid
// (1.5 stroke, meta lines of cards and posts) or a 24-unit grid (2 stroke, controls and
// fields). Each is hidden from assistive technology: the text beside it carries the meaning.
// The "Foundations/Icons" docs page lists them with the one concept each stands for.
export type { IconProps } from '../internal/icons';
export {
  AlertIcon,
  BookIcon,
  CalendarIcon,
  CategoryIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  CrossIcon,
  DashIcon,
  DurationIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  FlagIcon,
  InfoIcon,
  LikeIcon,
  LinkIcon,
  OfflineIcon,
  OnlineIcon,
  PeopleIcon,
  PinIcon,
  PlaceIcon,
  ProgramIcon,
  ReplyIcon,
  RetryIcon,
  RoadmapIcon,
  SealIcon,
  SolvedIcon,
  TrainerIcon,
  UploadIcon,
} from '../internal/icons';
