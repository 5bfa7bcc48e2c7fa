/** Key of the stored tenant settings (docs/product/behaviour.md: settingData holds favicon, faviconTitle). */
export const SETTING_DATA_KEY = 'settingData';

export interface SettingData {
  favicon?: string | null;
  faviconTitle?: string | null;
  /** The company's display name (Ajar keeps it beside the spec's two fields). */
  title?: string | null;
  /** The company's logo address. */
  logo?: string | null;
}

export interface HeadState {
  title: string;
  favicon: string;
}

export const DEFAULT_FAVICON = '/favicon.svg';

/**
 * Hosts with a dedicated favicon, from `VITE_TENANT_FAVICONS`
 * (`host=/path.ico,host2=/path2.ico`), so a deployment names its two tenants without a build
 * change in code.
 */
export function parseTenantFavicons(value: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, path] = pair.split('=').map((s) => s.trim());
    if (host && path && /^\/[\w./-]+$/.test(path)) map[host.toLowerCase()] = path;
  }
  return map;
}

export function readSettingData(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): SettingData {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SETTING_DATA_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as SettingData) : {};
  } catch {
    return {};
  }
}

/**
 * docs/product/behaviour.md: the product title by default; stored settings with a favicon
 * show that favicon and its title; the tenant hosts get their own favicon whatever the
 * session. Ajar also shows them before sign-in (issue 17: a visitor of a company's host sees
 * its brand, from the settings read by host), and the company's name where no favicon title
 * is set. Signed in, the settings are the user's company's, whatever the host.
 */
export function headFor({
  productTitle,
  pageTitle,
  settings,
  hostname,
  tenantFavicons,
}: {
  productTitle: string;
  pageTitle?: string;
  settings: SettingData;
  hostname: string;
  tenantFavicons: Record<string, string>;
}): HeadState {
  const custom = settings.favicon ? settings : null;
  const brand = custom?.faviconTitle || settings.title || productTitle;
  const favicon = tenantFavicons[hostname.toLowerCase()] ?? custom?.favicon ?? DEFAULT_FAVICON;
  return { title: pageTitle ? `${pageTitle} · ${brand}` : brand, favicon };
}

/** Writes the title and the icon link; the link is created once and then only updated. */
export function applyHead({ title, favicon }: HeadState, doc: Document = document) {
  if (doc.title !== title) doc.title = title;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== favicon) link.setAttribute('href', favicon);
}
