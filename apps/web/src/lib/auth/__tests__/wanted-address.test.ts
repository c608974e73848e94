import { describe, expect, it } from 'vitest';
import { session } from '../../session';
import { safeInternalAddress, signInAddressFor, takeWantedAddress } from '../wanted-address';

describe('the wanted address (guarded routes)', () => {
  it('keeps it as redirectUrl and in session storage under Url', () => {
    expect(signInAddressFor('/UserUpdate?tab=1')).toBe('/session/signin?redirectUrl=%2FUserUpdate%3Ftab%3D1');
    expect(sessionStorage.getItem('Url')).toBe('/UserUpdate?tab=1');
  });

  it('after sign-in goes to redirectUrl, else to the kept Url, else to the root; the kept one is used once', () => {
    session.setWantedUrl('/sifre-degistir');
    expect(takeWantedAddress('?redirectUrl=%2FUserUpdate')).toBe('/UserUpdate');
    expect(session.wantedUrl()).toBeNull();
    session.setWantedUrl('/sifre-degistir');
    expect(takeWantedAddress('')).toBe('/sifre-degistir');
    expect(takeWantedAddress('')).toBe('/');
  });

  it('never leads to another site or back to sign-in', () => {
    for (const address of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/session/signin?x=1', '']) {
      expect(safeInternalAddress(address)).toBeNull();
    }
    expect(takeWantedAddress('?redirectUrl=https%3A%2F%2Fevil.example')).toBe('/');
  });
});
