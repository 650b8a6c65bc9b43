import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('keeps the digits and a leading plus, dropping what people write between them', () => {
    expect(telHref('+1 (555) 010-0142')).toBe('tel:+15550100142');
    expect(telHref('555.0100')).toBe('tel:5550100');
  });
});
