import { useEffect, useState } from 'react';

/**
 * True once the element (given through the returned ref callback) comes within `margin` of the
 * screen, and from then on. For sections far below the fold: their data, photos and rendering wait
 * until the reader scrolls towards them instead of weighing on the first visit (docs/decisions/022).
 */
export function useNearViewport<T extends Element>(margin = '600px'): [boolean, (node: T | null) => void] {
  const [near, setNear] = useState(false);
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return [near, setNode];
}
