import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { DeclarationSummary } from '../components/declaration-summary';
import { registerDeclarationTexts } from '../declarations-texts';

registerDeclarationTexts();
afterEach(() => vi.unstubAllGlobals());

type Item = ResponseOf<'RetrieveDeclarationSummary'>['items'][number];
const filed = (declarationOid: number, review: Pick<Item, 'reviewStatus' | 'returnReason'>): Item => ({
  declarationOid,
  declarationNo: `CTV-2026-00000${declarationOid}`,
  declarationKind: 'ect',
  kindName: 'Çevre Temizlik Vergisi Beyannamesi',
  estateCode: null,
  taxYear: 2026,
  subject: 'Kaya Kırtasiye',
  address: 'Merkez Mah. No:1 Antakya/Hatay',
  taxAmount: 1_200_00,
  filedAt: '2026-03-10T09:00:00.000Z',
  ...review,
  instalments: [{ instalmentNo: 1, amount: 600_00, dueDate: '2026-06-01', legalDueDate: '2026-05-31', dueReason: 'weekend' }],
  documents: [],
});

describe('my declarations show their review', () => {
  it('says which wait, which were accepted, and why one was returned', async () => {
    stubApi({
      RetrieveDeclarationSummary: () => ({
        items: [
          filed(1, { reviewStatus: 'filed', returnReason: null }),
          filed(2, { reviewStatus: 'accepted', returnReason: null }),
          filed(3, { reviewStatus: 'returned', returnReason: 'İşyeri alanı ruhsatla uyuşmuyor.' }),
        ],
      }),
    });
    renderApp([{ path: '/', element: <DeclarationSummary /> }], '/');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('İncelenmeyi bekliyor')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Kabul edildi')).toBeInTheDocument();
    expect(within(items[2]!).getByText('İade edildi')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('alert')).toHaveTextContent('İade nedeni: İşyeri alanı ruhsatla uyuşmuyor.');
    expect(within(items[0]!).queryByRole('alert')).toBeNull();
  });
});
