import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@vastra/contract/audit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogPage } from './AuditLogPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const asha = { id: 'a5ha0000-1111-4000-8000-000000000000', firstName: 'Asha', lastName: 'Rao' };
const neha = { id: 'ne4a0000-1111-4000-8000-000000000000', firstName: 'Neha', lastName: 'Iyer' };
const staffMember = (member: typeof asha, staffRole: string) => ({
  ...member,
  email: `${member.firstName.toLowerCase()}@example.in`,
  staffRole,
  invitationPending: false,
  createdAt: '2026-11-01T10:00:00Z',
});

const statusChange: AuditEntry = {
  id: 2,
  at: '2026-12-01T10:35:00Z',
  actor: { id: neha.id, name: 'Neha Iyer' },
  action: 'PUT /api/orders/:id/status',
  entity: 'order',
  entityId: 'abc12300-1111-4000-8000-000000000000',
  changes: { deliveryStatus: { from: 'PENDING', to: 'SHIPPED' } },
};
const newCoupon: AuditEntry = {
  id: 1,
  at: '2026-11-30T05:00:00Z',
  actor: { id: asha.id, name: 'Asha Rao' },
  action: 'POST /api/coupons',
  entity: 'coupon',
  entityId: 'c0de0000-1111-4000-8000-000000000000',
  changes: { code: { to: 'DIWALI10' }, password: { to: '(hidden)' } },
};

/** The server: the staff list, and the log, answering `entries` to every query; the log's URLs asked. */
function serve(entries: AuditEntry[]) {
  const asked: URLSearchParams[] = [];
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/admin/staff') {
      return json(200, { staff: [staffMember(asha, 'OWNER'), staffMember(neha, 'ORDERS')] });
    }
    const url = new URL(path, 'http://shop.test');
    asked.push(url.searchParams);
    return json(200, {
      entries,
      pagination: { page: 1, limit: 50, total: entries.length, totalPages: 1 },
    });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuditLogPage />
    </QueryClientProvider>,
  );
  return { lastAsked: () => Object.fromEntries(asked.at(-1) ?? []) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Audit Log screen', () => {
  it('lists each change newest first: when in India time, who, what, and the fields from and to', async () => {
    serve([statusChange, newCoupon]);
    const list = await screen.findByRole('list', { name: 'Changes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('1 Dec 2026, 4:05 pm');
    expect(first?.textContent).toContain('Neha Iyer');
    expect(first?.textContent).toContain('Changed order');
    const status = within(first as HTMLElement).getByText('Delivery status').nextElementSibling;
    expect(status?.textContent).toBe('PENDINGtoSHIPPED');
    expect(second?.textContent).toContain('Added coupon');
    expect(within(second as HTMLElement).getByText('Code').nextElementSibling?.textContent).toBe('DIWALI10');
    expect(within(second as HTMLElement).getByText('Password').nextElementSibling?.textContent).toBe(
      '(hidden)',
    );
    expect(screen.getByText('2 changes')).toBeTruthy();
  });

  it('asks the server for what the filters choose, from the first page', async () => {
    const { lastAsked } = serve([statusChange]);
    await screen.findByRole('list', { name: 'Changes' });
    expect(lastAsked()).toEqual({ page: '1', limit: '50' });

    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'delivery rules' } });
    await screen.findByRole('option', { name: 'Neha Iyer' });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: neha.id } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-03' } });
    await vi.waitFor(() =>
      expect(lastAsked()).toEqual({
        page: '1',
        limit: '50',
        entity: 'delivery rules',
        actor: neha.id,
        from: '2026-12-01',
        to: '2026-12-03',
      }),
    );
    expect((screen.getByLabelText('To') as HTMLInputElement).min).toBe('2026-12-01');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(lastAsked()).toEqual({ page: '1', limit: '50' }));
  });

  it('says when nothing matches the filters', async () => {
    serve([]);
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'coupon' } });
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
  });
});
