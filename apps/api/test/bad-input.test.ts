import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createTestApp } from './app';
import { authorisationMatrix, methodOf, type RouteRule, routeCollector } from './authorisation-matrix';
import {
  formValue,
  hostileBody,
  hostileFileOr,
  hostileSamples,
  hostileSegment,
  hostileSegments,
  hostileText,
  malformedPayloads,
} from './hostile-values';
import { type FilePart, type FormParts, pictureFile } from './multipart';
import {
  type Call,
  type Caller,
  createSecurityFixtures,
  phonePeCallbackAuth,
  phonePeEnv,
  sendCall,
} from './security-fixtures';
import { storeFingerprint } from './store-fingerprint';

// Seeded so that a failure reproduces (fast-check prints the seed and path); FC_SEED=<n> tries another.
const seed = Number(process.env.FC_SEED ?? 20_250_607);
fc.configureGlobal({ seed, numRuns: 30 });

const routes = routeCollector();
// No rate limits: every request here should reach the checks under test.
const unlimited = Object.fromEntries(
  ['LOGIN', 'REGISTER', 'OTP_REQUEST', 'OTP_RESET', 'COUPON', 'COUPON_IP'].map((name) => [
    `RATE_LIMIT_${name}`,
    '1000000',
  ]),
);
const { app } = await createTestApp(unlimited, () => {}, routes);
const fixtures = await createSecurityFixtures(app);
const registered = new Set(routes.keys());
const rules = authorisationMatrix.filter((rule) => registered.has(rule.route));
const jsonRules = rules.filter((rule) => rule.body === 'json');
const formRules = rules.filter((rule) => rule.body === 'multipart');

/** The caller a route serves (its owner, else the admin, else anyone): their calls reach the service. */
const servedCaller = (rule: RouteRule): Caller =>
  (['customer', 'admin', 'guest'] as const).find((caller) => rule.expect[caller] < 400) ?? 'customer';
/** Mostly the caller the route serves; sometimes one its guard turns away. */
const callersOf = (rule: RouteRule) =>
  fc.oneof(
    { arbitrary: fc.constant(servedCaller(rule)), weight: 3 },
    { arbitrary: fc.constantFrom<Caller>('guest', 'customer', 'admin'), weight: 1 },
  );
const validCall = (rule: RouteRule, caller: Caller = servedCaller(rule)): Call => ({
  method: methodOf(rule),
  ...rule.call(fixtures, caller),
});
const ruleOf = (route: string) => authorisationMatrix.find((rule) => rule.route === route) as RouteRule;
const authOf = (caller: Caller) => (caller === 'guest' ? {} : fixtures.users[caller].auth);

// PhonePe's callback is registered only when PhonePe takes the payments.
const phonePe = await createTestApp(phonePeEnv);

type Response = Awaited<ReturnType<App['inject']>>;
const lastFingerprints = new Map([
  [app, await storeFingerprint(app)],
  [phonePe.app, await storeFingerprint(phonePe.app)],
]);

/** Never a 5xx; a refusal answers `{ message, errors? }` and leaves every stored row as it was. */
async function expectGraceful(rule: RouteRule, label: string, res: Response, target: App = app) {
  const seen = `${label.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, seen).toBeLessThan(500);
  const fingerprint = await storeFingerprint(target);
  if (res.statusCode >= 400) {
    // The payment simulator answers its own pages, errors included, in HTML.
    if (!rule.route.includes('/payments/simulator/')) {
      expect(res.headers['content-type'], seen).toContain('application/json');
      const { message, errors, ...rest } = res.json();
      expect(typeof message, seen).toBe('string');
      expect(rest, seen).toEqual({});
      for (const sentence of Object.values(errors ?? {})) expect(typeof sentence, seen).toBe('string');
    }
    expect(fingerprint, `${seen}: refused, yet stored data changed`).toEqual(lastFingerprints.get(target));
  }
  lastFingerprints.set(target, fingerprint);
}

/** Sends a JSON body, exactly as given (JSON.stringify of undefined sends an empty body). */
function sendJson(rule: RouteRule, url: string, caller: Caller, body: unknown) {
  return app.inject({
    method: methodOf(rule) as 'POST',
    url,
    headers: { 'content-type': 'application/json', ...authOf(caller) },
    payload: JSON.stringify(body) ?? '',
  });
}

describe('hostile JSON bodies', () => {
  for (const rule of jsonRules) {
    const { url, json } = validCall(rule);
    const valid = json as Record<string, unknown>;

    it(`${rule.route}: random bodies never get a 5xx, and a refused one changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(callersOf(rule), hostileBody(valid), async (caller, body) => {
          const res = await sendJson(rule, url, caller, body);
          await expectGraceful(rule, `${caller} ${rule.route} ${JSON.stringify(body)}`, res);
        }),
      );
    });

    it(`${rule.route}: each field replaced by each hostile sample never gets a 5xx`, async () => {
      const caller = servedCaller(rule);
      for (const field of Object.keys(valid)) {
        for (const sample of hostileSamples) {
          const body = { ...valid, [field]: sample };
          const res = await sendJson(rule, url, caller, body);
          await expectGraceful(rule, `${caller} ${rule.route} ${field}=${JSON.stringify(sample)}`, res);
        }
      }
    });
  }
});

