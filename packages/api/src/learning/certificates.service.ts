import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import {
  CERTIFICATE_CODE_PATTERN,
  type CertificateCheck,
  type CertificateState,
  type MyCertificate,
} from '../contract/certificates';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { certificateByCode, learnerCertificates } from './certificates.queries';

export function certificateState(
  cert: { revoked_at: Date | null; expires_at: Date | null },
  now: Date,
): CertificateState {
  if (cert.revoked_at !== null) return 'revoked';
  if (cert.expires_at !== null && cert.expires_at < now) return 'expired';
  return 'valid';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** My certificates, newest first, each with its state now. */
export async function myCertificates(
  db: Kysely<Schema>,
  { companyId, userId }: AuthClaims,
  now: Date,
): Promise<MyCertificate[]> {
  const rows = await learnerCertificates(db, companyId, userId);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    course: { id: r.course_id, title: { id: r.title_id, en: r.title_en } },
    learnerName: r.learner_name,
    issuedAt: r.issued_at.toISOString(),
    expiresAt: iso(r.expires_at),
    revokedAt: iso(r.revoked_at),
    state: certificateState(r, now),
  }));
}

/**
 * The public check of a printed code: only whether it is real and still valid, for whom and
 * for which course. A code of the wrong shape is simply not a certificate (404).
 */
export async function checkCertificate(
  db: Kysely<Schema>,
  code: string,
  now: Date,
): Promise<CertificateCheck> {
  if (!CERTIFICATE_CODE_PATTERN.test(code)) throw notFound('certificate');
  const r = await certificateByCode(db, code);
  if (!r) throw notFound('certificate');
  return {
    code: r.code,
    state: certificateState(r, now),
    learnerName: r.learner_name,
    courseTitle: { id: r.title_id, en: r.title_en },
    issuedAt: r.issued_at.toISOString(),
    expiresAt: iso(r.expires_at),
    revokedAt: iso(r.revoked_at),
  };
}
