import { isRemembered, REMEMBER_ME_KEY, rememberMeStorage, setRememberMe } from './remember-me';

const KEY = 'sb-127-auth-token';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('remember me storage', () => {
  it('remembers by default: the session lives in localStorage under the default key', async () => {
    expect(isRemembered()).toBe(true);
    await rememberMeStorage.setItem(KEY, '{"a":1}');
    expect(localStorage.getItem(KEY)).toBe('{"a":1}');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(await rememberMeStorage.getItem(KEY)).toBe('{"a":1}');
  });

  it('keeps the session in sessionStorage only when the box was unchecked', async () => {
    setRememberMe(false);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('false');
    expect(isRemembered()).toBe(false);
    localStorage.setItem(KEY, 'old');
    await rememberMeStorage.setItem(KEY, 'new');
    expect(sessionStorage.getItem(KEY)).toBe('new');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await rememberMeStorage.getItem(KEY)).toBe('new');
  });

  it('moves back to localStorage when the next sign-in is remembered', async () => {
    setRememberMe(false);
    await rememberMeStorage.setItem(KEY, 'tab-only');
    setRememberMe(true);
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    await rememberMeStorage.setItem(KEY, 'kept');
    expect(localStorage.getItem(KEY)).toBe('kept');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('still finds a session written straight to localStorage (test harness, older builds)', async () => {
    setRememberMe(false);
    localStorage.setItem(KEY, 'from-harness');
    expect(await rememberMeStorage.getItem(KEY)).toBe('from-harness');
  });

  it('removes the session from both storages', async () => {
    localStorage.setItem(KEY, 'a');
    sessionStorage.setItem(KEY, 'b');
    await rememberMeStorage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(await rememberMeStorage.getItem(KEY)).toBeNull();
  });
});
