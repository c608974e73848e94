import type { ResponseOf } from '@ebelediye/contract';
import { operations } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { actionBody, cancellationButtons, complaintButtons, declarationButtons, restructuringButtons, validateAction } from '../action-buttons';
import { activeMenuItem, menuFor } from '../back-office-menu';
import { screenFor } from '../back-office-screens';
import { emptyFilters, filterProblem, itemSearch, listOfItem, readFilters, refiltered, sortedBy, writeFilters } from '../queue-filters';
import { timeLeft } from '../due-time';
import { nextPlace, pageOfPlace } from '../next-item';
import { cancellationsRequest, complaintsRequest, declarationsRequest, restructuringsRequest } from '../queue-requests';
import { oldestFirst, waitingAge } from '../waiting-age';

const me = 7;
const colleague = { userOid: 9, name: 'AYŞE DEMİR' };
const complaint = (over: Partial<ResponseOf<'GetBackOfficeComplaint'>>) =>
  ({ allowedActions: [], allowedMoves: [], assignedTo: null, ...over }) as unknown as ResponseOf<'GetBackOfficeComplaint'>;
const ids = (buttons: { id: string }[]) => buttons.map((b) => b.id);

describe('back-office menu', () => {
  it('shows the dashboard and only the queues the roles work, the yearly run to a revenue clerk, and roles only to an ADMIN', () => {
    expect(menuFor({ queues: ['complaints'], roles: ['COMPLAINTS_CLERK'], isAdmin: false }).map((i) => i.key)).toEqual(['dashboard', 'complaints', 'members']);
    expect(menuFor({ queues: ['restructurings', 'waterCancellations', 'declarations'], roles: ['REVENUE_CLERK', 'WATER_CLERK'], isAdmin: true }).map((i) => i.key)).toEqual([
      'dashboard',
      'waterCancellations',
      'declarations',
      'restructurings',
      'waterSubscriptions',
      'waterReadings',
      'waterTariffs',
      'waterBilling',
      'waterLateDebts',
      'members',
      'yearlyTax',
      'notifications',
      'roles',
      'replyTemplates',
      'complaintRouting',
      'imports',
    ]);
    expect(menuFor({ queues: [], roles: [], isAdmin: false }).map((i) => i.key)).toEqual(['dashboard', 'members']);
    expect(menuFor({ queues: [], roles: ['PAYMENTS_OPERATOR'], isAdmin: false }).map((i) => i.key)).toEqual(['dashboard', 'members', 'notifications']);
  });

  it('opens the data import to an ADMIN only', () => {
    expect(menuFor({ queues: [], roles: ['REVENUE_CLERK', 'WATER_CLERK'], isAdmin: false }).map((i) => i.key)).not.toContain('imports');
    expect(menuFor({ queues: [], roles: [], isAdmin: true }).at(-1)).toEqual({ key: 'imports', path: '/yonetim/veri-aktarimi' });
  });

  it('gives an ADMIN the queues whose roles they hold, not every queue they can count', () => {
    expect(menuFor({ queues: ['complaints', 'waterCancellations', 'declarations', 'restructurings'], roles: ['WATER_CLERK'], isAdmin: true }).map((i) => i.key)).toEqual([
      'dashboard',
      'waterCancellations',
      'waterSubscriptions',
      'waterReadings',
      'waterTariffs',
      'waterBilling',
      'waterLateDebts',
      'members',
      'notifications',
      'roles',
      'replyTemplates',
      'complaintRouting',
      'imports',
    ]);
  });

  it('opens the subscription card, reading route, tariffs and billing run to a water clerk only', () => {
    expect(menuFor({ queues: [], roles: ['COMPLAINTS_CLERK'], isAdmin: true }).map((i) => i.key)).not.toContain('waterBilling');
    expect(menuFor({ queues: [], roles: ['WATER_CLERK'], isAdmin: false }).map((i) => i.path)).toEqual([
      '/yonetim',
      '/yonetim/su-aboneleri',
      '/yonetim/endeks-okuma',
      '/yonetim/su-tarifeleri',
      '/yonetim/su-faturalama',
      '/yonetim/geciken-su-borclari',
      '/yonetim/uyeler',
    ]);
    expect(screenFor('/yonetim/su-aboneleri')).toEqual({ name: 'waterSubscriptions' });
    expect(screenFor('/yonetim/endeks-okuma')).toEqual({ name: 'waterReadings' });
    expect(screenFor('/yonetim/su-tarifeleri/')).toEqual({ name: 'waterTariffs' });
    expect(screenFor('/yonetim/su-faturalama')).toEqual({ name: 'waterBilling' });
    expect(screenFor('/yonetim/geciken-su-borclari')).toEqual({ name: 'waterLateDebts' });
    expect(screenFor('/yonetim/veri-aktarimi')).toEqual({ name: 'imports' });
  });

  it('marks the queue of a detail address, not the dashboard', () => {
    const menu = menuFor({ queues: ['complaints'], roles: ['COMPLAINTS_CLERK'], isAdmin: false });
    expect(activeMenuItem(menu, '/yonetim/sikayetler/12')?.key).toBe('complaints');
    expect(activeMenuItem(menu, '/yonetim/')?.key).toBe('dashboard');
  });
});

