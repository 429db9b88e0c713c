/**
 * Removes the splash the server wrote into the page (apps/server/src/modules/site/splash.ts): called once the app
 * shows the site (its preloader, which looks the same, takes over) or an error screen. Does nothing the second time.
 */
export function dismissSplash(): void {
  document.getElementById('dd-splash')?.remove();
}
