// What the client area keeps in the tab's session storage (spec/site.md §3): the login info
// under a login-user key, and the sign-up data under "login". Both are checked field by field
// as they are read (without zod, which the site's browser code does not load), so a value
// another version of the site left, or a hand-edited one, reads as nothing; a parse failure is
// logged only (§8 "Session-storage parse failures are logged only").
import { INTEREST_CATEGORIES, PROVIDERS } from '@lawfirm/api-client';
import type { InterestCategoryCode, LoginInfo } from '@lawfirm/api-client/site-core';

/** §3 "Login info: email, name, provider, isLogin, kept in session storage under a login-user key". */
export const LOGIN_USER_STORAGE_KEY = 'login-user';
/** §3 "Sign-up session data (session storage under 'login')". */
export const SIGN_UP_STORAGE_KEY = 'login';
/** §4 Login "The redirect parameter is saved on load": kept across the provider round trip. */
export const LOGIN_REDIRECT_STORAGE_KEY = 'login-redirect';

/**
 * §3 Sign-up session data: name, phoneNumber, uuid, selectedCategories, selectedFields,
 * marketing_agree. Every field is optional: the steps fill it in turn.
 */
export interface SignUpData {
  name?: string;
  phoneNumber?: string;
  uuid?: string;
  selectedCategories?: InterestCategoryCode[];
  /** type_idx values of the chosen case types. */
  selectedFields?: number[];
  marketing_agree?: boolean;
}

type Reader<T> = (value: unknown) => T | undefined;

const CATEGORY_CODES: ReadonlySet<string> = new Set(INTEREST_CATEGORIES.map(({ code }) => code));
const PROVIDER_CODES: ReadonlySet<string> = new Set(PROVIDERS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdx = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isCategory = (value: unknown): value is InterestCategoryCode =>
  typeof value === 'string' && CATEGORY_CODES.has(value);
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isArrayOf = (check: (value: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.every(check);
const isString = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** §3 Login info, as call #7 answers it (entities/member.ts in api-client). */
const readLoginInfo: Reader<LoginInfo> = (value) => {
  if (!isRecord(value)) return undefined;
  if (value.isLogin === false) return { isLogin: false };
  const valid =
    value.isLogin === true &&
    isTextOrNull(value.email) &&
    isTextOrNull(value.name) &&
    typeof value.provider === 'string' &&
    PROVIDER_CODES.has(value.provider) &&
    typeof value.signedUp === 'boolean' &&
    isArrayOf(isCategory)(value.categories) &&
    isArrayOf(isIdx)(value.fields);
  return valid ? (value as LoginInfo) : undefined;
};

const readSignUp: Reader<SignUpData> = (value) => {
  if (!isRecord(value)) return undefined;
  const valid =
    isOptional(value.name, isString) &&
    isOptional(value.phoneNumber, isString) &&
    isOptional(value.uuid, isString) &&
    isOptional(value.selectedCategories, isArrayOf(isCategory)) &&
    isOptional(value.selectedFields, isArrayOf(isIdx)) &&
    isOptional(value.marketing_agree, (flag) => typeof flag === 'boolean');
  return valid ? (value as SignUpData) : undefined;
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the client area still works for this page.
    return undefined;
  }
}

function readJson<T>(key: string, read: Reader<T>): T | undefined {
  const text = storage()?.getItem(key);
  if (text === null || text === undefined) return undefined;
  try {
    const value = read(JSON.parse(text));
    if (value !== undefined) return value;
    console.error(`session storage '${key}' is not in the expected shape`);
  } catch (error) {
    console.error(`session storage '${key}' is not JSON`, error);
  }
  return undefined;
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or refused storage loses only this tab's convenience, never the account.
    console.error(`session storage '${key}' could not be written`, error);
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The saved login info, if any (only a signed-in one is ever saved). */
export function readSavedLogin(): LoginInfo | undefined {
  return readJson(LOGIN_USER_STORAGE_KEY, readLoginInfo);
}

export function saveLogin(login: LoginInfo): void {
  if (login.isLogin) writeJson(LOGIN_USER_STORAGE_KEY, login);
  else remove(LOGIN_USER_STORAGE_KEY);
}

export function clearSavedLogin(): void {
  remove(LOGIN_USER_STORAGE_KEY);
}

/** The sign-up data kept so far; an empty object when there is none. */
export function readSignUpData(): SignUpData {
  return readJson(SIGN_UP_STORAGE_KEY, readSignUp) ?? {};
}

/** Merges `changes` into the kept sign-up data and returns the result. */
export function updateSignUpData(changes: Partial<SignUpData>): SignUpData {
  const next = { ...readSignUpData(), ...changes };
  writeJson(SIGN_UP_STORAGE_KEY, next);
  return next;
}

export function clearSignUpData(): void {
  remove(SIGN_UP_STORAGE_KEY);
}

/** The sign-in page's redirect parameter, as given on load. */
export function saveLoginRedirect(redirect: string): void {
  try {
    storage()?.setItem(LOGIN_REDIRECT_STORAGE_KEY, redirect);
  } catch (error) {
    console.error('the redirect could not be saved', error);
  }
}

export function readLoginRedirect(): string | undefined {
  try {
    return storage()?.getItem(LOGIN_REDIRECT_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Used once the member is signed in: a later visit to the sign-in page starts afresh. */
export function clearLoginRedirect(): void {
  remove(LOGIN_REDIRECT_STORAGE_KEY);
}
