// @vitest-environment node
import { openLogin } from '@/components/auth';
import { confirmDialog } from '@/components/ui/open-confirm';
import { selectCurrentModal, useModalStore, type SpecOf } from '@/stores/modal-store';

type ConfirmSpec = SpecOf<'confirm'>;
import { resetStores } from '../support/stores';

/** One dialog slot (ARCHITECTURE §3) and the promise dialog of SPEC §4. */

const current = () => selectCurrentModal(useModalStore.getState());

const prompt = () => useModalStore.getState().prompt;

function currentConfirm(): ConfirmSpec {
  const spec = prompt();
  if (spec?.name !== 'confirm') throw new Error(`expected the confirm dialog, got ${spec?.name ?? 'nothing'}`);
  return spec;
}

beforeEach(resetStores);

describe('modal store', () => {
  it('starts empty', () => {
    expect(current()).toBeNull();
  });

  it('holds one dialog: opening a second replaces the first', () => {
    useModalStore.getState().open({ name: 'login', mode: 'forgot' });
    useModalStore.getState().open({ name: 'login', mode: 'code' });
    expect(current()).toEqual({ name: 'login', mode: 'code' });
    useModalStore.getState().close();
    expect(current()).toBeNull();
  });

  it('a confirm asks over the open dialog, which stays; closing the dialog ends the confirm too', () => {
    useModalStore.getState().open({ name: 'membership' });
    confirmDialog({ content: '确定离开?' }).catch(() => undefined); // rejects with 'close' below
    expect(current()).toEqual({ name: 'membership' });
    expect(prompt()?.name).toBe('confirm');
    useModalStore.getState().close();
    expect(current()).toBeNull();
    expect(prompt()).toBeNull();
  });

  it.each([
    [undefined, { name: 'login', mode: undefined }],
    ['password', { name: 'login', mode: 'password' }],
  ] as const)('openLogin(%s) opens the login dialog from non-React code', (mode, expected) => {
    confirmDialog({ content: '要继续吗?' }).catch(() => undefined); // displaced later: rejects with 'close'
    openLogin(mode);
    expect(current()).toEqual(expected);
  });

  describe('confirmDialog', () => {
    it('opens a confirm spec with the caller payload', () => {
      confirmDialog({ title: '提示', content: '确定删除吗?', okText: '删除' }).catch(() => undefined); // displaced later: rejects with 'close'
      expect(currentConfirm()).toMatchObject({ name: 'confirm', title: '提示', content: '确定删除吗?', okText: '删除' });
    });

    it("resolves with 'confirm' when the dialog resolves", async () => {
      const p = confirmDialog({ content: 'x' });
      currentConfirm().resolve('confirm');
      await expect(p).resolves.toBe('confirm');
    });

    it.each(['cancel', 'close'] as const)('rejects with %s when the dialog rejects', async (reason) => {
      const p = confirmDialog({ content: 'x' });
      currentConfirm().reject(reason);
      await expect(p).rejects.toBe(reason);
    });
  });
});

describe('confirmDialog never leaves its caller hanging', () => {
  const pending = Symbol('pending');
  /** The promise's outcome now (after microtasks), or `pending`. */
  async function outcome(p: Promise<unknown>) {
    return Promise.race([p.then((v) => ({ resolved: v }), (e: unknown) => ({ rejected: e })), new Promise((r) => setTimeout(() => r(pending), 20))]);
  }

  it("another dialog taking the slot rejects it with 'close'", async () => {
    const p = confirmDialog({ content: '确定购买吗?' });
    openLogin(); // e.g. an auth code from a background call
    expect(await outcome(p)).toEqual({ rejected: 'close' });
  });

  it("a close from outside the dialog rejects it with 'close'", async () => {
    const p = confirmDialog({ content: 'x' });
    useModalStore.getState().close();
    expect(await outcome(p)).toEqual({ rejected: 'close' });
  });

  it('a second confirm replaces the first: the first rejects, the second stays open', async () => {
    const first = confirmDialog({ content: '1' });
    const second = confirmDialog({ content: '2' });
    expect(await outcome(first)).toEqual({ rejected: 'close' });
    expect(currentConfirm().content).toBe('2');
    currentConfirm().resolve('confirm');
    expect(await outcome(second)).toEqual({ resolved: 'confirm' });
  });

  it('the dialog freeing the slot after it resolved does not change the answer', async () => {
    const p = confirmDialog({ content: 'x' });
    currentConfirm().resolve('confirm');
    useModalStore.getState().closePrompt();
    expect(await outcome(p)).toEqual({ resolved: 'confirm' });
  });
});
