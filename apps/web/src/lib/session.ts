import type { PublicAppSetting } from '@ebelediye/contract';

/**
 * The browser storage keys. The plain password (`userPassword`) is never
 * stored (docs/architecture.md §9.1), so there is no key for it here.
 */
const keys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  memberInfo: 'MemberInfo',
  loginViaEdevlet: 'loginViaEdevlet',
  webConfig: 'webConfig',
  wantedUrl: 'Url',
  edevletState: 'edevletState',
} as const;

const REMEMBERED_ID = 'rememberedNationalId';

/** What makes a visitor's first screen differ from the one sent in the page (app/first-screen). */
export const firstScreenStorageKeys = { accessToken: keys.accessToken, rememberedId: REMEMBERED_ID } as const;

// The first screen is also rendered on the server, where no browser storage exists: it reads as empty.
const tabStorage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const deviceStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

const readJson = <T>(key: string): T | null => {
  const text = tabStorage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

export const session = {
  accessToken: () => tabStorage()?.getItem(keys.accessToken) ?? null,
  refreshToken: () => sessionStorage.getItem(keys.refreshToken),
  setTokens(accessToken: string, refreshToken: string) {
    sessionStorage.setItem(keys.accessToken, accessToken);
    sessionStorage.setItem(keys.refreshToken, refreshToken);
  },
  memberInfo: <T>() => readJson<T>(keys.memberInfo),
  setMemberInfo: (info: unknown) => sessionStorage.setItem(keys.memberInfo, JSON.stringify(info)),
  markEdevletLogin: () => sessionStorage.setItem(keys.loginViaEdevlet, '1'),
  isEdevletLogin: () => sessionStorage.getItem(keys.loginViaEdevlet) === '1',
  webConfig: () => readJson<PublicAppSetting>(keys.webConfig),
  setWebConfig: (config: PublicAppSetting) => sessionStorage.setItem(keys.webConfig, JSON.stringify(config)),
  wantedUrl: () => sessionStorage.getItem(keys.wantedUrl),
  setWantedUrl: (url: string) => sessionStorage.setItem(keys.wantedUrl, url),
  clearWantedUrl: () => sessionStorage.removeItem(keys.wantedUrl),
  /** The random e-Devlet `state`, checked once when the authorization answer comes back. */
  setEdevletState: (state: string) => sessionStorage.setItem(keys.edevletState, state),
  takeEdevletState() {
    const state = sessionStorage.getItem(keys.edevletState);
    sessionStorage.removeItem(keys.edevletState);
    return state;
  },
};

/** LOGOUT and a failed refresh: tokens and member info go. */
export function clearSession(): void {
  for (const key of [keys.accessToken, keys.refreshToken, keys.memberInfo, keys.loginViaEdevlet]) sessionStorage.removeItem(key);
}

/** 'Beni Hatırla' remembers the ID number on this device, never the password. */
export const rememberedNationalId = {
  get: () => deviceStorage()?.getItem(REMEMBERED_ID) ?? null,
  set: (id: string) => localStorage.setItem(REMEMBERED_ID, id),
  forget: () => localStorage.removeItem(REMEMBERED_ID),
};
