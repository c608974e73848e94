import { operations, type NavigationItem, type PublicAppSetting } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';
import { buildMenuTree, isVisible } from '../menu-tree';
import type { MenuRow } from '../repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('RetrieveMenusWithoutAuthorization', () => {
  it('serves the menu tree with labels, links and groups', async () => {
    const res = await t.call('RetrieveMenusWithoutAuthorization');
    expect(res.statusCode).toBe(200);
    const menu = operations.RetrieveMenusWithoutAuthorization.response.parse(res.json());
    expect(menu[0]).toMatchObject({ type: 'label', name: 'E-BELEDİYE' });
    expect(menu.find((m) => m.path === '/anasayfa')).toMatchObject({ name: 'Anasayfa', icon: 'home', type: 'default' });
    const group = menu.find((m) => m.name === 'Belediyemiz');
    expect(group?.children?.[0]).toMatchObject({ type: 'extLink', path: 'https://www.antakya.bel.tr', iconText: 'W' });
  });

  it('gives every item an English name and the services their search words', async () => {
    const menu = operations.RetrieveMenusWithoutAuthorization.response.parse((await t.call('RetrieveMenusWithoutAuthorization')).json());
    const all = flatten(menu);
    expect(all.filter((item) => !item.nameEn).map((item) => item.name)).toEqual([]);
    expect(all.filter((item) => item.path && item.type === 'default' && !item.keywords?.length).map((item) => item.name)).toEqual([]);
    expect(all.find((item) => item.path === '/ComplaintsAndRequests')?.keywords).toContain('çöp');
  });

  it('never serves the staff-only screens to an anonymous visitor', async () => {
    const paths = flatten((await t.call('RetrieveMenusWithoutAuthorization')).json()).map((item) => item.path);
    expect(paths).toContain('/FastPayment');
    expect(paths).not.toContain('/maas-bordrosu');
    expect(paths).not.toContain('/izin-bilgileri');
    expect(paths).not.toContain('/icra-bilgileri');
  });
});

describe('the water entries', () => {
  const waterGroup = (menu: NavigationItem[]) => menu.find((item) => item.name === 'Su İşlemleri')?.children?.map((item) => item.path) ?? [];

  it('offer applying without signing in beside the applications and before the lookup', async () => {
    const menu = operations.RetrieveMenusWithoutAuthorization.response.parse((await t.call('RetrieveMenusWithoutAuthorization')).json());
    expect(waterGroup(menu)).toEqual(['/ContractCancellation', '/WaterDebts', '/WaterApplications', '/WaterApplicationWithCode', '/WaterApplicationStatus']);
    expect(flatten(menu).find((item) => item.path === '/WaterApplicationWithCode')).toMatchObject({
      name: 'Üye Olmadan Başvuru',
      nameEn: 'Water Application Without Signing In',
    });
  });

  it('leave the applications out where the municipality has no subscriptions', async () => {
    const other = await createTestApp({ configure: (c) => ({ ...c, publicSetting: { ...c.publicSetting, HasSubscription: false } }) });
    try {
      const menu = operations.RetrieveMenusWithoutAuthorization.response.parse((await other.call('RetrieveMenusWithoutAuthorization')).json());
      expect(waterGroup(menu)).toEqual(['/ContractCancellation', '/WaterDebts']);
    } finally {
      await other.close();
    }
  });
});

describe('RetrieveMenusForMember', () => {
  const staffPaths = ['/maas-bordrosu', '/izin-bilgileri', '/icra-bilgileri'];
  const menuOf = async (userName: string) => {
    const { AccessToken } = await signIn(t, userName);
    const res = await t.call('RetrieveMenusForMember', {}, AccessToken);
    expect(res.statusCode).toBe(200);
    return flatten(operations.RetrieveMenusForMember.response.parse(res.json())).map((item) => item.path);
  };

  it('shows the staff screens to an active employee', async () => {
    const paths = await menuOf('64211142102');
    expect(paths).toEqual(expect.arrayContaining([...staffPaths, '/DebtQuestioning']));
  });

  it('leaves them out for a member who is not an employee', async () => {
    const paths = await menuOf('10000000146');
    expect(paths).toContain('/DebtQuestioning');
    for (const path of staffPaths) expect(paths).not.toContain(path);
  });

  it('is refused without a sign-in', async () => {
    expect((await t.call('RetrieveMenusForMember')).statusCode).toBe(401);
  });
});

function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const row = (over: Partial<MenuRow>): MenuRow => ({
  oid: 1,
  parent_oid: null,
  name: 'x',
  path: null,
  icon: null,
  icon_text: null,
  type: 'default',
  label: null,
  badge_value: null,
  badge_color: null,
  sort_order: 1,
  visible_when: null,
  name_en: null,
  keywords: null,
  audience: 'public',
  ...over,
});
const settings = { ShowSubscriptionMenu: false, CountyCode: 2080, MunicipalityWebsiteUrl: '' } as unknown as PublicAppSetting;

describe('menu tree rules', () => {
  it('shows conditional items only when the setting says so', () => {
    expect(isVisible('ShowSubscriptionMenu', settings)).toBe(false);
    expect(isVisible('CountyCode=2080', settings)).toBe(true);
    expect(isVisible('CountyCode=33', settings)).toBe(false);
  });

  it('shows an item with several conditions only when every one holds', () => {
    const both = { ...settings, HasSubscription: true, ShowSubscriptionMenu: true } as PublicAppSetting;
    expect(isVisible('HasSubscription&ShowSubscriptionMenu', both)).toBe(true);
    expect(isVisible('HasSubscription&ShowSubscriptionMenu', { ...both, HasSubscription: false })).toBe(false);
    expect(isVisible('HasSubscription&ShowSubscriptionMenu', { ...both, ShowSubscriptionMenu: false })).toBe(false);
    expect(isVisible('HasSubscription&CountyCode=2080', both)).toBe(true);
  });

  it('drops groups without visible children and links without an address, and carries badges', () => {
    const tree = buildMenuTree(
      [
        row({ oid: 1, name: 'Group' }),
        row({ oid: 2, parent_oid: 1, name: 'Hidden', path: '/x', visible_when: 'ShowSubscriptionMenu' }),
        row({ oid: 3, name: 'Site', path: 'setting:MunicipalityWebsiteUrl', type: 'extLink' }),
        row({ oid: 4, name: 'Debts', path: '/DebtQuestioning', badge_value: 'Yeni', badge_color: 'secondary' }),
      ],
      settings,
      { employee: false },
    );
    expect(tree).toEqual([{ name: 'Debts', type: 'default', path: '/DebtQuestioning', badge: { value: 'Yeni', color: 'secondary' } }]);
  });

  it('carries English names and search words, and shows an employee group only to employees', () => {
    const rows = [
      row({ oid: 1, name: 'Personel', audience: 'employee' }),
      row({ oid: 2, parent_oid: 1, name: 'Bordro', path: '/maas-bordrosu' }),
      row({ oid: 3, name: 'Şikayet', name_en: 'Complaints', keywords: 'çöp, garbage ,', path: '/ComplaintsAndRequests' }),
    ];
    const complaints = { name: 'Şikayet', nameEn: 'Complaints', keywords: ['çöp', 'garbage'], type: 'default', path: '/ComplaintsAndRequests' };
    expect(buildMenuTree(rows, settings, { employee: false })).toEqual([complaints]);
    expect(buildMenuTree(rows, settings, { employee: true }).map((item) => item.name)).toEqual(['Personel', 'Şikayet']);
  });
});
