import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { RadioGroup, TextArea } from '@ajar/ui';
import {
  TRAINING_REQUEST_KINDS,
  TRAINING_REQUEST_LIMITS,
} from '@ajar/api/contract/training-request-rules';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { CourseChoice } from './CourseChoice';
import { EventChoice } from './EventChoice';
import { ExternalFields } from './ExternalFields';
import { REASON_MAX_LENGTH, type NewRequestValues } from './newRequestSchema';
import { useFocusFirstError } from './useFocusFirstError';

interface RequestFieldsProps {
  form: FormikProps<NewRequestValues>;
  focusOnOpen: boolean;
}

/** The kind, then the course, the event or the external training's facts, then the reason. */
export function RequestFields({ form, focusOnOpen }: RequestFieldsProps) {
  const { t } = useTranslation();
  const kindRef = useRef<HTMLFieldSetElement>(null);
  const courseIdRef = useRef<HTMLDivElement>(null);
  const eventIdRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const providerRef = useRef<HTMLInputElement>(null);
  const startsOnRef = useRef<HTMLDivElement>(null);
  const endsOnRef = useRef<HTMLDivElement>(null);
  const hoursRef = useRef<HTMLInputElement>(null);
  const costIdrRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The focus after a refused send finds each field by these.
  useFocusFirstError(form, {
    kind: kindRef,
    courseId: courseIdRef,
    eventId: eventIdRef,
    title: titleRef,
    provider: providerRef,
    startsOn: startsOnRef,
    endsOn: endsOnRef,
    hours: hoursRef,
    costIdr: costIdrRef,
    reason: reasonRef,
  });
  useEffect(() => {
    if (focusOnOpen) kindRef.current?.querySelector('input')?.focus();
  }, [focusOnOpen]);

  const { kind } = form.values;
  return (
    <>
      <RadioGroup
        ref={kindRef}
        label={t('trainingRequests.form.kindLabel')}
        isRequired
        options={TRAINING_REQUEST_KINDS.map((value) => ({
          value,
          label: t(`trainingRequests.form.kind.${value}`),
        }))}
        {...fieldProps(form, 'kind')}
      />
      {kind === 'course' && <CourseChoice form={form} ref={courseIdRef} />}
      {kind === 'event' && <EventChoice form={form} ref={eventIdRef} />}
      {kind === 'external' && (
        <ExternalFields
          form={form}
          controls={{
            title: titleRef,
            provider: providerRef,
            startsOn: startsOnRef,
            endsOn: endsOnRef,
            hours: hoursRef,
            costIdr: costIdrRef,
          }}
        />
      )}
      <TextArea
        ref={reasonRef}
        label={t('trainingRequests.form.reasonLabel')}
        hint={t('trainingRequests.form.reasonHint', { min: TRAINING_REQUEST_LIMITS.reasonMin })}
        isRequired
        maxLength={REASON_MAX_LENGTH}
        rows={4}
        {...fieldProps(form, 'reason')}
      />
    </>
  );
}
