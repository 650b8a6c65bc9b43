/**
 * @module
 * A local HTTP server that answers the Stripe API calls Cubby makes (customers, payment intents
 * for the desk, the portal and off-session for autopay, reading one back, SetupIntents, payment
 * methods), the way Stripe does:
 * form-encoded requests, JSON answers, Stripe's error shape, and idempotency keys that return the
 * first answer again, errors included. The `stripe` library is pointed at it with
 * `STRIPE_API_URL`, since Stripe's own servers cannot be reached from tests.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { declineMessage, TEST_CARDS, type TestCard } from './fake-stripe-cards.ts';

/** One request the server received. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A SetupIntent as the stand-in keeps it. */
export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  customer: string | null;
  usage: string;
  payment_method: string | null;
  metadata: Record<string, string>;
}

/** The running stand-in. */
export interface FakeStripe {
  url: string;
  calls: StripeCall[];
  /** The PaymentIntents made so far, oldest first: what a repeated request must not add to. */
  paymentIntentIds(): string[];
  /** The next request is answered with this Stripe error instead. */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  /**
   * What Stripe.js does on the phone when the parent enters a card: attaches a new payment
   * method made from Stripe's test card `testCard` (e.g. `pm_card_visa`) to the SetupIntent's
   * customer, and marks the SetupIntent succeeded. Answers the SetupIntent, as the webhook's
   * `setup_intent.succeeded` event carries it.
   */
  completeSetupIntent(setupIntentId: string, testCard?: string): FakeSetupIntent;
  /**
   * What Stripe does when the parent's card is confirmed on the phone: the PaymentIntent succeeds
   * with its whole amount received. Answers the intent as the webhook's
   * `payment_intent.succeeded` event carries it, metadata included.
   */
  succeedPaymentIntent(paymentIntentId: string): Record<string, unknown>;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

/** Starts the stand-in on a free loopback port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const byKey = new Map<string, Answer>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentIntents = new Map<string, Record<string, unknown> & { amount: number }>();
  const paymentMethods = new Map<string, TestCard & { customer: string | null }>();
  let nextFailure: Answer | null = null;
  let sequence = 0;

  const paymentMethodJson = (id: string): Record<string, unknown> | null => {
    const card = paymentMethods.get(id) ?? TEST_CARDS[id];
    if (!card) return null;
    const { brand, last4, exp_month, exp_year } = card;
    const customer = 'customer' in card ? card.customer : null;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand, last4, exp_month, exp_year },
      customer,
    };
  };

  const answer = (call: StripeCall): Answer => {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }
    sequence += 1;
    const { method, path, form } = call;
    if (method === 'POST' && path === '/v1/customers') {
      return ok({ id: `cus_test${sequence}`, object: 'customer', name: form.name ?? null });
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      return paymentIntent(`pi_test${sequence}`, form);
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = `seti_test${sequence}`;
      const intent: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_test`,
        status: 'requires_payment_method',
        customer: form.customer ?? null,
        usage: form.usage ?? 'off_session',
        payment_method: null,
        metadata: metadataOf(form),
      };
      setupIntents.set(id, intent);
      return ok(intent);
    }
    const setupIntent = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupIntent?.[1]) {
      const found = setupIntents.get(setupIntent[1]);
      return found ? ok(found) : missing('setup_intent', setupIntent[1]);
    }
    const paymentIntentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentIntentPath?.[1]) {
      const found = paymentIntents.get(paymentIntentPath[1]);
      return found ? ok(structuredClone(found)) : missing('payment_intent', paymentIntentPath[1]);
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMethod?.[1]) {
      const found = paymentMethodJson(paymentMethod[1]);
      return found ? ok(found) : missing('payment_method', paymentMethod[1]);
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  };

  // A desk payment waits for the card (`requires_payment_method`); an off-session one confirmed
  // at once succeeds, or is declined with a 402 card error naming the intent, as Stripe does.
  const paymentIntent = (id: string, form: Record<string, string>): Answer => {
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer ?? null,
      client_secret: `${id}_secret_test`,
      status: 'requires_payment_method',
      payment_method: form.payment_method ?? null,
      description: form.description ?? null,
      metadata: metadataOf(form),
    };
    // A copy: the answer saved under its idempotency key stays as it was first given.
    paymentIntents.set(id, { ...intent });
    if (form.confirm !== 'true') return ok(intent);
    const pm = form.payment_method ?? '';
    const card = paymentMethods.get(pm) ?? TEST_CARDS[pm];
    if (!card) return missing('payment_method', pm);
    if (!card.declineCode) return ok({ ...intent, status: 'succeeded' });
    const message = declineMessage(card.declineCode);
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: card.declineCode,
          message,
          payment_intent: {
            ...intent,
            last_payment_error: { type: 'card_error', code: 'card_declined', message },
          },
          payment_method: paymentMethodJson(pm),
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
    // Stripe saves every answer but a 5xx under its key, a card decline included.
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
    paymentIntentIds: () => [...paymentIntents.keys()],
    failNext(status, error) {
      nextFailure = { status, body: { error } };
    },
    completeSetupIntent(setupIntentId, testCard = 'pm_card_visa') {
      const intent = setupIntents.get(setupIntentId);
      const card = TEST_CARDS[testCard];
      if (!intent) throw new Error(`No SetupIntent ${setupIntentId}`);
      if (!card) throw new Error(`No test card ${testCard}`);
      sequence += 1;
      const id = `pm_test${sequence}`;
      paymentMethods.set(id, { ...card, customer: intent.customer });
      intent.status = 'succeeded';
      intent.payment_method = id;
      return { ...intent, metadata: { ...intent.metadata } };
    },
    succeedPaymentIntent(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`No PaymentIntent ${paymentIntentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return structuredClone(intent);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function ok(body: unknown): Answer {
  return { status: 200, body };
}

function missing(kind: string, id: string): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: kind === 'payment_method' ? 'payment_method' : 'intent',
        message: `No such ${kind}: '${id}'`,
      },
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
