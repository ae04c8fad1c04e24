// The page title in the top bar (react-admin's <Title> portals each page's title into it) is the
// page's level-one heading, unless the page shows a level-one heading of its own (dashboard,
// profile, element page, ...): every screen then has exactly one, as the RGAA asks, without
// touching each area's views.
import { useEffect } from 'react';
import { TitlePortal } from 'react-admin';

const OWN_HEADING = 'h1, [role="heading"][aria-level="1"]';

/** Watches the main content and marks the title as the heading when the page has none. */
const useTitleAsHeading = () => {
  useEffect(() => {
    const main = document.getElementById('main-content');
    const title = document.getElementById('react-admin-title');
    if (!main || !title) return;
    // Set on the DOM node in the observer's microtask, not through React state: the title never
    // shows as a second level-one heading, even for a moment.
    const sync = () => {
      if (main.querySelector(OWN_HEADING)) {
        title.removeAttribute('role');
        title.removeAttribute('aria-level');
      } else {
        title.setAttribute('role', 'heading');
        title.setAttribute('aria-level', '1');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
};

const PHONE_TITLE = {
  minWidth: { xs: '7.5rem', sm: 0 },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  // Values cascade up the breakpoints: sm restores the bar's h6 size.
  fontSize: { xs: '1rem', sm: '1.25rem' },
  lineHeight: { xs: 1.2, sm: 1.6 },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
} as const;

export const PageHeading = () => {
  useTitleAsHeading();
  // A <div>, not react-admin's default <h6>: a heading only when it is the page's heading.
  // On a phone the bar also holds the search, the company, the language and the user menu: the
  // title keeps a share of it and wraps on two smaller lines rather than shrinking to "In…".
  return <TitlePortal component="div" sx={PHONE_TITLE} />;
};
