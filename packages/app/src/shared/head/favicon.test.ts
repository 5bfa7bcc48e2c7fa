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
  it('shows the product title and default icon when the company has set neither', () => {
    expect(headFor({ ...base, settings: {} })).toEqual({
      title: 'Ajar',
      favicon: DEFAULT_FAVICON,
    });
  });

  it('shows the company’s favicon and favicon title, signed in or not', () => {
    const head = headFor({
      ...base,
      pageTitle: 'Kursus',
      settings: { favicon: '/t.ico', faviconTitle: 'Nusantara Academy', title: 'Nusantara' },
    });
    expect(head).toEqual({ title: 'Kursus · Nusantara Academy', favicon: '/t.ico' });
  });

  it('without a favicon, keeps the default icon and names the company instead', () => {
    expect(headFor({ ...base, settings: { faviconTitle: 'Nope', title: 'Nusantara' } })).toEqual({
      title: 'Nusantara',
      favicon: DEFAULT_FAVICON,
    });
  });

  it('gives the two configured tenant hosts their dedicated favicon', () => {
    expect(headFor({ ...base, hostname: 'training.nusantara.co.id', settings: {} }).favicon).toBe(
      '/favicons/nusantara.ico',
    );
    expect(
      headFor({ ...base, hostname: 'belajar.mitra.id', settings: { favicon: '/t.ico' } }).favicon,
    ).toBe('/favicons/mitra.ico');
  });

  it('ignores malformed host entries', () => {
    expect(parseTenantFavicons('a.com=javascript:alert(1),=/x.ico,b.com')).toEqual({});
  });
});