describe('hostile payment notices', () => {
  it('the simulator form: random url-encoded forms never get a 5xx', async () => {
    const rule = ruleOf('POST /api/payments/simulator/:merchantTransactionId');
    const { url } = validCall(rule);
    const fields = fc.dictionary(fc.constantFrom('outcome', 'merchantTransactionId', 'amount'), hostileText);
    await fc.assert(
      fc.asyncProperty(fields, async (values) => {
        const urlencoded = new URLSearchParams(values).toString();
        const res = await sendCall(app, fixtures, { method: 'POST', url, urlencoded }, 'guest');
        await expectGraceful(rule, `POST ${url} ${urlencoded}`, res);
      }),
    );
  });

  it("PhonePe's callback, rightly signed: random bodies never get a 5xx", async () => {
    const rule = ruleOf('POST /api/payments/phonepe/callback');
    const notice = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: randomUUID(), state: 'COMPLETED', amount: 129_900 },
    };
    const body = fc.oneof(
      hostileBody(notice),
      hostileBody(notice.payload).map((payload) => ({ ...notice, payload })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const res = await phonePe.app.inject({
          method: 'POST',
          url: '/api/payments/phonepe/callback',
          headers: { authorization: phonePeCallbackAuth, 'content-type': 'application/json' },
          payload: JSON.stringify(sent) ?? '',
        });
        await expectGraceful(rule, `PhonePe callback ${JSON.stringify(sent)}`, res, phonePe.app);
      }),
    );
  });
});

describe('malformed payloads and wrong content types', () => {
  for (const rule of rules.filter((r) => r.body === 'json' || r.body === 'urlencoded')) {
    it(`${rule.route} refuses each with a 4xx and a message`, async () => {
      const { url, json, urlencoded } = validCall(rule);
      const valid = (json ?? Object.fromEntries(new URLSearchParams(urlencoded))) as Record<string, unknown>;
      for (const { name, contentType, payload } of await malformedPayloads(valid)) {
        for (const caller of new Set<Caller>(['guest', servedCaller(rule)])) {
          const headers = { ...authOf(caller), ...(contentType ? { 'content-type': contentType } : {}) };
          const res = await app.inject({ method: methodOf(rule) as 'POST', url, headers, payload });
          await expectGraceful(rule, `${caller} ${rule.route} with ${name}`, res);
          expect(res.statusCode, `${caller} ${rule.route} with ${name}`).toBeGreaterThanOrEqual(400);
        }
      }
    });
  }

  for (const rule of formRules) {
    it(`${rule.route} answers a JSON body 415`, async () => {
      const { url, form = [] } = validCall(rule);
      const res = await sendJson(rule, url, 'admin', Object.fromEntries(form));
      await expectGraceful(rule, `admin ${rule.route} with JSON`, res);
      expect(res.statusCode).toBe(415);
    });
  }
});

const picture = await pictureFile('look.png', { width: 64, height: 48 });
const hostileFile = hostileFileOr(picture);
/** The file field of each admin form. */
const fileFieldOf = (route: string) =>
  route.includes('/categories') ? 'media' : route.includes('/products') ? 'images' : 'logo';
