import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigateWhileHere } from './use-navigate-while-here';

let leave: (() => void) | undefined;

function Welcome() {
  const navigate = useNavigateWhileHere();
  useEffect(() => {
    leave = () => navigate('/landing', { replace: true });
  }, [navigate]);
  return <Link to="/profile">Profile</Link>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Welcome />} />
        <Route path="/landing" element={<p>Landing</p>} />
        <Route path="/profile" element={<Link to="/">Home</Link>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('a page’s own move', () => {
  afterEach(() => {
    cleanup();
    leave = undefined;
  });

  it('goes while the browser is still at the page', async () => {
    renderAt('/');
    await act(async () => leave?.());
    expect(window.location.pathname).toBe('/landing');
    expect(await screen.findByText('Landing')).toBeTruthy();
  });

  it('does not overtake a tap that moved the URL on before the page was drawn away', async () => {
    renderAt('/');
    // The tap's entry is in the history, and the router has not drawn it yet (its transition is pending).
    window.history.pushState({ usr: null, key: 'tapped', idx: 1 }, '', '/profile');
    await act(async () => leave?.());
    expect(window.location.pathname).toBe('/profile');
  });

  it('goes from a page reached by the router’s own navigation', async () => {
    renderAt('/profile');
    await act(async () => screen.getByRole('link', { name: 'Home' }).click());
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    await act(async () => leave?.());
    expect(window.location.pathname).toBe('/landing');
  });
});
