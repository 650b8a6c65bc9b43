/**
 * @module
 * GET /api/signatures/{id}: a signature drawn at the kiosk, as a PNG, for staff and the owner
 * (the sign-in sheet, a visit's details). Parents and kiosks may not read them: a kiosk only
 * ever sends one, and a parent's portal shows none (decision 028).
 */
import { signatureParamSchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { notFound } from '../http/errors.ts';
import { readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { findSignaturePng } from '../services/signatures.ts';

/** Signature images, mounted under /api. */
export function signaturesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/signatures/:signatureId',
    authorize(db, 'signatures:read'),
    (c) => {
      const { signatureId } = readParams(c, signatureParamSchema);
      const png = findSignaturePng(db, signatureId) ?? notFound('Signature not found');
      // A signature is a person's mark: no cache, shared or private, keeps a copy.
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'no-store',
      });
    },
  );
}
