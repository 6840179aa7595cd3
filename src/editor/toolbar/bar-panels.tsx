'use client';

import { createContext, type ReactNode, type RefObject, useCallback, useContext, useMemo, useState } from 'react';

/** The toolbar's panels and dialogs that both a bar button and an entry of the "Mehr" menu open. */
export type BarPanel = 'inbox' | 'listings' | 'versions' | 'revert' | 'missingTranslations' | 'siteDrafts';

type Store = { open: BarPanel | null; setOpen: (panel: BarPanel | null) => void };

const PanelContext = createContext<Store | null>(null);

/** Holds which of the toolbar's panels is open, so the bar button and its menu entry share it. */
export function BarPanelsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<BarPanel | null>(null);
  const store = useMemo(() => ({ open, setOpen }), [open]);
  return <PanelContext.Provider value={store}>{children}</PanelContext.Provider>;
}

/**
 * Whether the panel is open, and its setter. Inside the toolbar the state is the bar's (one panel
 * at a time); alone (a unit test of one button) the component keeps its own.
 */
export function useBarPanel(panel: BarPanel): [boolean, (open: boolean) => void] {
  const store = useContext(PanelContext);
  const [local, setLocal] = useState(false);
  const setShared = store?.setOpen;
  const current = store?.open ?? null;
  const set = useCallback(
    (next: boolean) => {
      if (!setShared) setLocal(next);
      else if (next) setShared(panel);
      else if (current === panel) setShared(null);
    },
    [setShared, current, panel],
  );
  return [store ? current === panel : local, set];
}

/** Where an item of the bar is: in the bar, or moved into the "Mehr" menu (whose button then anchors its popovers). */
export type BarSlot = { inMenu: boolean; moreButton: RefObject<HTMLButtonElement | null> | null };

const SlotContext = createContext<BarSlot>({ inMenu: false, moreButton: null });
export const BarSlotProvider = SlotContext.Provider;

export function useBarSlot(): BarSlot {
  return useContext(SlotContext);
}
