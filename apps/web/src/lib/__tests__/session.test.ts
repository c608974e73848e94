import { describe, expect, it } from 'vitest';
import { clearSession, rememberedNationalId, session } from '../session';

describe('session storage (docs/architecture.md §9)', () => {
  it('keeps tokens, member info and the e-Devlet mark under the spec keys', () => {
    session.setTokens('a', 'r');
    session.setMemberInfo({ userDetail: 1 });
    session.markEdevletLogin();
    expect(sessionStorage.getItem('accessToken')).toBe('a');
    expect(sessionStorage.getItem('refreshToken')).toBe('r');
    expect(JSON.parse(sessionStorage.getItem('MemberInfo')!)).toEqual({ userDetail: 1 });
    expect(sessionStorage.getItem('loginViaEdevlet')).toBe('1');
  });

  it('clears tokens and member info but keeps the configuration', () => {
    session.setWebConfig({ CountyCode: 2080 } as never);
    session.setTokens('a', 'r');
    clearSession();
    expect(session.accessToken()).toBeNull();
    expect(session.isEdevletLogin()).toBe(false);
    expect(session.webConfig()).toEqual({ CountyCode: 2080 });
  });

  it('remembers only the ID number on this device', () => {
    rememberedNationalId.set('10000000146');
    expect(localStorage.getItem('rememberedNationalId')).toBe('10000000146');
    rememberedNationalId.forget();
    expect(rememberedNationalId.get()).toBeNull();
    expect(Object.keys(session)).not.toContain('setPassword');
  });

  it('survives a damaged stored value', () => {
    sessionStorage.setItem('MemberInfo', '{oops');
    expect(session.memberInfo()).toBeNull();
  });
});
