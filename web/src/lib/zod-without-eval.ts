/**
 * @module
 * Imported first by main.tsx, so it runs before any module that builds a schema: zod probes
 * whether it may generate code when an object schema is built, not when it first parses, and
 * the page's CSP refuses that probe (decision 015).
 */
import { validateWithoutEval } from '@cubby/shared/zod-config';

validateWithoutEval();
