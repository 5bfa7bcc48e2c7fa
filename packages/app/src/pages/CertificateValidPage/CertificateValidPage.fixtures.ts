import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, CertificateCheck } from '@ajar/api/contract';
import { myCertificates } from '../CertificatesPage/CertificatesPage.fixtures';
import { mockRoute } from '../../api';

/** The public check's answers for the learner's certificates (no ids, nothing more). */
export const certificateChecks: CertificateCheck[] = myCertificates.map((certificate) => ({
  code: certificate.code,
  state: certificate.state,
  learnerName: certificate.learnerName,
  courseTitle: certificate.course.title,
  issuedAt: certificate.issuedAt,
  expiresAt: certificate.expiresAt,
  revokedAt: certificate.revokedAt,
}));

export const checkOf = (state: CertificateCheck['state']) => {
  const found = certificateChecks.find((check) => check.state === state);
  if (!found) throw new Error(`no fixture certificate ${state}`);
  return found;
};

/**
 * GET /v1/certificates/{code} as the API answers it: 404 for an unknown number.
 * `requests` keeps each request, to check what the page sent.
 */
export function certificateCheckApi() {
  const api = {
    requests: [] as Request[],
    handler: http.get(mockRoute('/certificates/{code}'), ({ params, request }) => {
      api.requests.push(request);
      const found = certificateChecks.find((check) => check.code === params.code);
      if (found) return HttpResponse.json(found);
      const notFound: ApiErrorBody = {
        error: { code: 'not_found', field: 'certificate', message: 'Sertifikat tidak ditemukan' },
      };
      return HttpResponse.json(notFound, { status: 404 });
    }),
  };
  return api;
}