describe('back-office addresses', () => {
  it('name the dashboard, a queue, an item and the roles screen', () => {
    expect(screenFor('/yonetim')).toEqual({ name: 'dashboard' });
    expect(screenFor('/yonetim/')).toEqual({ name: 'dashboard' });
    expect(screenFor('/yonetim/abonelik-iptalleri')).toEqual({ name: 'list', queue: 'waterCancellations' });
    expect(screenFor('/yonetim/sikayetler/42')).toEqual({ name: 'item', queue: 'complaints', oid: 42 });
    expect(screenFor('/yonetim/roller')).toEqual({ name: 'roles' });
    expect(screenFor('/yonetim/uyeler')).toEqual({ name: 'members' });
    expect(screenFor('/yonetim/bildirimler')).toEqual({ name: 'notifications' });
  });

  it('send anything else to the back office’s own not-found page', () => {
    for (const path of ['/yonetim/sikayetler/0', '/yonetim/sikayetler/abc', '/yonetim/sikayetler/4/5', '/yonetim/roller/3', '/yonetim/bilinmeyen'])
      expect(screenFor(path)).toEqual({ name: 'notFound' });
  });
});

describe('queue filters in the address', () => {
  it('round-trip, keeping only what differs from the defaults', () => {
    const filters = {
      ...emptyFilters,
      status: 'received',
      dateFrom: '2026-11-01',
      district: '12',
      assignee: 'me',
      search: 'ST-ABCDE-FGHJK',
      sort: 'dueAt' as const,
      direction: 'desc' as const,
      page: 3,
      pageSize: 50,
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('status=received&district=12&assignee=me&search=ST-ABCDE-FGHJK&dateFrom=2026-11-01&sort=dueAt&dir=desc&page=3&size=50');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(emptyFilters).toString()).toBe('');
  });

  it('drop what is malformed: a bad date, an unknown page size, sort or direction, a page that is not a positive number', () => {
    for (const page of ['0', '-2', '1.5', 'iki']) {
      const filters = readFilters(new URLSearchParams(`dateFrom=2026-13-45&dateTo=yesterday&size=7&sort=subject&dir=up&breaking=yes&page=${page}`));
      expect(filters).toEqual(emptyFilters);
    }
  });

  it('a new filter, sort or page size starts at the first page; a header sorts by its column, then turns the direction', () => {
    const onPage3 = { ...emptyFilters, page: 3 };
    expect(refiltered(onPage3, { status: 'all' })).toMatchObject({ status: 'all', page: 1 });
    expect(sortedBy(onPage3, 'dueAt')).toMatchObject({ sort: 'dueAt', direction: 'asc', page: 1 });
    expect(sortedBy({ ...onPage3, sort: 'dueAt' }, 'dueAt')).toMatchObject({ sort: 'dueAt', direction: 'desc' });
    expect(sortedBy({ ...onPage3, sort: 'dueAt', direction: 'desc' }, 'dueAt')).toMatchObject({ direction: 'asc' });
  });

  it("an item's address keeps the list it was opened from and its place, and gives them back", () => {
    const filters = { ...emptyFilters, status: 'all', sort: 'status' as const, page: 2, pageSize: 10 };
    const search = itemSearch(filters, 14);
    expect(search).toBe('?status=all&sort=status&page=2&size=10&at=14');
    expect(listOfItem(new URLSearchParams(search))).toEqual({ filters, at: 14 });
    expect(listOfItem(new URLSearchParams('status=all'))).toBeNull();
    expect(listOfItem(new URLSearchParams('at=-1'))).toBeNull();
  });

  it('name a date range that ends before it starts', () => {
    expect(filterProblem({ ...emptyFilters, dateFrom: '2026-11-10', dateTo: '2026-11-01' })).toBe('dateOrder');
    expect(filterProblem({ ...emptyFilters, dateFrom: '2026-11-01', dateTo: '2026-11-01' })).toBeNull();
  });
});

