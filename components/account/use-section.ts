import { useEffect, useState } from 'react';

export type Section<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** One section of the account page: loaded for the signed-in token, on its own (a failure stays in its section). */
export function useSection<T>(token: string | undefined, load: () => Promise<T>): Section<T> {
  const [state, setState] = useState<{ token?: string; section: Section<T> }>({ section: { status: 'loading' } });
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    load().then(
      (data) => live && setState({ token, section: { status: 'ready', data } }),
      () => live && setState({ token, section: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is a module function per section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return state.token === token ? state.section : { status: 'loading' };
}
