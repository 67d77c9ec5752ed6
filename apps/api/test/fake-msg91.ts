import Fastify from 'fastify';

export const msg91AuthKey = 'msg91-auth-key-0123456789';
export const msg91Templates = {
  signInCode: 'dlt-1107160000000000001',
  codConfirmation: 'dlt-1107160000000000002',
};

/** One request as MSG91 received it. */
export interface Msg91Request {
  api: 'otp' | 'flow';
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for MSG91, written from its public docs: SendOTP (POST /api/v5/otp with
 * template_id, mobile (country code first) and otp in the query) and Flow (POST /api/v5/flow with
 * a JSON template_id and recipients, each a `mobiles` and the template's variables). Both take the
 * `authkey` header and answer `{ type: "success", ... }` or `{ type: "error", message }`.
 */
export async function startFakeMsg91() {
  const requests: Msg91Request[] = [];
  const server = Fastify();
  const refuse = (message: string) => ({ type: 'error', message });

  server.post('/api/v5/otp', async (request, reply) => {
    if (request.headers.authkey !== msg91AuthKey)
      return reply.status(401).send(refuse('AuthenticationFailure'));
    const query = request.query as Record<string, string>;
    if (!query.template_id) return reply.status(400).send(refuse('Template ID missing'));
    if (!/^91[6-9]\d{9}$/.test(query.mobile ?? ''))
      return reply.status(400).send(refuse('Mobile no. not found'));
    requests.push({ api: 'otp', query, body: (request.body ?? {}) as Record<string, unknown> });
    return { type: 'success', request_id: `otp-${requests.length}` };
  });

  server.post('/api/v5/flow', async (request, reply) => {
    if (request.headers.authkey !== msg91AuthKey)
      return reply.status(401).send(refuse('AuthenticationFailure'));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const recipients = body.recipients as { mobiles?: string }[] | undefined;
    if (!body.template_id) return reply.status(400).send(refuse('Template ID missing'));
    if (!recipients?.length || recipients.some((r) => !/^91[6-9]\d{9}$/.test(r.mobiles ?? ''))) {
      return reply.status(400).send(refuse('Mobile no. not found'));
    }
    requests.push({ api: 'flow', query: {}, body });
    return { type: 'success', message: `flow-${requests.length}` };
  });

  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url, requests, close: () => server.close() };
}

/** The environment of a shop whose texts go through the fake. */
export const msg91Env = (url: string) => ({
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: msg91AuthKey,
  MSG91_BASE_URL: url,
  MSG91_TEMPLATE_SIGN_IN_CODE: msg91Templates.signInCode,
  MSG91_TEMPLATE_COD_CONFIRMATION: msg91Templates.codConfirmation,
});
