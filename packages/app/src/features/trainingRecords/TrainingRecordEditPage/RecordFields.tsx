import { useRef } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DatePicker, RadioGroup, Select, TextArea, TextField } from '@ajar/ui';
import {
  TRAINING_DELIVERIES,
  TRAINING_FUNDERS,
  TRAINING_RECORD_LIMITS as LIMITS,
  TRAINING_TYPES,
} from '@ajar/api/contract/training-record-rules';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { RupiahField } from '../../../shared/forms/RupiahField';
import type { RecordValues } from './recordSchema';
import { useFocusFirstError } from './useFocusFirstError';

interface RecordFieldsProps {
  form: FormikProps<RecordValues>;
  /** My approved requests a record may answer, by id and title. */
  requests: { id: number; title: string }[];
}

/** What the training was, who gave it and how, when, how long, what it cost and who paid. */
export function RecordFields({ form, requests }: RecordFieldsProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLInputElement>(null);
  const providerRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const deliveryRef = useRef<HTMLFieldSetElement>(null);
  const startsOnRef = useRef<HTMLDivElement>(null);
  const endsOnRef = useRef<HTMLDivElement>(null);
  const hoursRef = useRef<HTMLInputElement>(null);
  const costIdrRef = useRef<HTMLInputElement>(null);
  const fundedByRef = useRef<HTMLFieldSetElement>(null);
  const certificateNoRef = useRef<HTMLInputElement>(null);
  const requestIdRef = useRef<HTMLSelectElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  // The focus after a refused save finds each field by these.
  useFocusFirstError(form, {
    title: titleRef,
    provider: providerRef,
    type: typeRef,
    delivery: deliveryRef,
    startsOn: startsOnRef,
    endsOn: endsOnRef,
    hours: hoursRef,
    costIdr: costIdrRef,
    fundedBy: fundedByRef,
    certificateNo: certificateNoRef,
    requestId: requestIdRef,
    notes: notesRef,
  });
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
  const label = (name: string) => t(`trainingRecords.fields.${name}`);

  return (
    <>
      <TextField
        ref={titleRef}
        label={label('title')}
        isRequired
        maxLength={LIMITS.title}
        autoComplete="off"
        {...fieldProps(form, 'title')}
      />
      <TextField
        ref={providerRef}
        label={label('provider')}
        hint={t('trainingRecords.form.providerHint')}
        isRequired
        maxLength={LIMITS.provider}
        autoComplete="organization"
        {...fieldProps(form, 'provider')}
      />
      <Select
        ref={typeRef}
        label={label('type')}
        isRequired
        placeholder={t('trainingRecords.form.typePlaceholder')}
        options={TRAINING_TYPES.map((value) => ({
          value,
          label: t(`trainingRecords.type.${value}`),
        }))}
        {...fieldProps(form, 'type')}
      />
      <RadioGroup
        ref={deliveryRef}
        label={label('delivery')}
        isRequired
        orientation="horizontal"
        options={TRAINING_DELIVERIES.map((value) => ({
          value,
          label: t(`trainingRecords.delivery.${value}`),
        }))}
        {...fieldProps(form, 'delivery')}
      />
      <DatePicker ref={startsOnRef} label={label('startsOn')} {...date('startsOn')} />
      <DatePicker
        ref={endsOnRef}
        label={label('endsOn')}
        minValue={form.values.startsOn || undefined}
        {...date('endsOn')}
      />
      <TextField
        ref={hoursRef}
        label={label('hours')}
        hint={t('trainingRecords.form.hoursHint')}
        isRequired
        inputMode="decimal"
        autoComplete="off"
        {...fieldProps(form, 'hours')}
      />
      <RupiahField
        ref={costIdrRef}
        label={label('cost')}
        hint={t('trainingRecords.form.costHint')}
        {...fieldProps(form, 'costIdr')}
        onChange={(digits) => void form.setFieldValue('costIdr', digits)}
      />
      <RadioGroup
        ref={fundedByRef}
        label={label('fundedBy')}
        isRequired
        options={TRAINING_FUNDERS.map((value) => ({
          value,
          label: t(`trainingRecords.funder.${value}`),
        }))}
        {...fieldProps(form, 'fundedBy')}
      />
      <TextField
        ref={certificateNoRef}
        label={label('certificateNo')}
        hint={t('trainingRecords.form.optional')}
        maxLength={LIMITS.certificateNo}
        autoComplete="off"
        {...fieldProps(form, 'certificateNo')}
      />
      {requests.length > 0 && (
        <Select
          ref={requestIdRef}
          label={label('request')}
          hint={t('trainingRecords.form.requestHint')}
          options={[
            { value: '', label: t('trainingRecords.form.noRequest') },
            ...requests.map((r) => ({ value: String(r.id), label: r.title })),
          ]}
          {...fieldProps(form, 'requestId')}
        />
      )}
      <TextArea
        ref={notesRef}
        label={label('notes')}
        hint={t('trainingRecords.form.notesHint')}
        maxLength={LIMITS.notes}
        rows={4}
        {...fieldProps(form, 'notes')}
      />
    </>
  );
}
