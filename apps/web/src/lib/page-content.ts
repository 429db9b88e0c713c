/**
 * The signed-in shell's own extras (its menus' code, the modals' host, the live socket, the chat badge) load once
 * the page's content is on the screen, not while the page still builds it: loaded just after the shell painted, they
 * were fetched, compiled and mounted before the dashboard's first words, on a phone's two cores and narrow network
 * (docs/perf.md). The gate opens when the page's frame (the shell, or a visitor's PublicPage, whose modals' host
 * waits too) has committed and no role page is still mounting its content (components/RolePage.tsx), when a user
 * reaches for one of the extras' stand-ins, or a few seconds after the frame came, whatever happened to the page.
 */
let open!: () => void;
const opened = new Promise<void>((resolve) => (open = resolve));
let frameIn = false;
let rolePageMounting = false;
const LATEST_MS = 4000;

/**
 * `load`, started once the page's content is on the screen, in a task of its own: each load adds a preload link per
 * chunk it needs (Vite's loader, on the main thread), and the extras started together made one long task of them.
 */
export function afterPageContent<T>(load: () => Promise<T>): Promise<T> {
  return opened.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(load);
}

/** A user reached for a control whose code waits: everything waiting loads now. */
export function openNow(): void {
  open();
}

/**
 * The page's frame (the shell, or PublicPage) has committed: the page is on the screen with it, unless a role page
 * mounts its content after it. Every frame that holds a waiting extra calls it, or the extra never loads.
 */
export function layoutShown(): void {
  if (frameIn) return;
  frameIn = true;
  if (!rolePageMounting) open();
  setTimeout(open, LATEST_MS);
}

/** A role page has committed its loader: its content follows in a render of its own. */
export function rolePageMountsLater(): void {
  rolePageMounting = true;
}

/** A role page's content has committed. */
export function rolePageShown(): void {
  rolePageMounting = false;
  if (frameIn) open();
}
