import { expect, test } from 'vitest';
import * as attendance from './attendance.ts';
import * as attendanceQuery from './attendance-query.ts';
import * as auth from './auth.ts';
import * as common from './common.ts';
import * as confirmation from './confirmation.ts';
import * as customer from './customer.ts';
import * as all from './index.ts';
import * as notes from './notes.ts';
import * as payment from './payment.ts';
import * as session from './session.ts';

test('the index re-exports every export of every schema module', () => {
  const modules = [
    attendance,
    attendanceQuery,
    auth,
    common,
    confirmation,
    customer,
    notes,
    payment,
    session,
  ];
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      expect(all, name).toHaveProperty(name, value);
    }
  }
});
