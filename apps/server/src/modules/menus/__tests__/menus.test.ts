import { operations, type PublicAppSetting } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
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
});

const row = (over: Partial<MenuRow>): MenuRow => ({
  oid: 1, parent_oid: null, name: 'x', path: null, icon: null, icon_text: null, type: 'default', label: null,
  badge_value: null, badge_color: null, sort_order: 1, visible_when: null, ...over,
});
const settings = { ShowSubscriptionMenu: false, CountyCode: 2080, MunicipalityWebsiteUrl: '' } as unknown as PublicAppSetting;

describe('menu tree rules', () => {
  it('shows conditional items only when the setting says so', () => {
    expect(isVisible('ShowSubscriptionMenu', settings)).toBe(false);
    expect(isVisible('CountyCode=2080', settings)).toBe(true);
    expect(isVisible('CountyCode=33', settings)).toBe(false);
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
    );
    expect(tree).toEqual([{ name: 'Debts', type: 'default', path: '/DebtQuestioning', badge: { value: 'Yeni', color: 'secondary' } }]);
  });
});
