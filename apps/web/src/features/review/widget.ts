/** What the review pages tell the page around them in widget mode (an iframe on the client's site). */
export type WidgetMessage = { type: 'critiqueCreated'; critiqueId: string; link: string } | { type: 'critiqueReviewError'; message: string };

export function postToWidgetParent(message: WidgetMessage, target: Pick<Window, 'postMessage'> | null = window.parent): void {
  // Outside an iframe the parent is the page itself: nobody listens.
  if (!target || target === window) return;
  target.postMessage(message, '*');
}
