import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Banner } from '@vastra/contract/banners';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannersPage } from './BannersPage';

function aBanner(title: string, facts: Partial<Banner> = {}): Banner {
  return {
    id: crypto.randomUUID(),
    title,
    subtitle: null,
    link: '/products/women',
    image: { url: '/uploads/banner.png', width: 1200, height: 500, srcset: [] },
    position: 0,
    active: true,
    startsAt: null,
    endsAt: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...facts,
  };
}

const past = '2020-01-01T12:00:00.000Z';
const future = '2099-01-01T12:00:00.000Z';
const banners = [
  aBanner('Festive Edit', { startsAt: past, endsAt: future }),
  aBanner('Winter Sale', { startsAt: future }),
  aBanner('Monsoon Sale', { endsAt: past }),
  aBanner('Kids Corner', { active: false }),
];

/** The forms the page sent, through a stand-in for the browser's XMLHttpRequest that answers 200. */
const sentForms: FormData[] = [];
class AnsweringRequest {
  upload: { onprogress?: unknown } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    sentForms.push(form);
    this.status = 200;
    this.responseText = JSON.stringify({ banner: banners[1] });
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  sentForms.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ banners }), { status: 200 })),
  );
  vi.stubGlobal('XMLHttpRequest', AnsweringRequest);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <BannersPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The list item of the banner titled `title`. */
async function itemOf(title: string) {
  const list = await screen.findByRole('list', { name: 'Banners' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(title));
  if (!item) throw new Error(`no banner ${title} in the list`);
  return within(item);
}

describe('the banners list', () => {
  it('says in words whether each banner is live, scheduled, ended or off, with its dates', async () => {
    renderPage();
    const live = await itemOf('Festive Edit');
    expect(live.getByText('Live')).toBeTruthy();
    expect(live.getByText(/ – /)).toBeTruthy();
    const scheduled = await itemOf('Winter Sale');
    expect(scheduled.getByText('Scheduled')).toBeTruthy();
    expect(scheduled.getByText(/^From 1 Jan 2099/)).toBeTruthy();
    const ended = await itemOf('Monsoon Sale');
    expect(ended.getByText('Ended')).toBeTruthy();
    expect(ended.getByText(/^Until 1 Jan 2020/)).toBeTruthy();
    expect((await itemOf('Kids Corner')).getByText('Off')).toBeTruthy();
  });
});

describe('the banner form', () => {
  it('refuses an end before the start beside Ends, then sends both as moments', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Winter Sale' }));
    const dialog = within(await screen.findByRole('dialog'));
    const starts = dialog.getByLabelText('Starts') as HTMLInputElement;
    const ends = dialog.getByLabelText('Ends') as HTMLInputElement;
    expect(new Date(starts.value).toISOString()).toBe(future);
    expect(ends.value).toBe('');

    fireEvent.change(starts, { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(ends, { target: { value: '2026-12-01T08:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('A banner must end after it starts.')).toBeTruthy();
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    expect(sentForms).toEqual([]);

    fireEvent.change(ends, { target: { value: '2026-12-08T21:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Banner saved.')).toBeTruthy();
    expect(sentForms[0]?.get('startsAt')).toBe(new Date('2026-12-01T09:00').toISOString());
    expect(sentForms[0]?.get('endsAt')).toBe(new Date('2026-12-08T21:00').toISOString());
  });

  it('sends a cleared start as blank, so the banner shows at once', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Winter Sale' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Banner saved.')).toBeTruthy();
    expect(sentForms[0]?.get('startsAt')).toBe('');
    expect(sentForms[0]?.get('endsAt')).toBe('');
  });
});
