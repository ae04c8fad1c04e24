// The accessibility parts of the theme and the top bar's page heading (issue 9 §7); the whole
// screens are checked with axe in tests/e2e/accessibility.spec.ts.
import { Checkbox } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from '../../../src/layout/PageHeading';
import { brand } from '../../../src/layout/theme';

afterEach(cleanup);

describe('checkboxes named by aria-label (react-admin row checkboxes)', () => {
  it('carry the name on their input, not on the wrapping span', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(brand)}>
        <Checkbox aria-label="Sélectionner cette ligne" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Sélectionner cette ligne' }).tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' }).tagName).toBe('INPUT');
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});

describe('the page title in the top bar', () => {
  const Frame = ({ ownHeading }: { ownHeading: boolean }) => (
    <>
      <PageHeading />
      <div id="main-content">{ownHeading ? <h1>Bonjour</h1> : <p>Liste</p>}</div>
    </>
  );

  it('is the level-one heading of a page without one, and no heading beside a page that has one', async () => {
    const { rerender } = render(<Frame ownHeading={false} />);
    const title = document.getElementById('react-admin-title')!;
    expect(title.getAttribute('role')).toBe('heading');
    expect(title.getAttribute('aria-level')).toBe('1');
    rerender(<Frame ownHeading />);
    await act(async () => undefined); // the observer's microtask
    expect(title.hasAttribute('role')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    rerender(<Frame ownHeading={false} />);
    await act(async () => undefined);
    expect(title.getAttribute('aria-level')).toBe('1');
  });
});
