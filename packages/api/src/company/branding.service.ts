import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SecurityLog } from '../auth/security-log';
import type { BrandImageKind, BrandingSettings } from '../contract/company';
import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from '../contract/limits';
import { safeUrlOrNull } from '../contract/urls';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { ThemeHub } from '../realtime/theme-hub';
import { deleteImage, imageVersions, saveImage, setBrandTexts } from './branding.queries';
import { ACCEPTED_TYPES, TYPE_NAMES, sniffImageType } from './image-type';
import { companySettings } from './settings.queries';
import { changeBrandColor } from './settings.service';

export const MAX_IMAGE_BYTES: Record<BrandImageKind, number> = {
  logo: LOGO_MAX_BYTES,
  favicon: FAVICON_MAX_BYTES,
};

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
  const max = MAX_IMAGE_BYTES[kind];
  if (bytes.length > max)
    throw new ApiError(400, 'imageTooLarge', { field: kind, n: max / 1024 }, 'image_too_large');
  const type = sniffImageType(bytes);
  const accepted = ACCEPTED_TYPES[kind];
  if (!type || !accepted.includes(type))
    throw new ApiError(
      400,
      'imageType',
      { field: kind, list: accepted.map((t) => TYPE_NAMES[t]).join(', ') },
      'image_type',
    );
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
