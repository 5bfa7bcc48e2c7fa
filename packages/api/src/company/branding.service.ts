import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SecurityLog } from '../auth/security-log';
import { brandImageProblem, sniffImageType, type BrandImageKind } from '../contract/brand-images';
import type { BrandingSettings } from '../contract/company';
import { safeUrlOrNull } from '../contract/urls';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { ThemeHub } from '../realtime/theme-hub';
import { deleteImage, imageVersions, saveImage, setBrandTexts } from './branding.queries';
import { companySettings } from './settings.queries';
import { changeBrandColor } from './settings.service';

/** The address an uploaded image is served at; a new upload is a new address. */
export const imageUrl = (companyId: number, kind: BrandImageKind, version: string) =>
  `/v1/company/images/${companyId}/${kind}/${version}`;

/**
 * A company's brand as its pages show it: the uploaded logo and favicon when there are, else
 * the favicon link stored for it (older set-ups), else none.
 */
export async function readBranding(
  db: Kysely<Schema>,
  companyId: number,
): Promise<BrandingSettings> {
  const [company, versions] = await Promise.all([
    companySettings(db, companyId),
    imageVersions(db, companyId),
  ]);
  if (!company) throw notFound('id');
  return {
    displayName: company.title,
    faviconTitle: company.favicon_title,
    primaryColor: company.primary_color,
    logo: versions.logo ? imageUrl(companyId, 'logo', versions.logo) : null,
    favicon: versions.favicon
      ? imageUrl(companyId, 'favicon', versions.favicon)
      : safeUrlOrNull(company.favicon),
  };
}

interface Actor {
  companyId: number;
  userId: number;
  ip: string;
}

/** Stores name, favicon title and colour; the colour reaches every open page at once. */
export async function updateBranding(
  db: Kysely<Schema>,
  hub: ThemeHub,
  security: SecurityLog,
  actor: Actor,
  change: { displayName: string; faviconTitle: string | null; primaryColor: string },
): Promise<BrandingSettings> {
  await setBrandTexts(db, actor.companyId, {
    title: change.displayName,
    faviconTitle: change.faviconTitle,
  });
  await changeBrandColor(db, hub, security, { ...actor, primaryColor: change.primaryColor });
  return readBranding(db, actor.companyId);
}

/**
 * Checks an uploaded image (size after decoding, type from its bytes) and stores it. Refused
 * images answer on the field named for the kind, so the form shows the message under it.
 */
export async function uploadImage(
  db: Kysely<Schema>,
  security: SecurityLog,
  actor: Actor,
  kind: BrandImageKind,
  base64: string,
): Promise<BrandingSettings> {
  const bytes = Buffer.from(base64, 'base64');
  const problem = brandImageProblem(kind, bytes);
  if (problem?.key === 'imageTooLarge')
    throw new ApiError(400, 'imageTooLarge', { field: kind, n: problem.n }, 'image_too_large');
  if (problem)
    throw new ApiError(400, 'imageType', { field: kind, list: problem.list }, 'image_type');
  const type = sniffImageType(bytes)!;
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  await saveImage(db, { companyId: actor.companyId, kind, contentType: type, bytes, version });
  await security.record({
    kind: 'branding_changed',
    ...actor,
    detail: { image: kind, bytes: bytes.length, type },
  });
  return readBranding(db, actor.companyId);
}

export async function removeImage(
  db: Kysely<Schema>,
  security: SecurityLog,
  actor: Actor,
  kind: BrandImageKind,
): Promise<BrandingSettings> {
  await deleteImage(db, actor.companyId, kind);
  await security.record({ kind: 'branding_changed', ...actor, detail: { removed: kind } });
  return readBranding(db, actor.companyId);
}
