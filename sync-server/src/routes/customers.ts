/**
 * @module
 * The customer list and its edits (spec section 7): GET, POST and DELETE /api/customers and
 * PUT /api/customers/{id}/schedule. The work is in `services/customers.ts`, which the demo seed
 * shares; these handlers parse, authorize and shape the answer.
 */

import type { CreatedCustomerResponse } from '@cubby/shared/schemas';
import {
  createCustomerPayloadSchema,
  customerIdParamSchema,
  updateScheduleSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toCustomerJson } from '../http/serialize.ts';
import { listCustomersByName } from '../queries/customers.ts';
import { createCustomer, deleteCustomer, updateSchedule } from '../services/customers.ts';

/** Customer routes, mounted under /api. */
export function customersRoutes(deps: RouteDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/customers', authorize(db, 'customers:read'), (c) => {
      return c.json(listCustomersByName(db).map(toCustomerJson));
    })
    .post('/customers', authorize(db, 'customers:write'), async (c) => {
      const payload = await readJson(c, createCustomerPayloadSchema);
      const { customer, login, firstPassword, welcomeCode } = await createCustomer(
        deps,
        payload,
        auditSourceOf(deps.db, c),
      );
      // The spec's response tells staff the generated login, to pass on to the family: the only
      // time its first password (and welcome code) is shown, since only hashes are kept. A
      // sibling shares the family's login, so none is answered.
      const created: CreatedCustomerResponse = toCustomerJson(customer);
      if (login) {
        created.login = {
          username: login.username,
          password: firstPassword,
          requiresPasswordChange: login.requiresPasswordChange,
          ...(welcomeCode ? { welcomeCode } : {}),
        };
      }
      return c.json(created, 201);
    })
    .delete('/customers/:id', authorize(db, 'customers:write'), (c) => {
      const { id } = readParams(c, customerIdParamSchema);
      deleteCustomer(deps, id, auditSourceOf(deps.db, c));
      return c.json({ ok: true });
    })
    .put('/customers/:id/schedule', authorize(db, 'customers:write'), async (c) => {
      const { id } = readParams(c, customerIdParamSchema);
      const days = await readJson(c, updateScheduleSchema);
      return c.json(toCustomerJson(updateSchedule(deps, id, days, auditSourceOf(deps.db, c))));
    });
}
