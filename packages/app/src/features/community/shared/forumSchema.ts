import { mixed, object, string } from 'yup';
import {
  FORUM_LIMITS,
  FORUM_THREAD_KINDS,
  type ForumThreadKind,
} from '@ajar/api/contract/forum-rules';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { formMessages } from '../../../shared/forms/messages';

export interface NewThreadValues {
  title: string;
  kind: ForumThreadKind;
  html: string;
}

export const NEW_THREAD_FIELDS = ['title', 'kind', 'html'] as const;

/** The text a post's HTML shows, parsed inertly (DOMParser runs no script, loads nothing). */
const textOf = (html: string | undefined) =>
  html ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';
const hasImage = (html: string | undefined) => Boolean(html?.includes('<img'));

/** The text of a post: required, and no longer than the API takes (counted as the editor counts). */
export function postTextSchema(lang: Language) {
  const m = formMessages(lang);
  return string()
    .test('required', m.required('html'), (html) => textOf(html).trim() !== '' || hasImage(html))
    .test(
      'tooLong',
      formatMessage(lang, 'tooLong', {
        field: fieldLabel(lang, 'html'),
        n: FORUM_LIMITS.bodyMaxLength,
      }),
      (html) => textOf(html).length <= FORUM_LIMITS.bodyMaxLength,
    );
}

/** The API's own checks (contract/forum.ts CreateForumThreadRequest), with its messages. */
export function newThreadSchema(lang: Language) {
  const m = formMessages(lang);
  const title = fieldLabel(lang, 'title');
  return object({
    title: string()
      .trim()
      .required(m.required('title'))
      .min(
        FORUM_LIMITS.titleMinLength,
        formatMessage(lang, 'tooShort', { field: title, n: FORUM_LIMITS.titleMinLength }),
      )
      .max(
        FORUM_LIMITS.titleMaxLength,
        formatMessage(lang, 'tooLong', { field: title, n: FORUM_LIMITS.titleMaxLength }),
      ),
    kind: mixed<ForumThreadKind>().oneOf(FORUM_THREAD_KINDS).required(m.required('kind')),
    html: postTextSchema(lang),
  });
}
