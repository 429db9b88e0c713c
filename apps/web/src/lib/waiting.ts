import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many waits (loading screens, Suspense fallbacks) are on screen: with the
 * queries in flight and the router's navigation, it tells the first load's
 * preloader whether something is still loading.
 */
let waits = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a wait on screen while the component is mounted. */
export function useWaitMark() {
  useEffect(() => {
    waits += 1;
    emit();
    return () => {
      waits -= 1;
      emit();
    };
  }, []);
}

export function useWaitCount(): number {
  return useSyncExternalStore(subscribe, () => waits);
}
