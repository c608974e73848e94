import type { ResponseOf } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { actionBody, waterApplicationButtons } from '../action-buttons';

type Item = ResponseOf<'GetBackOfficeWaterApplication'>;
const item = (over: Partial<Item>) => ({ assignedTo: null, feeRefundApprovedBy: null, allowedActions: [], ...over }) as unknown as Item;

describe('water application actions', () => {
  it('offers the state machine\'s actions, and never "paid" to the clerk who approved the refund', () => {
    const approved = item({ allowedActions: ['assign', 'note', 'mountMeter', 'reject'] });
    expect(waterApplicationButtons(approved, 7).map((b) => b.id)).toEqual(['mountMeter', 'reject', 'take', 'assign', 'note']);
    const refund = item({ allowedActions: ['assign', 'note', 'markFeeRefundPaid'], feeRefundApprovedBy: { userOid: 7, name: 'A' } });
    expect(waterApplicationButtons(refund, 7).map((b) => b.id)).not.toContain('markFeeRefundPaid');
    expect(waterApplicationButtons(refund, 8).map((b) => b.id)).toContain('markFeeRefundPaid');
  });

  it("sends the dialog's fields as the action wants them: kinds as a list, the reading as a number, the meter in capitals", () => {
    const [mount] = waterApplicationButtons(item({ allowedActions: ['mountMeter'] }), 1);
    expect(actionBody(mount!, { meterNo: 'sy-1234', meterReading: '15' })).toEqual({ kind: 'mountMeter', meterNo: 'SY-1234', meterReading: 15 });
    const [ask] = waterApplicationButtons(item({ allowedActions: ['requestDocuments'] }), 1);
    expect(actionBody(ask!, { documentKinds: 'identity,authorisation', note: 'Eksik belge.' })).toEqual({
      kind: 'requestDocuments',
      documentKinds: ['identity', 'authorisation'],
      note: 'Eksik belge.',
    });
  });

  it("an invoice appeal's approval names the bill's period and may correct the index", () => {
    const [approve] = waterApplicationButtons(item({ allowedActions: ['approve'], applicationType: 14 }), 1);
    expect(approve!.fields).toEqual(['appealedPeriod', 'correctedIndex', 'optionalNote']);
    expect(actionBody(approve!, { appealedPeriod: '2027-01', correctedIndex: '' })).toEqual({ kind: 'approve', appealedPeriod: '2027-01' });
    expect(actionBody(approve!, { appealedPeriod: '2027-01', correctedIndex: '122' })).toEqual({ kind: 'approve', appealedPeriod: '2027-01', correctedIndex: 122 });
    const [other] = waterApplicationButtons(item({ allowedActions: ['approve'], applicationType: 7 }), 1);
    expect(other!.fields).toEqual(['optionalNote']);
  });

  it("a tariff reduction's approval may name the reduction, else follows the citizen's ground", () => {
    const [approve] = waterApplicationButtons(item({ allowedActions: ['approve'], applicationType: 5 }), 1);
    expect(approve!.fields).toEqual(['reductionCode', 'optionalNote']);
    expect(actionBody(approve!, { reductionCode: '' })).toEqual({ kind: 'approve' });
    expect(actionBody(approve!, { reductionCode: 'DISABLED', optionalNote: 'Rapor görüldü.' })).toEqual({ kind: 'approve', reductionCode: 'DISABLED', note: 'Rapor görüldü.' });
  });

  it('after a planned visit offers recording it, with its findings, and no approval', () => {
    const planned = item({ allowedActions: ['assign', 'note', 'requestDocuments', 'recordSiteVisit', 'reject'] });
    const buttons = waterApplicationButtons(planned, 1);
    expect(buttons.map((b) => b.id)).toEqual(['requestDocuments', 'recordSiteVisit', 'reject', 'take', 'assign', 'note']);
    const record = buttons.find((b) => b.id === 'recordSiteVisit')!;
    expect(actionBody(record, { findings: '  Sayaç yerinde, mühür sağlam.  ' })).toEqual({ kind: 'recordSiteVisit', findings: 'Sayaç yerinde, mühür sağlam.' });
  });
});
