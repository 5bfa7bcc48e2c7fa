import { object, string } from 'yup';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { formMessages } from '../../../shared/forms/messages';

export interface CreateGroupValues {
  name: string;
  description: string;
}

export const CREATE_GROUP_FIELDS = ['name', 'description'] as const;

/** The API's own checks (contract/groups.ts CreateGroupRequest), with its messages. */
export function createGroupSchema(lang: Language) {
  const m = formMessages(lang);
  const name = fieldLabel(lang, 'name');
  const description = fieldLabel(lang, 'description');
  return object({
    name: string()
      .trim()
      .required(m.required('name'))
      .min(
        GROUP_LIMITS.nameMinLength,
        formatMessage(lang, 'tooShort', { field: name, n: GROUP_LIMITS.nameMinLength }),
      )
      .max(
        GROUP_LIMITS.nameMaxLength,
        formatMessage(lang, 'tooLong', { field: name, n: GROUP_LIMITS.nameMaxLength }),
      ),
    description: string()
      .trim()
      .max(
        GROUP_LIMITS.descriptionMaxLength,
        formatMessage(lang, 'tooLong', {
          field: description,
          n: GROUP_LIMITS.descriptionMaxLength,
        }),
      ),
  });
}
