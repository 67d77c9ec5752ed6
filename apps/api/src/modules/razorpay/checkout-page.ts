import { formatRupees, fromPaise } from '../../lib/money';
import { escapeHtml } from '../../lib/plain-page';

const styles = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f5f4;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; }
  main { box-sizing: border-box; width: min(92vw, 380px); background: #fff; border-radius: 16px; padding: 32px;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); text-align: center; }
  img { max-height: 48px; max-width: 160px; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .muted { color: #78716c; font-size: 14px; margin: 0; }
  .amount { font-size: 34px; font-weight: 700; margin: 24px 0; }
  button, a.button { display: block; width: 100%; box-sizing: border-box; font: inherit; font-weight: 600;
    border-radius: 10px; padding: 12px; cursor: pointer; border: 1px solid #1c1917; text-decoration: none;
    background: #1c1917; color: #fff; margin-top: 12px; }
  a.secondary { background: #fff; color: #1c1917; }
`;

/** What Razorpay Checkout is opened with (its documented options); written into the page as JSON. */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  image?: string;
  order_id: string;
  prefill: { name: string; email: string; contact?: string };
  callback_url: string;
  redirect: true;
  // One attempt per Razorpay order: a declined payment comes back to the shop, which fails it.
  retry: { enabled: false };
}

/**
 * The shop's page that opens Razorpay Checkout at once (and again from its Pay button, if the
 * shopper closed it): checkout.js from `checkoutUrl`, the options as JSON, and one inline script
 * allowed by `nonce`. Checkout posts its result to the callback URL.
 */
export function checkoutPage(input: {
  options: CheckoutOptions;
  checkoutUrl: string;
  nonce: string;
  statusUrl: string;
}): string {
  const { options } = input;
  // JSON inside a script element: '<' escaped so no text can close the element.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  const logo = options.image ? `<img src="${escapeHtml(options.image)}" alt="">` : '';
  const nonce = escapeHtml(input.nonce);
  return document(
    `Pay ${options.name}`,
    `${logo}
      <h1>${escapeHtml(options.name)}</h1>
      <p class="muted">${escapeHtml(options.description)}</p>
      <p class="amount">${escapeHtml(formatRupees(fromPaise(options.amount)))}</p>
      <button id="pay" type="button">Pay with Razorpay</button>
      <a class="button secondary" href="${escapeHtml(input.statusUrl)}">Back to the shop</a>
      <p class="muted" id="unavailable" hidden>Razorpay Checkout could not be loaded. Please try again.</p>
      <script type="application/json" id="razorpay-options">${json}</script>
      <script src="${escapeHtml(input.checkoutUrl)}"></script>
      <script nonce="${nonce}">
        (function () {
          var options = JSON.parse(document.getElementById('razorpay-options').textContent);
          function pay() {
            if (typeof window.Razorpay !== 'function') {
              document.getElementById('unavailable').hidden = false;
              return;
            }
            new window.Razorpay(options).open();
          }
          document.getElementById('pay').addEventListener('click', pay);
          pay();
        })();
      </script>`,
  );
}

/** A page with a heading, a sentence and a way back to the shop (no scripts). */
export function messagePage(title: string, sentence: string, link?: { href: string; label: string }): string {
  const back = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : '';
  return document(title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(sentence)}</p>${back}`);
}

/**
 * The page's Content-Security-Policy: the shop's own defaults, plus Razorpay's script, frames and
 * calls (and the stand-in's origin in tests), and the one inline script by its nonce.
 */
export function checkoutPolicy(checkoutUrl: string, nonce: string): string {
  const razorpay = ['https://*.razorpay.com', new URL(checkoutUrl).origin].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${razorpay}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${razorpay}`,
    `frame-src ${razorpay}`,
    `connect-src 'self' ${razorpay}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ].join('; ');
}

function document(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>${styles}</style>
</head>
<body><main>${content}</main></body>
</html>`;
}
