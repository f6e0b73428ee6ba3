import { create } from 'zustand';
import { LIMITS } from '@/lib/constants';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  text: string;
}

interface ToastState {
  items: ToastItem[];
  push(type: ToastType, text: string, durationMs?: number): void;
  dismiss(id: number): void;
}

let nextId = 1;

/**
 * Toasts without antd: the toaster is on every page, and antd's message would put antd into
 * every content page's first load (ARCHITECTURE §3). An identical message is not shown twice
 * while one is open (SPEC §8).
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  items: [],
  push: (type, text, durationMs = LIMITS.toastMs) => {
    if (!text || get().items.some((t) => t.text === text)) return;
    const id = nextId++;
    set((s) => ({ items: [...s.items, { id, type, text }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((s) => ({ items: s.items.filter((t) => t.id !== id) })),
}));

export const toast = {
  success: (text: string) => useToastStore.getState().push('success', text),
  info: (text: string) => useToastStore.getState().push('info', text),
  warning: (text: string) => useToastStore.getState().push('warning', text),
  error: (text: string) => useToastStore.getState().push('error', text),
};
