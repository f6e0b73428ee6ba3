import { readAuthToken } from '@/lib/cookies';
import { selectLoggedIn, selectToken, selectUser, USER_INFO_KEY, useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../support/stores';

/** User store ↔ localStorage `userInfo` ↔ `{prefix}AuthToken` cookie (SPEC §3/§4, ARCHITECTURE §3). */

const state = () => useUserStore.getState();
const stored = () => window.localStorage.getItem(USER_INFO_KEY);

beforeEach(resetStores);

describe('user store', () => {
  it('starts logged out and not hydrated', () => {
    expect(state().user).toBeNull();
    expect(state().hydrated).toBe(false);
    expect(selectLoggedIn(state())).toBe(false);
    expect(selectToken(state())).toBeUndefined();
  });

  it('setUser with a token: store, localStorage userInfo and the localAuthToken cookie', () => {
    const user = buildUser({ token: 'tok-9' });
    state().setUser(user);
    expect(selectUser(state())).toEqual(user);
    expect(selectToken(state())).toBe('tok-9');
    expect(selectLoggedIn(state())).toBe(true);
    expect(JSON.parse(stored()!)).toEqual(user);
    expect(document.cookie).toContain('localAuthToken=tok-9');
    expect(readAuthToken()).toBe('tok-9');
  });

  it.each([
    ['setUser(null)', () => state().setUser(null)],
    ["setUser with token ''", () => state().setUser(buildUser({ token: '' }))],
    ['clearUser()', () => state().clearUser()],
  ])('%s clears the store, localStorage and the cookie', (_name, act) => {
    state().setUser(buildUser());
    expect(readAuthToken()).toBe('tok-123');
    act();
    expect(state().user).toBeNull();
    expect(selectLoggedIn(state())).toBe(false);
    expect(stored()).toBeNull();
    expect(readAuthToken()).toBeUndefined();
  });

  it('a new user replaces the old one everywhere', () => {
    state().setUser(buildUser({ token: 'a' }));
    state().setUser(buildUser({ token: 'b', nickName: '第二个' }));
    expect(readAuthToken()).toBe('b');
    expect(JSON.parse(stored()!)).toMatchObject({ token: 'b', nickName: '第二个' });
  });

  describe('hydrate', () => {
    it('reads the user from localStorage', () => {
      const user = buildUser();
      window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
      state().hydrate();
      expect(state().user).toEqual(user);
      expect(state().hydrated).toBe(true);
      expect(selectLoggedIn(state())).toBe(true);
    });

    it.each([
      ['nothing stored', null],
      ['malformed JSON', '{"token":'],
      ['no token', JSON.stringify({ nickName: 'x' })],
      ['empty token', JSON.stringify(buildUser({ token: '' }))],
      ['a non-string token', JSON.stringify({ ...buildUser(), token: 123 })],
      ['JSON null', 'null'],
    ])('%s → logged out, still marked hydrated', (_name, raw) => {
      if (raw !== null) window.localStorage.setItem(USER_INFO_KEY, raw);
      expect(() => state().hydrate()).not.toThrow();
      expect(state().user).toBeNull();
      expect(state().hydrated).toBe(true);
    });
  });
});
