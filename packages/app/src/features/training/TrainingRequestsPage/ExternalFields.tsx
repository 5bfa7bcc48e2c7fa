import type { RefObject } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DatePicker, TextField } from '@ajar/ui';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { PROVIDER_MAX_LENGTH, TITLE_MAX_LENGTH, type NewRequestValues } from './newRequestSchema';
import { RupiahField } from '../../../shared/forms/RupiahField';

interface ExternalFieldsProps {
  form: FormikProps<NewRequestValues>;
  /** Each field's element, for the focus after a refused send. */
  controls: {
    title: RefObject<HTMLInputElement | null>;
    provider: RefObject<HTMLInputElement | null>;
    startsOn: RefObject<HTMLDivElement | null>;
    endsOn: RefObject<HTMLDivElement | null>;
    hours: RefObject<HTMLInputElement | null>;
    costIdr: RefObject<HTMLInputElement | null>;
  };
}

/** A training outside Ajar: its name, who gives it, when, how many hours and what it costs. */
export function ExternalFields({ form, controls }: ExternalFieldsProps) {
  const { t } = useTranslation();
  const { title: titleRef, provider: providerRef, startsOn: startsRef, endsOn: endsRef } = controls;
  const { hours: hoursRef, costIdr: costRef } = controls;
  const date = (name: 'startsOn' | 'endsOn') => ({
    name,
    isRequired: true,
    value: form.values[name] || null,
    onChange: (day: string | null) => {
      void form.setFieldValue(name, day ?? '');
      void form.setFieldTouched(name, true, false);
    },
    error: form.touched[name] ? form.errors[name] : undefined,
  });
  const cost = fieldProps(form, 'costIdr');
  return (
    <>
      <TextField
        ref={titleRef}
        label={t('trainingRequests.form.titleLabel')}
        isRequired
        maxLength={TITLE_MAX_LENGTH}
        autoComplete="off"
        {...fieldProps(form, 'title')}
      />
      <TextField
        ref={providerRef}
        label={t('trainingRequests.form.providerLabel')}
        hint={t('trainingRequests.form.providerHint')}
        isRequired
        maxLength={PROVIDER_MAX_LENGTH}
        autoComplete="organization"
        {...fieldProps(form, 'provider')}
      />
      <DatePicker
        ref={startsRef}
        label={t('trainingRequests.form.startsOnLabel')}
        {...date('startsOn')}
      />
      <DatePicker
        ref={endsRef}
        label={t('trainingRequests.form.endsOnLabel')}
        minValue={form.values.startsOn || undefined}
        {...date('endsOn')}
      />
      <TextField
        ref={hoursRef}
        label={t('trainingRequests.form.hoursLabel')}
        hint={t('trainingRequests.form.hoursHint')}
        isRequired
        inputMode="decimal"
        autoComplete="off"
        {...fieldProps(form, 'hours')}
      />
      <RupiahField
        ref={costRef}
        label={t('trainingRequests.form.costLabel')}
        hint={t('trainingRequests.form.costHint')}
        {...cost}
        onChange={(digits) => void form.setFieldValue('costIdr', digits)}
      />
    </>
  );
}
