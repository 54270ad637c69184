import { WIDGET_HEIGHT_MESSAGE } from '@livery/domain';
import { useEffect, type RefObject } from 'react';

/**
 * Tells the embedding page how tall the booking form is, each time it changes, so the frame grows and shrinks with
 * its content instead of scrolling inside the company's page. Only a height is sent, which says nothing about the
 * trip, so any parent may read it (`'*'`).
 */
export function useFrameHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    let sent = -1;
    const send = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === sent) return;
      sent = height;
      window.parent.postMessage({ type: WIDGET_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(send);
    observer.observe(element);
    send();
    return () => observer.disconnect();
  }, [ref]);
}
