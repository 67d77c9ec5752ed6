import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { StorePolicies } from '@vastra/contract/store-policies';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aStorePolicies } from '../../test/store-policies';
import { StorePolicyPage } from './StorePolicyPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPolicy(path: string, policies: StorePolicies) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(policies)),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/policies/:topic" element={<StorePolicyPage />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const text = () => document.body.textContent ?? '';

describe('the return policy page', () => {
  it('states the shop’s return window', async () => {
    renderPolicy('/policies/returns', aStorePolicies({ windowDays: 15 }));
    expect(
      await screen.findByText('You can ask to return or exchange an item within 15 days of delivery.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Return Policy');
  });

  it('says returns are not taken when the window is 0 days', async () => {
    renderPolicy('/policies/returns', aStorePolicies({ windowDays: 0 }));
    expect(await screen.findByText('We do not take returns or exchanges at the moment.')).toBeTruthy();
    expect(text()).not.toContain('within 0 days');
  });
});

describe('the shipping policy page', () => {
  it('gives the delivery times and the pincodes the shop does not serve', async () => {
    renderPolicy(
      '/policies/shipping',
      aStorePolicies({
        shipping: {
          blockedPrefixes: ['79', '18'],
          codBlockedPrefixes: ['40'],
          daysRestOfIndia: { from: 5, to: 9 },
        },
      }),
    );
    expect(await screen.findByText('Shipping is free on every order, across India.')).toBeTruthy();
    expect(text()).toContain('Rest of India5–9 days');
    expect(text()).toContain('Within Karnataka2–4 days');
    expect(text()).toContain('before 2 pm (India time)');
    expect(text()).toContain('except to pincodes starting with 79 or 18.');
    expect(text()).toContain('You can pay cash on delivery, except to pincodes starting with 40');
  });

  it('says cash on delivery is not offered when the shop has turned it off', async () => {
    renderPolicy('/policies/shipping', aStorePolicies({ shipping: { cashOnDelivery: false } }));
    expect(await screen.findByText(/Cash on delivery is not offered at the moment/)).toBeTruthy();
    expect(text()).toContain('We deliver to every pincode in India.');
  });
});

describe('the contact page', () => {
  it('names the grievance officer with the 48-hour and one-month promise', async () => {
    renderPolicy('/policies/contact', aStorePolicies());
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grievance@vastra.example' }).getAttribute('href')).toBe(
      'mailto:grievance@vastra.example',
    );
    expect(screen.getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
      'tel:+919845012345',
    );
    expect(text()).toContain('within 48 hours and resolve it within one month');
    expect(text()).toContain('12 MG Road, Bengaluru');
  });

  it('says the officer is yet to be named while the shop has not named one', async () => {
    renderPolicy('/policies/contact', aStorePolicies({ contact: { grievanceOfficer: null } }));
    expect(await screen.findByText(/Our grievance officer's details will be published here./)).toBeTruthy();
    expect(text()).not.toContain('48 hours');
  });
});

describe('an unknown policy', () => {
  it('is the not-found page', async () => {
    renderPolicy('/policies/refunds', aStorePolicies());
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
  });
});
