/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (about 4 kB sent, on every signed-in page)
 * only to read the class name that keeps a fixed bar clear of the scroll bar a modal removes. The build gives them
 * these names instead (vite.config.ts); the modals still use react-remove-scroll itself, which looks for the same
 * names (mantine-scroll-classes.test.ts compares them).
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
