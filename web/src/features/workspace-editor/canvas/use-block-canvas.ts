import { useEffect, useRef, useState } from 'react';
import { BlockCanvas, type BlockCanvasOptions } from './block-canvas';

/**
 * A BlockCanvas inside the returned host element, sized to it. The Fabric canvas element is made
 * here, not by React, so React never renders into the host (Fabric wraps its element).
 */
export function useBlockCanvas(options: Pick<BlockCanvasOptions, 'interactive' | 'editable' | 'scale' | 'labelOf'>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [canvas, setCanvas] = useState<BlockCanvas | null>(null);
  const created = useRef(options);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const instance = new BlockCanvas(host, created.current);
    setCanvas(instance);
    const observer = new ResizeObserver(() => instance.resize(host.clientWidth, host.clientHeight));
    observer.observe(host);
    return () => {
      observer.disconnect();
      instance.dispose();
      setCanvas((current) => (current === instance ? null : current));
    };
  }, []);
  useEffect(() => canvas?.setEditable(options.editable), [canvas, options.editable]);
  return { hostRef, canvas };
}
