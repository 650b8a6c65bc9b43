/**
 * @module
 * Whether a sideways scroller has more content to its left and to its right, followed as it
 * scrolls and as it or its content resizes: the table's scroll shadows and hint.
 */
import { type RefObject, useEffect, useState } from 'react';

/** More content to the left (`scrolled`) and to the right (`more`). */
export interface ScrollEdges {
  scrolled: boolean;
  more: boolean;
}

/** The scroll edges of `ref`'s element. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ scrolled: false, more: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const scrolled = element.scrollLeft > 1;
      const more = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((old) =>
        old.scrolled === scrolled && old.more === more ? old : { scrolled, more },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
