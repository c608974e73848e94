import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSettingFixture } from '../../testing/app-setting-fixture';
import { AppProvider } from '../provider';

const deviceAsking = (reduceMotion: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduceMotion && query === '(prefers-reduced-motion: reduce)', media: query }));

function DialogScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bilgi</Button>
      <Dialog open={open} aria-label="Bilgi">
        <Button onClick={() => setOpen(false)}>Kapat</Button>
      </Dialog>
    </>
  );
}

const renderDialogScreen = () =>
  render(
    <AppProvider setting={appSettingFixture}>
      <DialogScreen />
    </AppProvider>,
  );

/** A little longer than a timer of 0 ms, far shorter than MUI's 195 ms leave. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 30));

const pageStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

afterEach(() => vi.unstubAllGlobals());

describe('a device that asks for reduced motion (WCAG 2.3.3)', () => {
  it('closes a dialog at once and makes no ripple', async () => {
    deviceAsking(true);
    renderDialogScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Bilgi' }));
    expect(document.querySelector('.MuiTouchRipple-root')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await aMoment();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A skeleton's pulse or a spinner runs once, at once.
    expect(pageStyles()).toContain('animation-iteration-count:1!important');
  });

  it('keeps the animations for every other device', async () => {
    deviceAsking(false);
    renderDialogScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Bilgi' }));
    expect(document.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await aMoment();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull();
    expect(pageStyles()).not.toContain('animation-iteration-count:1!important');
  });
});
