/**
 * @module
 * GET /api/days/{date} (DESIGN section 8): each child's day as its day record says it (decision
 * 069), the one answer the dashboard, the grid, the sign-in sheet and the ledger also give.
 */
import { z } from 'zod';
import { VISIT_SOURCES } from '../docs/visit-merge.ts';
import {
  customerIdSchema,
  idSchema,
  isoDateSchema,
  moneyStringSchema,
  timeOfDaySchema,
} from './common.ts';

/** The query of GET /api/days/{date}: the one child, or every child when left out. */
export const daysQuerySchema = z.strictObject({ customerId: customerIdSchema.optional() });

/** One visit of a day: its times on the facility's clock, who (contact ids) and where. */
export const dayVisitJsonSchema = z.object({
  arrival: timeOfDaySchema,
  departure: timeOfDaySchema.nullable(),
  droppedOffBy: idSchema.nullable(),
  collectedBy: idSchema.nullable(),
  source: z.enum(VISIT_SOURCES),
});

/** One child's day: `charge` a decimal string, null while the day is in progress. */
export const dayJsonSchema = z.object({
  customerId: customerIdSchema,
  present: z.boolean(),
  visits: z.array(dayVisitJsonSchema),
  early: z.boolean(),
  late: z.boolean(),
  charge: z.nullable(moneyStringSchema),
});

/** The answer of GET /api/days/{date}. */
export const daysResponseSchema = z.object({
  date: isoDateSchema,
  children: z.array(dayJsonSchema),
});

/** One child's day as GET /api/days answers it. */
export type DayJson = z.infer<typeof dayJsonSchema>;

/** The answer of GET /api/days/{date}. */
export type DaysResponse = z.infer<typeof daysResponseSchema>;
