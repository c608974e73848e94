import type { PublicAppSetting } from '@ebelediye/contract';
import { createContext, useContext } from 'react';
import { session } from './session';

/**
 * The app renders nothing until the configuration file has loaded. Its base URL
 * is the `Service` entry of a configuration kept in session storage, else this origin.
 */
export async function loadAppSetting(fetchImpl: typeof fetch = fetch): Promise<PublicAppSetting> {
  const base = session.webConfig()?.Service ?? '';
  const response = await fetchImpl(`${base}/AppSetting.json`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`AppSetting.json answered ${response.status}`);
  const setting = (await response.json()) as PublicAppSetting;
  session.setWebConfig(setting);
  return setting;
}

export const AppSettingContext = createContext<PublicAppSetting | null>(null);

export function useAppSetting(): PublicAppSetting {
  const setting = useContext(AppSettingContext);
  if (!setting) throw new Error('useAppSetting needs the AppSettingContext');
  return setting;
}

/** The browser tab shows the municipality's own icon from the configuration. */
export function applyFavicon(setting: Pick<PublicAppSetting, 'FaviconUrl'>, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && setting.FaviconUrl) link.setAttribute('href', setting.FaviconUrl);
}
