import { scrollDurationMs } from '@lactea/contracts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to the top with the spec's animation (duration by offset) and
 * resolves when it arrives, so a page change or the edit form comes after the scroll.
 */
export function scrollToTop(): Promise<void> {
  const start = window.scrollY;
  if (start <= 0) return Promise.resolve();
  if (prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  const duration = scrollDurationMs(start);
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2; // ease-in-out
      window.scrollTo(0, Math.round(start * (1 - eased)));
      if (t < 1) window.requestAnimationFrame(step);
      else resolve();
    };
    window.requestAnimationFrame(step);
  });
}
