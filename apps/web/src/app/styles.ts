// The stylesheets of every page, the app's (main.tsx) and /login's first load (login.tsx).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '../styles.css';
// Self-hosted Noto Sans (Latin, Cyrillic, Greek, Vietnamese) and Noto Sans Thai in the weights the app uses: each
// face is split by unicode-range, so a page downloads only the scripts it shows; font-display: swap.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/500.css';
import '@fontsource/noto-sans-thai/600.css';
import '@fontsource/noto-sans-thai/700.css';
