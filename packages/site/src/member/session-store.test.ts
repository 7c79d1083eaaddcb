import { loginInfoSchema } from '@lawfirm/api-client/site';
import type { LoginInfo } from '@lawfirm/api-client/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from './session-store';
import {
  LOGIN_USER_STORAGE_KEY,
  SIGN_UP_STORAGE_KEY,
  readSavedLogin,
  readSignUpData,
  updateSignUpData,
} from './stored-session';

const SIGNED_IN: LoginInfo = {
  isLogin: true,
  email: null,
  name: '김하늘',
  provider: 'apple',
  signedUp: true,
  categories: ['CT0001', 'CT0013'],
  fields: [3, 5],
};

describe('the session store and its session storage (spec/site.md §3, §4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves a login under the login-user key and reads it back', () => {
    useSessionStore.getState().setLogin(SIGNED_IN);
    expect(JSON.parse(sessionStorage.getItem(LOGIN_USER_STORAGE_KEY)!)).toEqual(SIGNED_IN);
    expect(readSavedLogin()).toEqual(SIGNED_IN);
  });

  it('clear forgets the login but keeps a sign-up in progress; clearAll forgets both', () => {
    useSessionStore.getState().setLogin(SIGNED_IN);
    updateSignUpData({ name: '김하늘', selectedCategories: ['CT0005'] });
    useSessionStore.getState().clear();
    expect(useSessionStore.getState().login).toEqual({ isLogin: false });
    expect(sessionStorage.getItem(LOGIN_USER_STORAGE_KEY)).toBeNull();
    expect(readSignUpData()).toEqual({ name: '김하늘', selectedCategories: ['CT0005'] });

    useSessionStore.getState().clearAll();
    expect(sessionStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();
  });

  it('finishSignUp forgets the sign-up data and keeps the member signed in, now signed up', () => {
    useSessionStore.getState().setLogin({ ...SIGNED_IN, signedUp: false } as LoginInfo);
    updateSignUpData({ name: '김하늘', selectedCategories: ['CT0005'] });
    useSessionStore.getState().finishSignUp();
    expect(sessionStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();
    expect(readSavedLogin()).toEqual(SIGNED_IN);
  });

  it('merges sign-up data step by step', () => {
    updateSignUpData({ name: '김하늘', phoneNumber: '01012345678', uuid: 'web-1' });
    expect(updateSignUpData({ selectedCategories: ['CT0002'], selectedFields: [] })).toEqual({
      name: '김하늘',
      phoneNumber: '01012345678',
      uuid: 'web-1',
      selectedCategories: ['CT0002'],
      selectedFields: [],
    });
  });

  it.each([
    ['not JSON', '{name:'],
    ['a login of another shape', JSON.stringify({ isLogin: true, provider: 'facebook' })],
  ])('reads %s as nothing, logging it only (§8)', (_, stored) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(LOGIN_USER_STORAGE_KEY, stored);
    expect(readSavedLogin()).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads sign-up data with an unknown category as none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify({ selectedCategories: ['CT9999'] }));
    expect(readSignUpData()).toEqual({});
  });
});

describe('the saved login is read by the rule of the api-client schema (loginInfoSchema)', () => {
  it.each([
    ['signed in', SIGNED_IN],
    ['signed out', { isLogin: false }],
    ['an unknown provider', { ...SIGNED_IN, provider: 'facebook' }],
    ['a missing signedUp', { ...SIGNED_IN, signedUp: undefined }],
    ['an unknown category', { ...SIGNED_IN, categories: ['CT9999'] }],
    ['a field that is not an idx', { ...SIGNED_IN, fields: [0] }],
    ['a name that is a number', { ...SIGNED_IN, name: 7 }],
    ['isLogin as text', { ...SIGNED_IN, isLogin: 'true' }],
  ])('%s: kept exactly when the schema accepts it', (_, value) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(LOGIN_USER_STORAGE_KEY, JSON.stringify(value));
    expect(readSavedLogin() !== undefined).toBe(loginInfoSchema.safeParse(value).success);
    vi.restoreAllMocks();
  });
});
