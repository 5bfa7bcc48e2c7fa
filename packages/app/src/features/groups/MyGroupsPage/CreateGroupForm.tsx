import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { TextArea, TextField, toast } from '@ajar/ui';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { apiRequest } from '../../../api';
import { useLang } from '../../../shared/data/localized';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { groupPath, showsGroups } from '../shared/groupKeys';
import {
  CREATE_GROUP_FIELDS,
  createGroupSchema,
  type CreateGroupValues,
} from './createGroupSchema';
import { FocusFirstInvalid } from '../../../shared/forms/FocusFirstInvalid';

/** Starting a group: its name and what it is for. Whoever starts it leads it. */
export function CreateGroupForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const schema = useMemo(() => createGroupSchema(lang), [lang]);
  const name = useRef<HTMLInputElement>(null);
  const description = useRef<HTMLTextAreaElement>(null);
  // Opened by a button elsewhere on the page: the person goes on typing where the form is.
  useEffect(() => name.current?.focus(), []);

  async function send(values: CreateGroupValues) {
    const group = await apiRequest('post', '/groups', {
      body: { name: values.name.trim(), description: values.description.trim() },
    });
    await mutate(showsGroups);
    toast.success(t('groups.list.created', { name: group.name }));
    await navigate(groupPath(group.id));
  }

  return (
    <ApiForm<CreateGroupValues>
      label={t('groups.list.form.title')}
      initialValues={{ name: '', description: '' }}
      schema={schema}
      fields={CREATE_GROUP_FIELDS}
      failed={t('groups.list.form.failed')}
      send={send}
      submitLabel={t('groups.list.form.submit')}
      loadingLabel={t('groups.list.form.submitting')}
      cancel={{ label: t('groups.list.form.cancel'), onCancel }}
    >
      {(form) => (
        <>
          <FocusFirstInvalid
            form={form}
            fields={[
              ['name', name],
              ['description', description],
            ]}
          />
          <TextField
            ref={name}
            label={t('groups.list.form.name')}
            hint={t('groups.list.form.nameHint', {
              min: GROUP_LIMITS.nameMinLength,
              max: GROUP_LIMITS.nameMaxLength,
            })}
            maxLength={GROUP_LIMITS.nameMaxLength}
            isRequired
            {...fieldProps(form, 'name')}
          />
          <TextArea
            ref={description}
            label={t('groups.list.form.description')}
            hint={t('groups.list.form.descriptionHint')}
            maxLength={GROUP_LIMITS.descriptionMaxLength}
            {...fieldProps(form, 'description')}
          />
        </>
      )}
    </ApiForm>
  );
}
