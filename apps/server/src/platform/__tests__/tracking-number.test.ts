import { describe, expect, it } from 'vitest';
import { typedTrackingNumber } from '@ebelediye/contract';
import { newTrackingNumberWith } from '../tracking-number';

describe('a tracking number typed by a clerk', () => {
  it('is read in any case, with or without dashes and spaces, as it is stored', () => {
    for (const typed of ['ST-ABCDE-FGH23', 'st abcde fgh23', 'STABCDEFGH23', ' st-abcde fgh23 ']) expect(typedTrackingNumber('ST', typed)).toBe('ST-ABCDE-FGH23');
    const issued = newTrackingNumberWith('SB');
    expect(typedTrackingNumber('SB', issued.toLowerCase())).toBe(issued);
  });

  it('is not one with another prefix, a letter never issued (I, O, 0, 1) or a group of another length', () => {
    for (const typed of ['AI-ABCDE-FGH23', 'ST-ABCDE-FGHI3', 'ST-ABCDE-FGH03', 'ST-ABCDE-FGH2', 'ST-ABCDE-FGH234', 'Ahmet Yılmaz'])
      expect(typedTrackingNumber('ST', typed)).toBeNull();
  });
});
