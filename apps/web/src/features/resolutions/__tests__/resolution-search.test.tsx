import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import CommitteePage from '../committee-page';
import CouncilPage from '../council-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [
  { path: '/ResolutionCouncilObservation', element: <CouncilPage /> },
  { path: '/ResolutionComitteeObservation', element: <CommitteePage /> },
];

type List = ResponseOf<'GetResolutionList'>;
const meeting: List['meetings'][number] = {
  meetingOid: 3,
  body: 'council',
  year: 2026,
  title: 'Kasım Olağan Toplantısı',
  sessionType: 'ordinary',
  sessionNo: 1,
  meetingDate: '2026-11-04',
  meetingTime: '14:00',
};
const resolution = (resolutionOid: number, resolutionNo: string, subject: string): List['items'][number] => ({
  resolutionOid,
  body: 'council',
  resolutionNo,
  resolutionDate: '2026-11-04',
  meetingOid: 3,
  meetingTitle: meeting.title,
  resolutionTypeOid: 1,
  resolutionTypeName: 'İmar',
  subject,
  summary: 'Plan tadilatı onaylandı.',
  voteResult: 'Oy birliği',
  attachmentCount: 1,
  rank: null,
});
const listOf = (total: number, items = [resolution(7, '2026/112', 'Armutlu Mahallesi imar planı değişikliği')]): List => ({
  items,
  total,
  pageIndex: 0,
  pageSize: 20,
  availableYears: [2026, 2025],
  meetings: [meeting],
});
const detail: ResponseOf<'GetResolution'> = {
  ...resolution(7, '2026/112', 'Armutlu Mahallesi imar planı değişikliği'),
  agendaItemNo: 4,
  department: 'İmar ve Şehircilik Müdürlüğü',
  status: 'Kesinleşti',
  fullText: 'Armutlu Mahallesi 120 ada 4 parseldeki plan değişikliği görüşüldü.',
  decision: 'Teklifin kabulüne oy birliği ile karar verildi.',
  publishedAt: '2026-11-06T08:00:00.000Z',
  meeting,
  attachments: [{ fileOid: 90, title: 'Plan paftası', fileName: 'pafta.pdf', contentType: 'application/pdf', size: 204_800 }],
};
const types = () => [{ resolutionTypeOid: 1, code: 'IMAR', name: 'İmar' }];

/** The criteria of each list the page asked for, in order. */
const asked = (calls: { name: string; body: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'GetResolutionList').map((c) => (c.body as RequestOf<'GetResolutionList'>).criteria);

describe('resolution lookups', () => {
  it('lists the council’s resolutions and opens one with its text and attachments', async () => {
    const calls = stubApi({ GetResolutionList: () => listOf(1), GetResolutionTypeList: types, GetResolution: () => detail });
    renderApp(routes, '/ResolutionCouncilObservation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meclis Kararları' })).toBeInTheDocument();
    expect(await screen.findByText('1 karar bulundu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2026/112 sayılı karar' })).toBeInTheDocument();
    expect(screen.getByText('Armutlu Mahallesi imar planı değişikliği')).toBeInTheDocument();
    expect(asked(calls)[0]).toMatchObject({ body: 'council', searchText: '', pageIndex: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Kararı görüntüle: 2026/112 sayılı karar' }));
    const dialog = await screen.findByRole('dialog', { name: '2026/112 sayılı karar: Armutlu Mahallesi imar planı değişikliği' });
    expect(within(dialog).getByText('Teklifin kabulüne oy birliği ile karar verildi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Plan paftası indir (200 KB)' })).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'GetResolution')!.body).toMatchObject({ resolutionOid: 7 });
  });

  it('asks for the committee’s resolutions on the committee page', async () => {
    const calls = stubApi({ GetResolutionList: () => listOf(0, []), GetResolutionTypeList: types });
    renderApp(routes, '/ResolutionComitteeObservation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Encümen Kararları' })).toBeInTheDocument();
    expect(await screen.findByText('Ölçütlere uyan karar bulunamadı.')).toBeInTheDocument();
    expect(asked(calls)[0]).toMatchObject({ body: 'committee' });
  });

  it('searches the text with Ara, narrows by year and meeting, and starts again from the first page', async () => {
    const calls = stubApi({ GetResolutionList: () => listOf(45), GetResolutionTypeList: types });
    renderApp(routes, '/ResolutionCouncilObservation');
    await screen.findByText('45 karar bulundu');
    expect(screen.getByRole('combobox', { name: 'Toplantı' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ pageIndex: 1 }));
    expect(screen.getByText('21–40 / 45')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Karar metninde ara' }), '  imar planı ');
    expect(asked(calls).at(-1)).not.toMatchObject({ searchText: 'imar planı' });
    await userEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ searchText: 'imar planı', pageIndex: 0 }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yıl' }), '2026');
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ year: 2026, searchText: 'imar planı' }));
    const meetings = screen.getByRole('combobox', { name: 'Toplantı' });
    expect(meetings).toBeEnabled();
    await userEvent.selectOptions(meetings, '04.11.2026 · Kasım Olağan Toplantısı');
    await waitFor(() => expect(asked(calls).at(-1)).toMatchObject({ year: 2026, meetingOid: 3 }));
  });

  it('says the list could not be loaded and tries again on request', async () => {
    let answer: List | Refusal = new Refusal(503, 'SERVICE_UNAVAILABLE', 'Hizmet geçici olarak kullanılamıyor.');
    stubApi({ GetResolutionList: () => answer, GetResolutionTypeList: types });
    renderApp(routes, '/ResolutionCouncilObservation');
    expect(await screen.findByText(/Kararlar yüklenemedi\./)).toBeInTheDocument();
    answer = listOf(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('1 karar bulundu')).toBeInTheDocument();
    expect(screen.queryByText(/Kararlar yüklenemedi\./)).not.toBeInTheDocument();
  });
});
