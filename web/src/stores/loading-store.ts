import { create } from 'zustand';

interface LoadingState {
  /** Requests and navigations under way. */
  active: number;
  /** Marks one piece of work started; call the returned function when it ends. */
  begin: () => () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  active: 0,
  begin: () => {
    set((s) => ({ active: s.active + 1 }));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      set((s) => ({ active: Math.max(0, s.active - 1) }));
    };
  },
}));
