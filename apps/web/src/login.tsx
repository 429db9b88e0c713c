import './app/styles.ts';
import { queryClient } from './app/providers.tsx';
import { renderPage } from './app/render.tsx';
import { SiteGate } from './app/SiteGate.tsx';
import { destinationAfterLogin } from './features/auth/after-login.ts';
import { LoginScreen } from './features/auth/LoginScreen.tsx';
import { prefetchSite } from './lib/site.ts';

/**
 * /login's first load, for a browser the server did not see signed in (apps/server's IndexHtml): the sign-in form
 * with the site's look and languages, without the router and the signed-in app, so a visitor's first page is light
 * (docs/decisions.md). Its links load their pages in full; signed in, the user's first page loads in full too, with
 * the app. Within the app, /login is the router's page (features/auth/LoginPage.tsx), the same form.
 */
prefetchSite(queryClient);

/**
 * Once the visitor starts to sign in (a field focused, a press anywhere), the app's own files start downloading, at
 * the browser's lowest priority: prefetch links the build wrote in a template (vite.login.config.ts appPrefetch), so
 * the page they land on is mostly in the cache.
 */
function prefetchAppOnFirstUse() {
  const start = () => {
    const files = document.getElementById('dd-app-files');
    if (files instanceof HTMLTemplateElement) document.head.append(files.content);
    files?.remove();
  };
  for (const type of ['focusin', 'pointerdown'] as const) document.addEventListener(type, start, { once: true });
}
prefetchAppOnFirstUse();

// React starts in a task of its own, as in main.tsx.
setTimeout(() => {
  renderPage(
    <SiteGate title="titles.login">{() => <LoginScreen onSignedIn={(response) => window.location.replace(destinationAfterLogin(null, response))} />}</SiteGate>,
  );
}, 0);
