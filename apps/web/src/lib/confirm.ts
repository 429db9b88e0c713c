import { modals } from '@mantine/modals';

// The modals' provider loads after the page's first paint (app/ModalsHost.tsx) and hears `modals.open*` as window
// events: an event sent before it listens is lost, and a click on a confirming button would do nothing.
let markListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Called by the modals' provider host once its provider listens. */
export function modalsListening() {
  markListening();
}

/** Opens a confirmation as soon as the modals' provider listens (at once when it does already). */
export function openConfirm(props: Parameters<typeof modals.openConfirmModal>[0]) {
  void listening.then(() => modals.openConfirmModal(props));
}
