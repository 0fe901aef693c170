import { useEffect } from 'react';
import { useBlocksStore, BLOCK_LIST_MAX_AGE_MS } from './blocks-store';

/**
 * The block list, refreshed when the page regains focus and every minute while it is open, and
 * the stored blocks that could not be read (the list shows the others and names these).
 */
export function useBlockList() {
  const blocks = useBlocksStore((s) => s.blocks);
  const invalid = useBlocksStore((s) => s.invalid);
  const loading = useBlocksStore((s) => s.loading);
  const error = useBlocksStore((s) => s.error);
  const load = useBlocksStore((s) => s.load);
  useEffect(() => {
    void load();
    const onFocus = () => void load();
    const onVisible = () => document.visibilityState === 'visible' && void load();
    const timer = setInterval(() => void load(), BLOCK_LIST_MAX_AGE_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);
  return { blocks, invalid, loading, error };
}
