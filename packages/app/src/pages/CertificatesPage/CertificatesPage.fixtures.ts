import { http, HttpResponse } from 'msw';
import type { MyCertificate } from '@ajar/api/contract';
import { courseFixtures } from '../CoursesPage/CoursesPage.fixtures';
import { mockRoute } from '../../api';

const course = (index: number) => {
  const found = courseFixtures[index];
  if (!found) throw new Error(`no fixture course ${index}`);
  return { id: found.id, title: found.title };
};

/** A learner's certificates in every state: valid (with and without expiry), expired, revoked. */
export const myCertificates: MyCertificate[] = [
  {
    id: 11,
    code: 'AJR-7K2M-Q9XD',
    course: course(0),
    learnerName: 'Siti Rahma',
    issuedAt: '2026-03-14T03:00:00Z',
    expiresAt: null,
    revokedAt: null,
    state: 'valid',
  },
  {
    id: 12,
    code: 'AJR-K3GD-4H7P',
    course: course(2),
    learnerName: 'Siti Rahma',
    issuedAt: '2025-11-03T02:30:00Z',
    expiresAt: '2027-11-03T02:30:00Z',
    revokedAt: null,
    state: 'valid',
  },
  {
    id: 9,
    code: 'AJR-XL2B-8RTA',
    course: course(1),
    learnerName: 'Siti Rahma',
    issuedAt: '2023-08-21T04:00:00Z',
    expiresAt: '2025-08-21T04:00:00Z',
    revokedAt: null,
    state: 'expired',
  },
  {
    id: 7,
    code: 'AJR-5NWQ-C3MV',
    course: course(3),
    learnerName: 'Siti Rahma',
    issuedAt: '2024-02-12T03:00:00Z',
    expiresAt: null,
    revokedAt: '2024-06-01T03:00:00Z',
    state: 'revoked',
  },
];

export const certificatesHandler = (certificates: MyCertificate[] = myCertificates) =>
  http.get(mockRoute('/my/certificates'), () => HttpResponse.json(certificates));
