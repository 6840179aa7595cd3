import type { NavigationState } from '../../../shared/content/types';

/** The navigation without a page: containers lose the link to it and the children pointing at it. */
export function removePageFromNavigation(state: NavigationState, pageId: string): NavigationState {
  const containers = state.containers.flatMap((container) => {
    const children = container.children.filter((child) => child.pageId !== pageId);
    if (container.pageId !== pageId) return [{ ...container, children }];
    // A container that only linked the page has nothing left to show.
    return children.length > 0 ? [{ ...container, pageId: null, children }] : [];
  });
  return { containers };
}
