import type { ShipmentEvent } from '@vastra/contract/shipping';
import { shipmentStatuses } from '@vastra/contract/statuses';
import { escapeHtml, plainPage } from '../../lib/plain-page';

const styles = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f5f4;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; }
  main { width: min(92vw, 420px); background: #fff; border-radius: 16px; padding: 28px;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; text-transform: uppercase;
    background: #fef3c7; color: #92400e; border-radius: 999px; padding: 4px 12px; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .muted { color: #78716c; font-size: 14px; margin: 0; }
  form { display: grid; gap: 10px; margin: 20px 0; }
  select, input, button { font: inherit; border-radius: 10px; padding: 10px; border: 1px solid #a8a29e; }
  button { background: #1c1917; color: #fff; font-weight: 600; cursor: pointer; border-color: #1c1917; }
  ol { padding-left: 20px; font-size: 14px; }
`;

/** The simulated courier's page: the parcel's events and a form that pushes the next one (no scripts). */
export function shippingSimulatorPage(parcel: {
  awb: string;
  status: string;
  events: ShipmentEvent[];
}): string {
  const awb = escapeHtml(parcel.awb);
  const options = shipmentStatuses
    .filter((status) => status !== 'BOOKED')
    .map((status) => `<option value="${status}">${status}</option>`)
    .join('');
  const events = parcel.events
    .map(
      (event) =>
        `<li>${escapeHtml(event.status)}: ${escapeHtml(event.description)}${event.location ? ` (${escapeHtml(event.location)})` : ''} <span class="muted">${escapeHtml(event.at)}</span></li>`,
    )
    .join('');
  return page(
    'Shipping simulator',
    `<span class="badge">Test courier</span>
      <h1>AWB ${awb}</h1>
      <p class="muted">Now: ${escapeHtml(parcel.status)}. No courier carries this parcel.</p>
      <form method="post" action="/api/shipping/simulator/${awb}">
        <label>Event <select name="status">${options}</select></label>
        <label>Location <input name="location" maxlength="200" placeholder="Bengaluru hub"></label>
        <button type="submit">Push event</button>
      </form>
      <ol>${events}</ol>`,
  );
}

export function parcelNotFoundPage(): string {
  return page(
    'Parcel not found',
    '<h1>Parcel not found</h1><p class="muted">Check the AWB and try again.</p>',
  );
}

const page = (title: string, content: string) => plainPage(title, content, styles);
