// Menu type-ahead with a 1 s reset (spec §9): letters typed within a second make one prefix; after
// a second the next letter starts a new search (MUI's own resets after 500 ms).
import { describe, expect, it } from 'vitest';
import type { KeyboardEvent } from 'react';
import { createTheme } from '@mui/material/styles';
import { typeAheadCapture } from '../../../src/layout/typeAhead';
import { brand } from '../../../src/layout/theme';

function menu(...labels: string[]) {
  const list = document.createElement('ul');
  list.setAttribute('role', 'menu');
  for (const label of labels) {
    const item = document.createElement('li');
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
    item.textContent = label;
    list.append(item);
  }
  document.body.append(list);
  return list;
}

const press = (list: HTMLElement, key: string, timeStamp: number) => {
  let stopped = false;
  typeAheadCapture({
    key, timeStamp, currentTarget: list, ctrlKey: false, metaKey: false, altKey: false,
    preventDefault: () => undefined, stopPropagation: () => { stopped = true; },
  } as unknown as KeyboardEvent<HTMLElement>);
  return stopped;
};
const focused = () => document.activeElement?.textContent;

describe('menu type-ahead', () => {
  it('keeps the letters typed within 1 s as one prefix (past MUI\'s 500 ms), resets after', () => {
    const list = menu('Paris', 'Profil', 'Rennes', 'Prix');
    expect(press(list, 'p', 1000)).toBe(true);
    expect(focused()).toBe('Paris');
    // 800 ms later: still "pr" (MUI's 500 ms would have started over on "r": Rennes).
    press(list, 'r', 1800);
    expect(focused()).toBe('Profil');
    press(list, 'i', 2500);
    expect(focused()).toBe('Prix');
    // More than 1 s later: a new search.
    press(list, 'r', 3600);
    expect(focused()).toBe('Rennes');
  });

  it('one letter repeated cycles through its items; modifier keys and other keys are left to MUI', () => {
    const list = menu('Alpha', 'Beta', 'Avril');
    press(list, 'a', 10);
    expect(focused()).toBe('Alpha');
    press(list, 'a', 20);
    expect(focused()).toBe('Avril');
    expect(press(list, 'ArrowDown', 30)).toBe(false);
  });
});

describe('the theme (spec §9)', () => {
  it('opens tooltips after 150 ms and gives every menu list the 1 s type-ahead', () => {
    const theme = createTheme(brand);
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 150, enterNextDelay: 150 });
    expect(theme.components?.MuiMenuList?.defaultProps?.onKeyDownCapture).toBe(typeAheadCapture);
  });
});
