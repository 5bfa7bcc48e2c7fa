import type { Kysely } from 'kysely';
import type { BrandImageKind } from '../contract/brand-images';
import type { Schema } from '../db/schema';
import type { BrandImageType } from '../contract/brand-images';

/** The versions of a company's uploaded images, by kind (absent when none). */
export async function imageVersions(
  db: Kysely<Schema>,
  companyId: number,
): Promise<Partial<Record<BrandImageKind, string>>> {
  const rows = await db
    .selectFrom('company_images')
    .select(['kind', 'version'])
    .where('company_id', '=', companyId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.version]));
}

export function findImage(
  db: Kysely<Schema>,
  companyId: number,
  kind: BrandImageKind,
  version: string,
) {
  return db
    .selectFrom('company_images')
    .select(['content_type', 'bytes'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function saveImage(
  db: Kysely<Schema>,
  image: {
    companyId: number;
    kind: BrandImageKind;
    contentType: BrandImageType;
    bytes: Buffer;
    version: string;
  },
) {
  const values = {
    content_type: image.contentType,
    bytes: image.bytes,
    version: image.version,
  };
  await db
    .insertInto('company_images')
    .values({ company_id: image.companyId, kind: image.kind, ...values })
    .onConflict((oc) =>
      oc.columns(['company_id', 'kind']).doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}

export async function deleteImage(db: Kysely<Schema>, companyId: number, kind: BrandImageKind) {
  await db
    .deleteFrom('company_images')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .execute();
}

export async function setBrandTexts(
  db: Kysely<Schema>,
  companyId: number,
  texts: { title: string; faviconTitle: string | null },
) {
  await db
    .updateTable('companies')
    .set({ title: texts.title, favicon_title: texts.faviconTitle })
    .where('id', '=', companyId)
    .execute();
}
