import type { TFunction } from 'i18next';
import { object, string, type StringSchema } from 'yup';
import type { NewTrainingRequest } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TRAINING_REQUEST_LIMITS as LIMITS } from '@ajar/api/contract/training-request-rules';
import type { TrainingRequestKind } from '@ajar/api/contract/training-request-rules';
import { formMessages } from '../../../shared/forms/messages';

export interface NewRequestValues {
  /** '' until one is chosen. */
  kind: '' | TrainingRequestKind;
  /** The chosen course's or event's id, as the field gives it. */
  courseId: string;
  eventId: string;
  title: string;
  provider: string;
  /** `YYYY-MM-DD`, or '' while no whole date is typed. */
  startsOn: string;
  endsOn: string;
  /** As typed: a decimal comma or point. */
  hours: string;
  /** Whole Rupiah, digits only (the field shows them grouped). */
  costIdr: string;
  reason: string;
}

export const EMPTY_REQUEST: NewRequestValues = {
  kind: '',
  courseId: '',
  eventId: '',
  title: '',
  provider: '',
  startsOn: '',
  endsOn: '',
  hours: '',
  costIdr: '',
  reason: '',
};

/** The fields, in reading order: an API refusal naming one lands on it. */
export const REQUEST_FIELDS = [
  'kind',
  'courseId',
  'eventId',
  'title',
  'provider',
  'startsOn',
  'endsOn',
  'hours',
  'costIdr',
  'reason',
] as const satisfies readonly (keyof NewRequestValues)[];

export const REASON_MAX_LENGTH = LIMITS.reason;
export const TITLE_MAX_LENGTH = LIMITS.title;
export const PROVIDER_MAX_LENGTH = LIMITS.provider;

/** "1,5" or "1.5" as a number; NaN for anything else. */
export const parseHours = (typed: string) =>
  /^\d+([.,]\d+)?$/.test(typed.trim()) ? Number(typed.trim().replace(',', '.')) : NaN;

/**
 * The API's own checks (contract/training-requests.ts NewTrainingRequest, the service's end
 * before start), with its very messages where it has one, so a refusal reads the same whether
 * the browser or the server caught it. Only the chosen kind's fields are checked.
 */
export function newRequestSchema(lang: Language, t: TFunction, maxCost: string) {
  const m = formMessages(lang);
  const tooShort = (field: string, n: number) =>
    formatMessage(lang, 'tooShort', { field: fieldLabel(lang, field), n });
  const tooLong = (field: string, n: number) =>
    formatMessage(lang, 'tooLong', { field: fieldLabel(lang, field), n });
  const onlyFor = (kind: TrainingRequestKind, schema: StringSchema) =>
    string().when('kind', { is: kind, then: () => schema });
  const text = (field: string, min: number, max: number) =>
    string()
      .trim()
      .required(m.required(field))
      .min(min, tooShort(field, min))
      .max(max, tooLong(field, max));

  return object({
    kind: string().required(t('trainingRequests.form.chooseKind')),
    courseId: onlyFor('course', string().required(m.required('courseId'))),
    eventId: onlyFor('event', string().required(m.required('eventId'))),
    title: onlyFor('external', text('title', 3, LIMITS.title)),
    provider: onlyFor('external', text('provider', 2, LIMITS.provider)),
    startsOn: onlyFor('external', string().required(m.required('startsOn'))),
    // ISO dates compare as text.
    endsOn: onlyFor(
      'external',
      string()
        .required(m.required('endsOn'))
        .test(
          'notBeforeStart',
          t('trainingRequests.form.endsBeforeStart'),
          (day, context) => !day || !context.parent.startsOn || day >= context.parent.startsOn,
        ),
    ),
    hours: onlyFor(
      'external',
      string()
        .required(m.required('hours'))
        .test('number', m.invalid('hours'), (typed) => !typed || !Number.isNaN(parseHours(typed)))
        .test('positive', m.positive('hours'), (typed) => !typed || !(parseHours(typed) <= 0))
        .test(
          'max',
          t('trainingRequests.form.hoursMax', { max: LIMITS.hoursMax }),
          (typed) => !typed || !(parseHours(typed) > LIMITS.hoursMax),
        ),
    ),
    costIdr: onlyFor(
      'external',
      string()
        .required(m.required('costIdr'))
        .test(
          'max',
          t('trainingRequests.form.costMax', { max: maxCost }),
          (digits) => !digits || Number(digits) <= LIMITS.costMax,
        ),
    ),
    reason: text('reason', LIMITS.reasonMin, LIMITS.reason),
  });
}

/** The request as the API takes it: only the chosen kind's part, text trimmed. */
export function requestBody(values: NewRequestValues): NewTrainingRequest {
  const reason = values.reason.trim();
  if (values.kind === 'course')
    return { kind: 'course', courseId: Number(values.courseId), reason };
  if (values.kind === 'event') return { kind: 'event', eventId: Number(values.eventId), reason };
  return {
    kind: 'external',
    external: {
      title: values.title.trim(),
      provider: values.provider.trim(),
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      hours: parseHours(values.hours),
      costIdr: Number(values.costIdr),
    },
    reason,
  };
}

/**
 * Where an API refusal's field lands in this form: its schema errors name the nested
 * `external.title`, its lookups the missing `course` or `event`.
 */
export function formFieldOf(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const bare = field.replace(/^external\./, '');
  if (bare === 'course') return 'courseId';
  if (bare === 'event') return 'eventId';
  return bare;
}
