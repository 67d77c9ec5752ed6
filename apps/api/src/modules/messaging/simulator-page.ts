import { escapeHtml, plainPage } from '../../lib/plain-page';
import type { SimulatedMessage } from './simulator';

const styles = `
  body { margin: 0; background: #f5f5f4; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color: #1c1917; }
  main { width: min(92vw, 480px); margin: 32px auto; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; text-transform: uppercase;
    background: #fef3c7; color: #92400e; border-radius: 999px; padding: 4px 12px; }
  h1 { font-size: 20px; margin: 16px 0; }
  article { background: #fff; border-radius: 16px; padding: 16px; margin: 12px 0; box-shadow: 0 6px 20px rgb(0 0 0 / 0.06); }
  .muted { color: #78716c; font-size: 13px; margin: 0 0 8px; }
  p { white-space: pre-wrap; overflow-wrap: anywhere; }
  form { display: inline-block; margin: 4px 8px 0 0; }
  button { font: inherit; min-height: 44px; border-radius: 10px; padding: 8px 14px; background: #1c1917; color: #fff;
    font-weight: 600; border: 0; cursor: pointer; }
`;

/** The simulated phone of one number: what the shop sent it, newest first, with its buttons (no scripts). */
export function simulatorPage(mobile: string, messages: SimulatedMessage[]): string {
  const items = messages
    .map((message) => {
      const buttons = message.buttonPayloads
        .map(
          (payload) =>
            `<form method="post" action="/api/messaging/simulator/${mobile}/reply"><input type="hidden" name="payload" value="${escapeHtml(payload)}"><button type="submit">${escapeHtml(payload.split(':')[0] ?? payload)}</button></form>`,
        )
        .join('');
      return `<article><p class="muted">${message.channel} · ${escapeHtml(message.name)} · ${message.at.toISOString()}</p><p>${escapeHtml(message.text)}</p>${buttons}</article>`;
    })
    .join('');
  return plainPage(
    'Message simulator',
    `<span class="badge">Test phone</span><h1>Messages to ${mobile}</h1>${items || '<p class="muted">Nothing sent to this number yet.</p>'}`,
    styles,
  );
}
