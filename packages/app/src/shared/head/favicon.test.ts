import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, headFor, parseTenantFavicons } from './favicon';

const base = {
  productTitle: 'Ajar',
  hostname: 'app.ajar.local',
  tenantFavicons: parseTenantFavicons(
    'training.nusantara.co.id=/favicons/nusantara.ico, Belajar.Mitra.id=/favicons/mitra.ico',
  ),
};

describe('title and favicon', () => {
  it('shows the product title and default icon to a visitor', () => {
    expect(
      headFor({ ...base, roleId: undefined, settings: { favicon: '/x.ico', faviconTitle: 'X' } }),
    ).toEqual({
      title: 'Ajar',
      favicon: DEFAULT_FAVICON,
    });
  });

  it('shows the tenant favicon and title once a user with a role id is signed in', () => {
    const head = headFor({
      ...base,
      roleId: 2,
      pageTitle: 'Kursus',
      settings: { favicon: '/t.ico', faviconTitle: 'Nusantara Academy' },
    });
    expect(head).toEqual({ title: 'Kursus · Nusantara Academy', favicon: '/t.ico' });
  });

  it('keeps the defaults when the stored settings have no favicon', () => {
    expect(headFor({ ...base, roleId: 2, settings: { faviconTitle: 'Nope' } })).toEqual({
      title: 'Ajar',
      favicon: DEFAULT_FAVICON,
    });
  });

  it('gives the two configured tenant hosts their dedicated favicon', () => {
    expect(
      headFor({ ...base, hostname: 'training.nusantara.co.id', roleId: undefined, settings: {} })
        .favicon,
    ).toBe('/favicons/nusantara.ico');
    expect(
      headFor({ ...base, hostname: 'belajar.mitra.id', roleId: 2, settings: { favicon: '/t.ico' } })
        .favicon,
    ).toBe('/favicons/mitra.ico');
  });

  it('ignores malformed host entries', () => {
    expect(parseTenantFavicons('a.com=javascript:alert(1),=/x.ico,b.com')).toEqual({});
  });
});
