import { memo, type ComponentType } from 'react';

/**
 * `Component` (a dialog or a menu) rendered again only while it is open or as it opens or closes:
 * a screen that renders at every change (the till, at every scan) keeps several of them closed, and
 * each closed MUI dialog still runs its modal's hooks to draw nothing. Its last open render stays on
 * screen through the exit transition; it opens with the props of the moment. `isOpen` reads its
 * open state from its props (`open` by default).
 */
export function memoWhileClosed<P extends object>(Component: ComponentType<P>, isOpen: (props: P) => boolean = (p) => Boolean((p as { open?: unknown }).open)) {
  return memo(Component, (prev, next) => !isOpen(prev) && !isOpen(next));
}