describe('filters → list requests', () => {
  const filters = {
    ...emptyFilters,
    status: 'inProgress',
    dateFrom: '2026-11-01',
    dateTo: '2026-11-20',
    district: '4',
    category: '16-3',
    unit: 'FEN',
    assignee: '9',
    search: '  Deniz ',
  };

  it('a complaints request the contract accepts, with the sort and the page (from 0)', () => {
    const body = complaintsRequest({ ...filters, sort: 'dueAt', direction: 'desc', page: 3 });
    expect(body).toEqual({
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
      districtCode: 4,
      assignedTo: 9,
      searchText: 'Deniz',
      sort: 'dueAt',
      direction: 'desc',
      pageIndex: 2,
      pageSize: 25,
      statuses: ['inProgress'],
      categoryCode: '16-3',
      unitCode: 'FEN',
    });
    expect(operations.GetBackOfficeComplaints.request.safeParse(body).success).toBe(true);
  });

  it('asks for the open work without a status (or with one not of the queue), every status for "all", and leaves out an assignee that is not a number', () => {
    expect(complaintsRequest(emptyFilters)).not.toHaveProperty('statuses');
    expect(complaintsRequest({ ...emptyFilters, status: 'all' }).statuses).toEqual(['received', 'inProgress', 'answered', 'closed']);
    const body = cancellationsRequest({ ...filters, status: 'inProgress', assignee: 'someone' });
    expect(body).not.toHaveProperty('stages');
    expect(body).not.toHaveProperty('assignedTo');
    expect(cancellationsRequest({ ...emptyFilters, status: 'lineCut', assignee: 'none' })).toMatchObject({ stages: ['lineCut'], assignedTo: 'none' });
    expect(operations.GetBackOfficeWaterCancellations.request.safeParse(body).success).toBe(true);
  });

  it('sends a declaration kind and the breaking flag only to the queues that have them', () => {
    expect(declarationsRequest({ ...emptyFilters, status: 'filed', category: 'ect' })).toMatchObject({ reviewStatuses: ['filed'], declarationKind: 'ect' });
    expect(declarationsRequest({ ...emptyFilters, category: 'water' })).not.toHaveProperty('declarationKind');
    expect(restructuringsRequest({ ...emptyFilters, status: 'active', breaking: true })).toMatchObject({ statuses: ['active'], breaksUnderRule: true });
    expect(restructuringsRequest(emptyFilters)).not.toHaveProperty('breaksUnderRule');
  });
});

