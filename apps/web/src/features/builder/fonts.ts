// The toolbar's nine fonts, self-hosted from @fontsource (latin, 400 and 700 only). Imported by the builder page,
// so their CSS ships in its lazy chunk and a font file downloads only when a resume uses it. Never a font CDN.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/merriweather/latin-400.css';
import '@fontsource/merriweather/latin-700.css';
import '@fontsource/space-mono/latin-400.css';
import '@fontsource/space-mono/latin-700.css';
import '@fontsource/karla/latin-400.css';
import '@fontsource/karla/latin-700.css';
import '@fontsource/fira-sans/latin-400.css';
import '@fontsource/fira-sans/latin-700.css';
import '@fontsource/syne/latin-400.css';
import '@fontsource/syne/latin-700.css';
import '@fontsource/work-sans/latin-400.css';
import '@fontsource/work-sans/latin-700.css';
import '@fontsource/josefin-sans/latin-400.css';
import '@fontsource/josefin-sans/latin-700.css';
