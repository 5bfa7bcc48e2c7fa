import type { HTMLAttributes, Ref } from 'react';
import { Avatar, type AvatarSize } from '../Avatar';
import { useUiMessages } from '../messages';
import { formatMessage } from '../internal/text';
import { AvatarGroupRoot, Overflow, Slot } from './AvatarGroup.styles';

export interface AvatarGroupPerson {
  /** The person's name: read out in the group's name, and the source of the initials. */
  name: string;
  /** Photo address; initials show without it. */
  src?: string;
}

export interface AvatarGroupProps extends HTMLAttributes<HTMLSpanElement> {
  /** Everyone in the group, in the order to show them. */
  people: AvatarGroupPerson[];
  /**
   * How many avatars to draw; the rest become "+N".
   * @default 4
   */
  max?: number;
  /**
   * Diameter of each avatar.
   * @default 'md'
   */
  size?: AvatarSize;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Overlapping avatars of a few people (a class's trainers, who replied) with "+N" for the
 * rest. It is one image to screen readers, named with the count and the names shown:
 * "5 orang: Siti Rahma, Budi Santoso, dan 3 lainnya".
 */
export function AvatarGroup({ people, max = 4, size = 'md', ref, ...rest }: AvatarGroupProps) {
  const { messages, locale } = useUiMessages();
  const number = new Intl.NumberFormat(locale);
  // "+1" would take the place of the one avatar it stands for: show that avatar instead.
  const shown = people.length > max + 1 ? people.slice(0, max) : people;
  const hidden = people.length - shown.length;
  const one = people.length === 1;
  const names = shown.map((person) => person.name);
  if (hidden > 0) {
    names.push(
      formatMessage(hidden === 1 ? messages.avatarGroupMoreOne : messages.avatarGroupMoreOther, {
        count: number.format(hidden),
      }),
    );
  }
  const listLocale = locale === 'en' ? 'en-GB' : 'id-ID';
  const label = formatMessage(one ? messages.avatarGroupLabelOne : messages.avatarGroupLabelOther, {
    count: number.format(people.length),
    names: new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(names),
  });

  return (
    <AvatarGroupRoot ref={ref} role="img" aria-label={label} {...rest}>
      {shown.map((person, index) => (
        <Slot key={`${index}-${person.name}`}>
          <Avatar name={person.name} src={person.src} size={size} isDecorative />
        </Slot>
      ))}
      {hidden > 0 && (
        <Slot>
          <Overflow $size={size} aria-hidden="true">
            +{number.format(hidden)}
          </Overflow>
        </Slot>
      )}
    </AvatarGroupRoot>
  );
}
