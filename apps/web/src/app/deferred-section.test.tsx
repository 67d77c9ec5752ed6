import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredSection } from './deferred-section';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

/** A section whose code arrives when the test says so, as a slow network would deliver it. */
function heldSection() {
  let deliver = () => {};
  const arrival = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  let asked = false;
  const section = deferredSection<{ label: string }>(async () => {
    asked = true;
    await arrival;
    return Counter;
  });
  return { ...section, deliver, wasAsked: () => asked };
}

describe('a deferred section', () => {
  it('keeps the markup the server drew until its code arrives, then comes alive without a mismatch', async () => {
    const server = deferredSection<{ label: string }>(async () => Counter);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Section label="Reviews" placeholder={<p>Loading</p>} />);
    document.body.append(container);
    expect(container.textContent).toBe('Reviews: 0');
    const browser = heldSection();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <browser.Section label="Reviews" placeholder={<p>Loading</p>} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(container.textContent).toBe('Reviews: 0');
    await waitFor(() => expect(browser.wasAsked()).toBe(true));

    await act(async () => browser.deliver());
    const button = await screen.findByRole('button', { name: 'Reviews: 0' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Reviews: 1'));
    expect(mismatches).toEqual([]);
    container.remove();
  });

  it('shows its placeholder in a page drawn in the browser until the code arrives', async () => {
    const browser = heldSection();
    // Awaited: a render that suspends inside a synchronous act would not commit.
    await act(async () => {
      render(<browser.Section label="Reviews" placeholder={<p>Loading</p>} />);
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await waitFor(() => expect(browser.wasAsked()).toBe(true));
    await act(async () => browser.deliver());
    expect(await screen.findByRole('button', { name: 'Reviews: 0' })).toBeTruthy();
  });
});