describe('state → buttons', () => {
  it('a received complaint: reply, start work, take it, assign, forward, note', () => {
    const item = complaint({ allowedActions: ['assign', 'note', 'reply', 'move', 'forward'], allowedMoves: ['inProgress'] });
    expect(ids(complaintButtons(item, me))).toEqual(['reply', 'move-inProgress', 'take', 'assign', 'forward', 'note']);
  });

  it('a complaint already mine is not offered to take but to release; a closed one offers only what the server allows', () => {
    expect(ids(complaintButtons(complaint({ allowedActions: ['assign', 'note'], assignedTo: { userOid: me, name: 'BEN' } }), me))).toEqual(['assign', 'release', 'note']);
    expect(ids(complaintButtons(complaint({ allowedActions: ['note'] }), me))).toEqual(['note']);
    expect(complaintButtons(complaint({}), me)).toEqual([]);
  });

  it('four eyes: the clerk who approved a refund is not offered to mark it paid, a colleague is', () => {
    const item = {
      allowedActions: ['markRefundPaid', 'rejectRefund', 'note'],
      assignedTo: null,
      refundApprovedBy: { userOid: me, name: 'BEN' },
    } as unknown as ResponseOf<'GetBackOfficeWaterCancellation'>;
    expect(ids(cancellationButtons(item, me))).toEqual(['rejectRefund', 'note']);
    expect(ids(cancellationButtons(item, colleague.userOid))).toEqual(['markRefundPaid', 'rejectRefund', 'note']);
  });

  it('a declaration accepts or returns; a plan is marked broken only when the rule says it breaks', () => {
    const declaration = { allowedActions: ['accept', 'return'], assignedTo: colleague } as unknown as ResponseOf<'GetBackOfficeDeclaration'>;
    expect(ids(declarationButtons(declaration, me))).toEqual(['accept', 'return']);
    const plan = (breaksUnderRule: boolean) =>
      ({ allowedActions: ['markBroken', 'note'], assignedTo: null, breaksUnderRule }) as unknown as ResponseOf<'GetBackOfficeRestructuring'>;
    expect(ids(restructuringButtons(plan(true), me))).toEqual(['markBroken', 'note']);
    expect(ids(restructuringButtons(plan(false), me))).toEqual(['note']);
  });
});

describe('action requests', () => {
  const item = complaint({ allowedActions: ['assign', 'reply', 'move', 'forward'], allowedMoves: ['closed'] });
  const button = (id: string) => complaintButtons(item, me).find((b) => b.id === id)!;
  const required = { assignee: 'Çalışan seçiniz.', unit: 'Birim seçiniz.' };
  const check = (id: string, values: Record<string, string>) =>
    validateAction(operations.ActOnBackOfficeComplaint.request, { complaintOid: 5, version: 3 }, button(id), values, required);

  it('carry the kind, the target status and what was typed; an empty optional note is left out', () => {
    expect(actionBody(button('move-closed'), { optionalNote: '  ' })).toEqual({ kind: 'move', toStatus: 'closed' });
    expect(actionBody(button('take'), {})).toEqual({ kind: 'assign' });
    expect(actionBody(button('assign'), { assignee: '9' })).toEqual({ kind: 'assign', assigneeUserOid: 9 });
    expect(actionBody(button('forward'), { unit: 'FEN', note: 'Fen işleri' })).toEqual({ kind: 'forward', unitCode: 'FEN', note: 'Fen işleri' });
  });

  it('are checked with the contract’s own Turkish messages, on the field they belong to', () => {
    expect(check('reply', { answer: 'Kısa' })).toEqual({ answer: 'Yanıt en az 10 karakter olmalıdır.' });
    expect(check('reply', { answer: 'Lambalar bugün onarıldı, ilginiz için teşekkür ederiz.' })).toBeNull();
    expect(check('assign', {})).toEqual({ assignee: 'Çalışan seçiniz.' });
    expect(check('forward', { note: 'x' })).toEqual({ unit: 'Birim seçiniz.', note: 'Yönlendirme notu en az 2 karakter olmalıdır.' });
  });
});

