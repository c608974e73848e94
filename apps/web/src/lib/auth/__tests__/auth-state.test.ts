import type { MemberInfo } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, restoreUser, type AuthState } from '../auth-state';

const user = { UserDetail: { userName: '10000000146' }, Registry: { Oid: 1 }, representedRegistries: [] } as unknown as MemberInfo;
const signedIn: AuthState = { isInitialised: true, isAuthenticated: true, user };

describe('auth state', () => {
  it('starts uninitialised and anonymous', () => {
    expect(initialAuthState).toEqual({ isInitialised: false, isAuthenticated: false, user: null });
  });

  it('INIT with a restored user is authenticated; without one it is anonymous', () => {
    expect(authReducer(initialAuthState, { type: 'INIT', user })).toEqual(signedIn);
    expect(authReducer(initialAuthState, { type: 'INIT', user: null })).toEqual({ isInitialised: true, isAuthenticated: false, user: null });
  });

  it('LOGIN and REGISTER set the user and authenticate', () => {
    const anonymous = authReducer(initialAuthState, { type: 'INIT', user: null });
    expect(authReducer(anonymous, { type: 'LOGIN', user })).toEqual(signedIn);
    expect(authReducer(anonymous, { type: 'REGISTER', user })).toEqual(signedIn);
  });

  it('LOGOUT clears the user', () => {
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({ isInitialised: true, isAuthenticated: false, user: null });
  });

  it('a profile change replaces the user only while signed in', () => {
    const changed = { ...user, representedRegistries: [{ Oid: 2 }] } as unknown as MemberInfo;
    expect(authReducer(signedIn, { type: 'USER_UPDATED', user: changed }).user).toBe(changed);
    const anonymous = authReducer(signedIn, { type: 'LOGOUT' });
    expect(authReducer(anonymous, { type: 'USER_UPDATED', user: changed })).toBe(anonymous);
  });
});

describe('restoring the session', () => {
  it('needs both the access token and a readable MemberInfo', () => {
    expect(restoreUser({ accessToken: 'token', memberInfo: user })).toBe(user);
    expect(restoreUser({ accessToken: null, memberInfo: user })).toBeNull();
    expect(restoreUser({ accessToken: 'token', memberInfo: null })).toBeNull();
    expect(restoreUser({ accessToken: 'token', memberInfo: { something: 'else' } })).toBeNull();
  });
});
