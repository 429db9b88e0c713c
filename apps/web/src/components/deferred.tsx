import { lazy, Suspense, useCallback, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { openNow } from '../lib/page-content.ts';

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
  /** A press that the real control may finish: see `deferred`. */
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * A menu or popover whose code (Menu, Popover, floating-ui's positioning) loads just after the page's first paint
 * instead of before it: until it arrives `StandIn` renders the same button in the same place, so nothing moves; a
 * click on the stand-in opens the real control when it arrives, and the focus carries over.
 *
 * A press counts as a click from the moment it starts: when the real control replaces the stand-in between the press
 * and its release, the browser sends the click to neither button (its press and release landed on different
 * elements), so the real control opens for the press. Dragged off or cancelled (a touch that scrolls), it does not.
 * The press is not React state: an update in the pointerdown's handler would render the real control there and then
 * (its code already here, waiting for React to reveal it), before the browser sends the same press's mousedown, which
 * would land beside the new button and close the dropdown as a click outside it. The real control reads whether a
 * press is held as it first renders (`Arrived`), whenever React reveals it.
 * A press or the focus on a stand-in also starts the code that waits for the page's content (lib/page-content.ts).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P & DeferredProps>>, StandIn: ComponentType<P & StandInProps>): ComponentType<P> {
  const Real = lazy(() => load().then((component) => ({ default: component })));
  function Arrived({ props, clicked, press, focused }: { props: P; clicked: boolean; press: { readonly current: boolean }; focused: boolean }) {
    return <Real {...props} defaultOpened={clicked || press.current} takeFocus={focused} />;
  }
  return function Deferred(props: P) {
    const [clicked, setClicked] = useState(false);
    const [focused, setFocused] = useState(false);
    const press = useRef(false);
    const handlers: StandInProps = {
      onClick: () => {
        openNow();
        setClicked(true);
      },
      onPointerDown: (event) => {
        openNow();
        press.current = event.button === 0;
      },
      onPointerUp: () => {
        press.current = false;
      },
      onPointerLeave: () => {
        press.current = false;
      },
      onPointerCancel: () => {
        press.current = false;
      },
      onFocus: () => {
        openNow();
        setFocused(true);
      },
      onBlur: () => setFocused(false),
    };
    return (
      <Suspense fallback={<StandIn {...props} {...handlers} />}>
        <Arrived props={props} clicked={clicked} press={press} focused={focused} />
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
