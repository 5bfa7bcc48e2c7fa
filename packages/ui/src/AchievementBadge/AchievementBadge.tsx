import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiMessages } from '../messages';
import { formatMessage } from '../internal/text';
import { formatDate, toDate, type DateInput } from '../internal/date';
import {
  BadgeDescription,
  BadgeRoot,
  BadgeStatus,
  BadgeText,
  BadgeTitle,
  Medal,
} from './AchievementBadge.styles';
import { LockIcon, MedalIcon } from './icons';

export interface AchievementBadgeProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The achievement's name, e.g. 'Belajar 7 hari berturut-turut'. */
  title: ReactNode;
  /** How it is earned, e.g. 'Selesaikan minimal satu materi setiap hari selama seminggu.' */
  description?: ReactNode;
  /** When it was earned; without it the badge is locked (not earned yet). */
  earnedAt?: DateInput;
  /** Its own picture instead of the medal (decorative; the title names it). */
  icon?: ReactNode;
  /**
   * Level of the title's heading, for a list of badges under a section heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Time zone the earned date is written in.
   * @default 'Asia/Jakarta'
   */
  timeZone?: string;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * An achievement, earned (an amber medal and "Diraih 20 November 2026") or locked (a grey
 * medal with a padlock and "Belum diraih"). The state is written in words and drawn by
 * shape; its colours are fixed, never the tenant's brand nor success.
 */
export function AchievementBadge({
  title,
  description,
  earnedAt,
  icon,
  headingLevel = 3,
  timeZone = 'Asia/Jakarta',
  ref,
  ...rest
}: AchievementBadgeProps) {
  const { messages, locale } = useUiMessages();
  const isEarned = earnedAt !== undefined;
  const dateLocale = locale === 'en' ? 'en-GB' : 'id-ID';
  return (
    <BadgeRoot ref={ref} $isEarned={isEarned} data-state={isEarned ? 'earned' : 'locked'} {...rest}>
      <Medal $isEarned={isEarned} aria-hidden="true">
        {icon ?? <MedalIcon />}
        {!isEarned && <LockIcon data-lock="" />}
      </Medal>
      <BadgeText>
        <BadgeTitle as={`h${headingLevel}`}>{title}</BadgeTitle>
        {description ? <BadgeDescription>{description}</BadgeDescription> : null}
        <BadgeStatus>
          {isEarned ? (
            <time dateTime={toDate(earnedAt).toISOString()}>
              {formatMessage(messages.badgeEarned, {
                date: formatDate(dateLocale, earnedAt, timeZone),
              })}
            </time>
          ) : (
            messages.badgeLocked
          )}
        </BadgeStatus>
      </BadgeText>
    </BadgeRoot>
  );
}
