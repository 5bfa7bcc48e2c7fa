import { useSyncExternalStore } from 'react';
import { SETTING_DATA_KEY, readSettingData, type SettingData } from './favicon';

/**
 * The company's brand as this page knows it (name, logo, favicon and its title): kept in
 * `settingData` for the next visit's first paint, and shared with everything that shows it
 * (title, favicon, header), which follows each change.
 */
function createTenantBrand() {
  let current: SettingData = readSettingData();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: SettingData) {
      current = next;
      try {
        localStorage.setItem(SETTING_DATA_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: this page still shows the brand.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const tenantBrand = createTenantBrand();

export const useTenantBrand = () =>
  useSyncExternalStore(tenantBrand.subscribe, tenantBrand.get, tenantBrand.get);
