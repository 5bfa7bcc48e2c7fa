import { delay, http, HttpResponse } from 'msw';
import type { ApiErrorBody, VoucherRedemption } from '@ajar/api/contract';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { leadershipCourse } from '../../../shared/fixtures/CourseDetailPage.fixtures';
import { mockRoute } from '../../../api';

/** Codes of the story API, after the seed's demo vouchers. */
export const VOUCHERS = {
  valid: 'AJAR-LEAD-2026',
  expired: 'KEDALUWARSA',
  used: 'SEKALIPAKAI',
  /** A code that makes the story server fail. */
  crash: 'AJAR-CRASH',
  /** A code the story server never answers. */
  slow: 'AJAR-SLOW',
} as const;

export const redemption: VoucherRedemption = {
  course: { id: leadershipCourse.id, title: leadershipCourse.title },
  enrolment: {
    courseId: leadershipCourse.id,
    enrolledAt: '2026-03-02T02:15:00Z',
    source: 'voucher',
    progress: 0,
    completedAt: null,
    finalQuiz: 'NotPassed',
    finalQuizAttempted: false,
    certificateCode: null,
  },
};

const fail = (status: number, error: ApiErrorBody['error']) =>
  HttpResponse.json({ error } satisfies ApiErrorBody, { status });

/**
 * POST /v1/vouchers/redeem as the API answers it, its messages in the request's language
 * from the same templates: unknown 404, expired 400, used 409. `codes` keeps what was sent.
 */
export function voucherApi() {
  const api = {
    codes: [] as string[],
    handler: http.post(mockRoute('/vouchers/redeem'), async ({ request }) => {
      const lang = request.headers.get('accept-language') === 'en' ? 'en' : 'id';
      const { code } = (await request.json()) as { code: string };
      api.codes.push(code);
      const field = fieldLabel(lang, 'voucher');
      switch (code) {
        case VOUCHERS.valid:
          return HttpResponse.json(redemption, { status: 201 });
        case VOUCHERS.expired:
          return fail(400, {
            code: 'voucher_expired',
            message: formatMessage(lang, 'voucherExpired', { value: code }),
          });
        case VOUCHERS.used:
          return fail(409, {
            code: 'already_used',
            field: 'voucher',
            message: formatMessage(lang, 'alreadyUsed', { field, value: code }),
          });
        case VOUCHERS.crash:
          return fail(500, { code: 'internal', message: formatMessage(lang, 'internal') });
        case VOUCHERS.slow:
          await delay('infinite');
          return fail(500, { code: 'internal', message: 'x' });
        default:
          return fail(404, {
            code: 'not_found',
            field: 'voucher',
            message: formatMessage(lang, 'notFound', { field }),
          });
      }
    }),
  };
  return api;
}
