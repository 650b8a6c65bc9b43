import { describe, expect, it } from 'vitest';
import { countOf, formatHours, initialsOf, shortId } from './format.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word, in capitals', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  mary-jane van der berg ')).toBe('MB');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Zoë Martínez')).toBe('ZM');
    expect(initialsOf('')).toBe('');
  });
});

describe('shortId', () => {
  it('shows the first 8 characters', () => {
    expect(shortId('3f9a2c1e-7b4d-4e5f-9a8b-1c2d3e4f5a6b')).toBe('3f9a2c1e');
  });
});

describe('formatHours', () => {
  it('writes hours with one decimal', () => {
    expect(formatHours(4.45)).toBe('4.5');
    expect(formatHours(6)).toBe('6.0');
    expect(formatHours(0)).toBe('0.0');
  });
});

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(0, 'person', 'people')).toBe('0 people');
    expect(countOf(3, 'day', 'days')).toBe('3 days');
  });
});
