import type { ComponentType } from 'react';
import * as icons from '../../icons';

type IconName = Exclude<keyof typeof icons, 'IconProps'>;

export interface IconEntry {
  name: IconName;
  Icon: ComponentType;
  grid: 16 | 24;
  /** The one concept the icon stands for, and where it appears. */
  concept: string;
}

const entry = (name: IconName, grid: 16 | 24, concept: string): IconEntry => ({
  name,
  Icon: icons[name] as ComponentType,
  grid,
  concept,
});

/** One metaphor per concept: an icon never stands for two things, nor a concept for two icons. */
export const iconCatalogue: IconEntry[] = [
  entry('ChevronLeftIcon', 16, 'previous (page, month)'),
  entry('ChevronRightSmallIcon', 16, 'next (page, month)'),
  entry('DismissIcon', 16, 'close or remove (dialog, drawer, toast, tag)'),
  entry('MenuIcon', 16, 'open the navigation menu'),
  entry('MoreIcon', 24, 'more items hidden here (a collapsed breadcrumb)'),
  entry('BookIcon', 16, 'a course (count of courses on roadmap and class cards)'),
  entry('RoadmapIcon', 16, 'a learning path (roadmap)'),
  entry('ProgramIcon', 16, 'a program of classes'),
  entry('CategoryIcon', 16, "a course's category (a tag)"),
  entry('TrainerIcon', 16, 'one person: the trainer'),
  entry('PeopleIcon', 16, 'several people: seats or participants'),
  entry('DurationIcon', 16, 'how long something takes'),
  entry('CalendarIcon', 16, 'a date or date range'),
  entry('OnlineIcon', 16, 'taking part online (a screen)'),
  entry('OfflineIcon', 16, 'taking part on site (a building)'),
  entry('PlaceIcon', 16, 'an address (map pin)'),
  entry('TrendUpIcon', 16, 'a figure went up against the one before'),
  entry('TrendDownIcon', 16, 'a figure went down against the one before'),
  entry('TrendSteadyIcon', 16, 'a figure held about where it was'),
  entry('LinkIcon', 16, 'a link (a meeting link, a link in a post)'),
  entry('ReplyIcon', 16, 'replies to a forum post'),
  entry('LikeIcon', 16, 'likes of a forum post'),
  entry('PinIcon', 16, 'a post pinned to the top'),
  entry('SolvedIcon', 16, 'a question marked solved'),
  entry('CheckIcon', 24, 'correct, done, ticked (a checkbox, a correct answer, saved)'),
  entry('CrossIcon', 24, 'wrong (an incorrect answer)'),
  entry('DashIcon', 24, 'partly selected (a mixed checkbox)'),
  entry('FlagIcon', 24, 'marked for review in a quiz (filled when marked)'),
  entry('ClockIcon', 24, 'time left in a quiz'),
  entry('AlertIcon', 24, 'a warning: time nearly up, a save that failed'),
  entry('ErrorIcon', 24, 'an error in a form field or form'),
  entry('InfoIcon', 24, 'information, no action needed'),
  entry('RetryIcon', 24, 'try again'),
  entry('ChevronDownIcon', 24, 'opens a list (select)'),
  entry('EyeIcon', 24, 'show the password'),
  entry('EyeOffIcon', 24, 'hide the password'),
  entry('UploadIcon', 24, 'choose a file to upload'),
  entry('SealIcon', 24, 'a certificate'),
  entry('BoldIcon', 24, 'bold text (editor toolbar)'),
  entry('ItalicIcon', 24, 'italic text (editor toolbar)'),
  entry('BulletListIcon', 24, 'a bulleted list (editor toolbar)'),
  entry('NumberedListIcon', 24, 'a numbered list (editor toolbar)'),
  entry('QuoteIcon', 24, 'a quotation (editor toolbar)'),
  entry('CodeIcon', 24, 'code within a line (editor toolbar)'),
  entry('CodeBlockIcon', 24, 'a block of code (editor toolbar)'),
  entry('UndoIcon', 24, 'undo the last edit'),
  entry('RedoIcon', 24, 'redo the edit just undone'),
];