describe('hostile admin forms', () => {
  for (const rule of formRules) {
    const { url, form = [] } = validCall(rule);
    const withFields = (changes: [string, string][], file?: [string, FilePart]): FormParts => {
      const values = new Map([...(form as [string, string][]), ...changes]);
      return [...values, ...(file ? [file] : [])];
    };
    const send = async (parts: FormParts) => {
      const res = await sendCall(app, fixtures, { method: methodOf(rule), url, form: parts }, 'admin');
      const shown = parts.map(([name, value]) => [
        name,
        typeof value === 'string' ? value.slice(0, 80) : value.filename,
      ]);
      await expectGraceful(rule, `admin ${rule.route} ${JSON.stringify(shown)}`, res);
    };

    it(`${rule.route}: random forms never get a 5xx, and a refused one changes nothing`, async () => {
      const fields = fc.constantFrom(
        ...form.map(([name]) => name),
        'id',
        'deletedImageIds',
        'deletedUploadIds',
      );
      const file = fc.tuple(fc.constantFrom('images', 'media', 'logo'), hostileFile);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fields, formValue), { minLength: 1, maxLength: 2 }),
          fc.option(file, { nil: undefined }),
          async (changes, upload) => send(withFields(changes, upload)),
        ),
        { numRuns: 25 },
      );
    });

    it(`${rule.route}: each field replaced by each hostile sample, beside a real picture, never gets a 5xx`, async () => {
      const fileField = fileFieldOf(rule.route);
      for (const [field] of form) {
        for (const sample of hostileSamples) {
          const text = typeof sample === 'string' ? sample : JSON.stringify(sample);
          await send(withFields([[field, text]], [fileField, picture]));
        }
      }
    });
  }
});

describe('hostile path parameters and query strings', () => {
  for (const rule of rules.filter((r) => /[:*]/.test(r.route))) {
    const pattern = rule.route.slice(methodOf(rule).length + 1);
    const sendWith = async (caller: Caller, segment: string) => {
      const url = pattern.replace(/:\w+|\*/g, segment);
      const res = await sendCall(app, fixtures, { ...validCall(rule, caller), url }, caller);
      await expectGraceful(rule, `${caller} ${methodOf(rule)} ${url}`, res);
    };

    it(`${rule.route} never gets a 5xx for any id`, async () => {
      for (const segment of hostileSegments) await sendWith(servedCaller(rule), segment);
      await fc.assert(fc.asyncProperty(callersOf(rule), hostileSegment, sendWith), { numRuns: 15 });
    });
  }

  const queryKeys = ['page', 'limit', 'status', 'q', 'q[]', 'page[a]', 'x'];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileSegment), {
    minLength: 1,
    maxLength: 4,
  });
  for (const rule of rules.filter((r) => methodOf(r) === 'GET' && r.route.startsWith('GET /api/'))) {
    const sendWith = async (caller: Caller, pairs: [string, string][]) => {
      const path = validCall(rule, caller).url.split('?')[0];
      const url = `${path}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
      const res = await app.inject({ method: 'GET', url, headers: authOf(caller) });
      await expectGraceful(rule, `${caller} GET ${url}`, res);
    };

    // Routes that read a query (their matrix call sends one) get every sample in every parameter.
    const readsQuery = validCall(rule).url.includes('?');
    it(`${rule.route} never gets a 5xx for any query`, async () => {
      for (const key of readsQuery ? queryKeys.slice(0, 4) : []) {
        for (const value of hostileSegments) await sendWith(servedCaller(rule), [[key, value]]);
      }
      await fc.assert(fc.asyncProperty(callersOf(rule), query, sendWith), { numRuns: readsQuery ? 20 : 8 });
    });
  }
});

describe('hostile headers', () => {
  const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 400 });

  it('a forged, broken or foreign Authorization header is a 401, never a session', async () => {
    const me = ruleOf('GET /api/auth/me');
    const [, claims = ''] = fixtures.users.admin.token.split('.');
    const authorization = fc.oneof(
      printable,
      printable.map((text) => `Bearer ${text}`),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer eyJhbGciOiJub25lIn0.${claims}.`),
      fc.constant(`Bearer ${fixtures.users.admin.token}x`),
    );
    await fc.assert(
      fc.asyncProperty(authorization, async (header) => {
        const res = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: header },
        });
        await expectGraceful(me, `GET /api/auth/me with Authorization: ${header}`, res);
        expect(res.statusCode).toBe(401);
      }),
    );
  });

  it('POST /api/orders/place never gets a 5xx for any Idempotency-Key', async () => {
    const place = ruleOf('POST /api/orders/place');
    const { url, json } = validCall(place);
    await fc.assert(
      fc.asyncProperty(fc.oneof(printable, fc.constant('k'.repeat(5000))), async (key) => {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...fixtures.users.customer.auth, 'idempotency-key': key },
          payload: json as object,
        });
        await expectGraceful(place, `POST /api/orders/place with Idempotency-Key: ${key}`, res);
      }),
      { numRuns: 15 },
    );
  });
});
