import { create } from 'zustand';
import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import {
  DESIGN_PAGE_SIZE,
  addDesignPage,
  applyTagChange,
  emptyDesignCache,
  newTag,
  tagDisplayId,
  tagFiltersKey,
  type Design,
  type DesignCache,
  type TagFilters,
  type TagValue,
} from '@workhub/domain';
import { designsService } from '../../services/designs-service';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

export const DESIGNS_STORE = 'designs';
const STORE = DESIGNS_STORE;

interface DesignsState extends ErrorSlice, DesignCache {
  /** The page shown: skip, limit (10) and the count for the current filters. */
  skip: number;
  limit: number;
  count: number;
  filterKey: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Shows the page at `skip` for `filters` (from the cache at once, then fresh from the service). */
  load: (filters: TagFilters, skip: number) => Promise<void>;
  setTag: (design: Design, key: string, value: TagValue) => Promise<boolean>;
  unsetTag: (design: Design, key: string) => Promise<boolean>;
  /** Creates tags/{id} from the browser (the rules: prefix-revision with commas, verifier = caller). */
  createTag: (firestore: Firestore, id: string, verifier: string, against?: string) => Promise<string | undefined>;
}

/** The latest load wins: an older answer arriving late does not replace the page asked for since. */
let loadSerial = 0;
let lastFilters: TagFilters = {};

export const useDesignsStore = create<DesignsState>((set, get) => ({
  ...emptyDesignCache(),
  error: null,
  skip: 0,
  limit: DESIGN_PAGE_SIZE,
  count: 0,
  filterKey: '',
  status: 'idle',
  load: async (filters, skip) => {
    const serial = ++loadSerial;
    lastFilters = filters;
    const filterKey = tagFiltersKey(filters);
    const cached = get().pages[filterKey]?.[skip];
    set({ skip, filterKey, status: cached ? 'ready' : 'loading', count: get().counts[filterKey] ?? (cached ? get().count : 0) });
    await runStoreAction(STORE, set, async () => {
      try {
        const { designs, count } = await designsService.page(filters, skip, get().limit);
        if (serial !== loadSerial) return;
        set((state) => ({ ...addDesignPage(state, filterKey, skip, designs, count), count, status: 'ready' }));
      } catch (error) {
        if (serial === loadSerial) set({ status: 'error' });
        throw error;
      }
    });
  },
  setTag: async (design, key, value) => {
    const done = await runStoreAction(STORE, set, async () => {
      await designsService.setTag(design.id, key, value);
      set((state) => applyTagChange(state, design.id, key, value));
      return true;
    });
    if (done) await get().load(lastFilters, get().skip);
    return done === true;
  },
  unsetTag: async (design, key) => {
    const done = await runStoreAction(STORE, set, async () => {
      await designsService.unsetTag(design.id, key);
      set((state) => applyTagChange(state, design.id, key, undefined));
      return true;
    });
    if (done) await get().load(lastFilters, get().skip);
    return done === true;
  },
  createTag: (firestore, id, verifier, against) =>
    runStoreAction(STORE, set, async () => {
      const made = newTag(id, verifier, against);
      if ('problem' in made) throw new Error(made.problem);
      const ref = doc(firestore, 'tags', made.id);
      await runTransaction(firestore, async (tx) => {
        if ((await tx.get(ref)).exists()) throw new Error(`The tag ${tagDisplayId(made.id)} exists already`);
        tx.set(ref, made.data);
      });
      return made.id;
    }),
}));
