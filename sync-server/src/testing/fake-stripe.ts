/**
 * @module
 * A local HTTP server that answers the few Stripe API calls Cubby makes (create a customer,
 * create a payment intent), the way Stripe does: form-encoded requests, JSON answers, Stripe's
 * error shape, and idempotency keys that return the first answer again. The `stripe` library is
 * pointed at it with `STRIPE_API_URL`, since Stripe's own servers cannot be reached from tests.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** The running stand-in. */
export interface FakeStripe {
  url: string;
  calls: StripeCall[];
  /** The next request is answered with this Stripe error instead. */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  let nextFailure: { status: number; body: unknown } | null = null;
  let sequence = 0;

  const answer = (call: StripeCall): { status: number; body: unknown } => {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }
    sequence += 1;
    if (call.method === 'POST' && call.path === '/v1/customers') {
      return {
        status: 200,
        body: { id: `cus_test${sequence}`, object: 'customer', name: call.form.name ?? null },
      };
    }
    if (call.method === 'POST' && call.path === '/v1/payment_intents') {
      const id = `pi_test${sequence}`;
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount: Number(call.form.amount),
          currency: call.form.currency,
          customer: call.form.customer ?? null,
          client_secret: `${id}_secret_test`,
          status: 'requires_payment_method',
          metadata: metadataOf(call.form),
        },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${call.method}: ${call.path})`,
        },
      },
    };
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const call: StripeCall = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://stripe.test').pathname,
      idempotencyKey: header(request, 'idempotency-key'),
      authorization: header(request, 'authorization'),
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    };
    calls.push(call);
    const key = call.idempotencyKey;
    const result = (key && byKey.get(key)) || answer(call);
    if (key && result.status < 500) byKey.set(key, result);
    response.writeHead(result.status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_test${calls.length}`,
      ...(key ? { 'Idempotency-Key': key } : {}),
    });
    response.end(JSON.stringify(result.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, error) {
      nextFailure = { status, body: { error } };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// `metadata[customerId]=…` form fields as the metadata object Stripe echoes back.
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}