describe('the line cut', () => {
  const item = { allowedActions: ['recordLineCut', 'note'], assignedTo: null, refundApprovedBy: null } as unknown as ResponseOf<'GetBackOfficeWaterCancellation'>;
  const cut = cancellationButtons(item, me).find((b) => b.id === 'recordLineCut')!;
  const required = { assignee: 'Çalışan seçiniz.', unit: 'Birim seçiniz.' };
  const check = (values: Record<string, string>) => validateAction(operations.ActOnBackOfficeWaterCancellation.request, { cancellationOid: 5, version: 1 }, cut, values, required);

  it('asks the meter status and the final index, and sends no index for a meter not working', () => {
    expect(cut.fields).toEqual(['meterStatus', 'finalIndex', 'finalIndexChecked', 'optionalNote']);
    expect(actionBody(cut, { meterStatus: '1', finalIndex: '134' })).toEqual({ kind: 'recordLineCut', meterStatus: 1, meterIndex: 134 });
    expect(actionBody(cut, { meterStatus: '2', finalIndex: '134', finalIndexChecked: 'yes' })).toEqual({ kind: 'recordLineCut', meterStatus: 2 });
  });

  it('sends the confirmation of an index far from the average only when the clerk ticks it', () => {
    expect(actionBody(cut, { meterStatus: '1', finalIndex: '124', finalIndexChecked: 'yes' })).toEqual({ kind: 'recordLineCut', meterStatus: 1, meterIndex: 124, confirmed: true });
    expect(actionBody(cut, { meterStatus: '1', finalIndex: '124', finalIndexChecked: '' })).toEqual({ kind: 'recordLineCut', meterStatus: 1, meterIndex: 124 });
    expect(check({ meterStatus: '1', finalIndex: '124', finalIndexChecked: 'yes' })).toBeNull();
  });

  it('is checked with the contract’s messages: a status is chosen, a working meter has its index', () => {
    expect(check({})).toEqual({ meterStatus: 'Sayaç durumunu seçiniz.' });
    expect(check({ meterStatus: '1' })).toEqual({ finalIndex: 'Sayacın son endeksini giriniz.' });
    expect(check({ meterStatus: '1', finalIndex: '134' })).toBeNull();
    expect(check({ meterStatus: '3' })).toBeNull();
  });
});

describe('dashboard', () => {
  it('writes a waiting time in minutes, hours or days', () => {
    expect(waitingAge(45)).toEqual({ key: 'age.minutes', values: { count: 45 } });
    expect(waitingAge(125)).toEqual({ key: 'age.hours', values: { hours: 2, minutes: 5 } });
    expect(waitingAge(3 * 24 * 60 + 5 * 60 + 59)).toEqual({ key: 'age.days', values: { days: 3, hours: 5 } });
  });

  it('puts the longest-waiting queue first and empty queues last', () => {
    const queue = (name: string, age: number | null) =>
      ({
        queue: name,
        waitingCount: age ? 1 : 0,
        unassignedCount: 0,
        oldestAt: age ? '2026-11-01T00:00:00Z' : null,
        oldestAgeMinutes: age,
      }) as ResponseOf<'GetBackOfficeDashboard'>['queues'][number];
    expect(oldestFirst([queue('complaints', 10), queue('declarations', null), queue('waterCancellations', 900), queue('restructurings', null)]).map((q) => q.queue)).toEqual([
      'waterCancellations',
      'complaints',
      'declarations',
      'restructurings',
    ]);
  });
});

describe('due dates and the next item', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('words the time left in whole days, today, or the days late (a part of a day late is a day)', () => {
    expect(timeLeft('2026-12-02T13:00:00Z', now)).toEqual({ key: 'due.left', count: 3 });
    expect(timeLeft('2026-11-29T18:00:00Z', now)).toEqual({ key: 'due.today', count: 0 });
    expect(timeLeft('2026-11-27T12:00:00Z', now)).toEqual({ key: 'due.late', count: 2 });
    expect(timeLeft('2026-11-29T11:00:00Z', now)).toEqual({ key: 'due.late', count: 1 });
  });

  it('the next item is the one after the current place, or the one that moved into it when the current item left the list', () => {
    // Page 2 of 10 (places 10–19): the item 51 was at place 12.
    const keys = [40, 41, 51, 52, 53];
    expect(nextPlace(keys, 10, 12, 51)).toBe(13);
    // Answered, 51 left the open work: 52 moved up into place 12.
    expect(nextPlace([40, 41, 52, 53], 10, 12, 51)).toBe(12);
    expect(pageOfPlace(19, 10)).toBe(2);
    expect(pageOfPlace(20, 10)).toBe(3);
  });
});
