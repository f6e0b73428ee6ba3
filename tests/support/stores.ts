import { useModalStore } from '@/stores/modal-store';
import { useUserStore, type UserInfo } from '@/stores/user-store';

/** Back to the module's initial state, so no test sees another's user or dialog. */
export function resetStores(): void {
  useUserStore.setState(useUserStore.getInitialState(), true);
  useModalStore.setState(useModalStore.getInitialState(), true);
}

export function buildUser(over: Partial<UserInfo> = {}): UserInfo {
  return { token: 'tok-123', nickName: '玩家一号', nnNumber: '10086', userUrlNn: 'https://img.test/a.png', ...over };
}
