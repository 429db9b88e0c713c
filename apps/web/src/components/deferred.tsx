import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';

/** What the stand-in saw while the real control's code loaded. */
export interface DeferredProps {
  /** Clicked: the real control opens as it arrives. */
  defaultOpened?: boolean;
  /** Focused: the real control's button takes the focus over (useTakeFocus). */
  takeFocus?: boolean;
}

/** The stand-in's handlers, for its button. */
export interface StandInProps {
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * A menu or popover whose code (Menu, Popover, floating-ui's positioning) loads just after the page's first paint
 * instead of before it: until it arrives `StandIn` renders the same button in the same place, so nothing moves; a
 * click on the stand-in opens the real control when it arrives, and the focus carries over.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P & DeferredProps>>, StandIn: ComponentType<P & StandInProps>): ComponentType<P> {
  const Real = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    const [clicked, setClicked] = useState(false);
    const [focused, setFocused] = useState(false);
    return (
      <Suspense fallback={<StandIn {...props} onClick={() => setClicked(true)} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />}>
        <Real {...props} defaultOpened={clicked} takeFocus={focused} />
      </Suspense>
    );
  };
}

/** A ref for the real control's button: focuses it as it mounts when it replaces a focused stand-in. */
export function useTakeFocus(takeFocus: boolean | undefined) {
  const take = useRef(takeFocus);
  return useCallback((node: HTMLElement | null) => {
    if (node && take.current) node.focus();
  }, []);
}
