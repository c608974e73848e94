import { describe, expect, it } from 'vitest';
import { gsmNumber } from '../../schemas';
import { normalizeGsm } from '../gsm';

// Every shape a citizen writes a Turkish mobile in, as the phone fields and the server accept it.
const shapes = ['+90 505 111 22 33', '0505 111 22 33', '05051112233', '505 111 22 33', '5051112233', '(505) 111 22 33', '+905051112233', '0 (505) 111 22 33'];
const refused = ['405 111 22 33', '0505 111 22 3', '+90 505 111 22 333', '+91 505 111 22 33', '00505 111 22 33', '505-111-22-3x', 'beş yüz beş', ''];

describe('the one phone normaliser', () => {
  it.each(shapes)('reads %s as the ten digits the server keeps', (shape) => {
    expect(normalizeGsm(shape)).toBe('5051112233');
  });

  it.each(refused)('refuses %s', (shape) => {
    expect(normalizeGsm(shape)).toBeNull();
  });

  it.each(shapes)('the contract schema accepts %s and stores the ten digits', (shape) => {
    expect(gsmNumber.parse(shape)).toBe('5051112233');
  });

  it('the contract schema refuses anything else with one clear Turkish message', () => {
    const result = gsmNumber.safeParse('405 111 22 33');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).');
  });
});
