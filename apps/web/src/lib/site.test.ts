import { DEFAULT_SIDEBAR_ACTIVE_COLOR, DEFAULT_SIDEBAR_ICON_COLOR, SHELL_COLOR_DEFAULTS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { siteColors } from './site.ts';

const blank = {
  topBarBgColor: '',
  topBarTextColor: '',
  sideBarBgColor: '',
  sideBarTextColor: '',
  sideBarActiveColor: '',
  sideBarIconColor: '',
  footerBgColor: '',
  footerTextColor: '',
};

describe('siteColors', () => {
  it('uses the spec defaults for the side menu', () => {
    expect(SHELL_COLOR_DEFAULTS.sideBarActiveColor).toBe(DEFAULT_SIDEBAR_ACTIVE_COLOR);
    expect(SHELL_COLOR_DEFAULTS.sideBarIconColor).toBe(DEFAULT_SIDEBAR_ICON_COLOR);
    const colors = siteColors(blank);
    expect(colors['--dd-sidebar-active']).toBe('#383c40');
    expect(colors['--dd-sidebar-icon']).toBe('#556ee6');
  });

  it("applies the site's own colours", () => {
    const colors = siteColors({ ...blank, topBarBgColor: ' #123456 ', footerTextColor: 'red' });
    expect(colors['--dd-topbar-bg']).toBe('#123456');
    expect(colors['--dd-footer-text']).toBe('red');
  });
});
