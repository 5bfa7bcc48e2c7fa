import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import type { TrainingRecord, TrainingRecordFields } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import {
  daysBetween,
  TRAINING_RECORD_LIMITS as LIMITS,
} from '@ajar/api/contract/training-record-rules';
import { formMessages } from '../../../shared/forms/messages';

/** The form's values as typed: choices and numbers are strings until sent. */
export interface RecordValues {
  title: string;
  provider: string;
  /** '' until one is chosen. */
  type: '' | TrainingRecordFields['type'];
  delivery: '' | TrainingRecordFields['delivery'];
  /** `YYYY-MM-DD`, or '' while no whole date is typed. */
  startsOn: string;
  endsOn: string;
  /** As typed: a decimal comma or point. */
  hours: string;
  /** Whole Rupiah, digits only (the field shows them grouped). */
  costIdr: string;
  fundedBy: '' | TrainingRecordFields['fundedBy'];
  certificateNo: string;
  notes: string;
  /** The approved request's id, '' for none. */
  requestId: string;
}

/** The fields, in reading order: an API refusal naming one lands on it, focus finds the first. */
export const RECORD_FIELDS = [
  'title',
  'provider',
  'type',
  'delivery',
  'startsOn',
  'endsOn',
  'hours',
  'costIdr',
  'fundedBy',
  'certificateNo',
  'requestId',
  'notes',
] as const satisfies readonly (keyof RecordValues)[];
export type RecordFieldName = (typeof RECORD_FIELDS)[number];

export const EMPTY_RECORD: RecordValues = {
  title: '',
  provider: '',
  type: '',
  delivery: '',
  startsOn: '',
  endsOn: '',
  hours: '',
  costIdr: '',
  fundedBy: '',
  certificateNo: '',
  notes: '',
  requestId: '',
};

/** A stored record's fields, as the form shows them. */
export const valuesOf = (r: TrainingRecord, decimal: (n: number) => string): RecordValues => ({
  title: r.title,
  provider: r.provider,
  type: r.type,
  delivery: r.delivery,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  hours: decimal(r.hours),
  costIdr: String(r.costIdr),
  fundedBy: r.fundedBy,
  certificateNo: r.certificateNo ?? '',
  notes: r.notes ?? '',
  requestId: r.requestId === null ? '' : String(r.requestId),
});

/** "1,5" or "1.5" as a number; NaN for anything else. */
export const parseHours = (typed: string) =>
  /^\d+([.,]\d+)?$/.test(typed.trim()) ? Number(typed.trim().replace(',', '.')) : NaN;

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * The API's own checks (contract TrainingRecordFields, the service's dates and hours a day),
 * with its very messages where it has one, so a refusal reads the same whether the browser or
 * the server caught it.
 */
export function recordSchema(lang: Language, t: TFunction, maxCost: string) {
  const m = formMessages(lang);
  const tooShort = (field: string, n: number) =>
    formatMessage(lang, 'tooShort', { field: fieldLabel(lang, field), n });
  const tooLong = (field: string, n: number) =>
    formatMessage(lang, 'tooLong', { field: fieldLabel(lang, field), n });
  const text = (field: string, min: number, max: number) =>
    string()
      .trim()
      .required(m.required(field))
      .min(min, tooShort(field, min))
      .max(max, tooLong(field, max));

  return object({
    title: text('title', 3, LIMITS.title),
    provider: text('provider', 2, LIMITS.provider),
    type: string().required(m.required('type')),
    delivery: string().required(m.required('delivery')),
    startsOn: string().required(m.required('startsOn')),
    // ISO dates compare as text.
    endsOn: string()
      .required(m.required('endsOn'))
      .test(
        'notBeforeStart',
        t('trainingRecords.form.endsBeforeStart'),
        (day, context) => !day || !context.parent.startsOn || day >= context.parent.startsOn,
      ),
    hours: string()
      .required(m.required('hours'))
      .test('number', m.invalid('hours'), (typed) => !typed || !Number.isNaN(parseHours(typed)))
      .test('positive', m.positive('hours'), (typed) => !typed || !(parseHours(typed) <= 0))
      .test(
        'max',
        t('trainingRecords.form.hoursMax', { max: LIMITS.hoursMax }),
        (typed) => !typed || !(parseHours(typed) > LIMITS.hoursMax),
      )
      .test('perDay', (typed, context) => {
        const { startsOn, endsOn } = context.parent as RecordValues;
        if (!typed || !isDay(startsOn) || !isDay(endsOn) || endsOn < startsOn) return true;
        const most = daysBetween(startsOn, endsOn) * LIMITS.hoursPerDay;
        return (
          !(parseHours(typed) > most) ||
          context.createError({ message: formatMessage(lang, 'recordHoursTooMany', { n: most }) })
        );
      }),
    costIdr: string()
      .required(m.required('costIdr'))
      .test(
        'max',
        t('trainingRecords.form.costMax', { max: maxCost }),
        (digits) => !digits || Number(digits) <= LIMITS.costMax,
      ),
    fundedBy: string().required(m.required('fundedBy')),
    certificateNo: string()
      .trim()
      .max(LIMITS.certificateNo, tooLong('certificateNo', LIMITS.certificateNo)),
    notes: string().trim().max(LIMITS.notes, tooLong('notes', LIMITS.notes)),
    requestId: string(),
  });
}

/** The record as the API takes it: text trimmed, empty optional fields left out. */
export function recordBody(values: RecordValues): TrainingRecordFields {
  const certificateNo = values.certificateNo.trim();
  const notes = values.notes.trim();
  return {
    title: values.title.trim(),
    provider: values.provider.trim(),
    type: values.type as TrainingRecordFields['type'],
    delivery: values.delivery as TrainingRecordFields['delivery'],
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    hours: parseHours(values.hours),
    costIdr: Number(values.costIdr),
    fundedBy: values.fundedBy as TrainingRecordFields['fundedBy'],
    ...(certificateNo ? { certificateNo } : {}),
    ...(notes ? { notes } : {}),
    ...(values.requestId ? { requestId: Number(values.requestId) } : {}),
  };
}
