import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  clearFamilyConfirmation,
  familyMap,
  getFamilyConfirmation,
  isFamilyDocWellFormed,
  setFamilyConfirmation,
} from './family-doc.ts';

const MONDAY = '2026-11-16';

describe('family documents', () => {
  it('keep the first confirmation time when the answer changes', () => {
    const doc = new Y.Doc();
    const first = setFamilyConfirmation(
      doc,
      { weekStart: MONDAY, status: 'confirmed', details: {} },
      new Date('2026-11-14T10:00:00Z'),
    );
    const changed = setFamilyConfirmation(
      doc,
      {
        weekStart: MONDAY,
        status: 'extra_day_request',
        details: { requestExtraDay: '2026-11-19' },
      },
      new Date('2026-11-15T10:00:00Z'),
    );
    expect(changed.confirmedAt).toBe(first.confirmedAt);
    expect(getFamilyConfirmation(doc, MONDAY)?.status).toBe('extra_day_request');
    clearFamilyConfirmation(doc);
    expect(getFamilyConfirmation(doc, MONDAY)).toBeNull();
  });

  it('write nothing for the same answer given again, whatever order its details came in', () => {
    const doc = new Y.Doc();
    const answer = {
      weekStart: MONDAY,
      status: 'not_coming' as const,
      details: { absentDays: ['2026-11-18'], reason: 'Visiting grandparents' },
    };
    const first = setFamilyConfirmation(doc, answer, new Date('2026-11-14T10:00:00Z'));
    let updates = 0;
    doc.on('update', () => updates++);
    const again = setFamilyConfirmation(
      doc,
      { ...answer, details: { reason: 'Visiting grandparents', absentDays: ['2026-11-18'] } },
      new Date('2026-11-15T10:00:00Z'),
    );
    expect(updates).toBe(0);
    expect(again).toEqual(first);
    setFamilyConfirmation(doc, { ...answer, details: { absentDays: ['2026-11-18'] } }, new Date());
    expect(updates).toBe(1);
  });

  it('ignore a confirmation of another week', () => {
    const doc = new Y.Doc();
    setFamilyConfirmation(
      doc,
      { weekStart: '2026-11-23', status: 'confirmed', details: {} },
      new Date(),
    );
    expect(getFamilyConfirmation(doc, MONDAY)).toBeNull();
  });

  it('are well formed only with what the portal writes', () => {
    const good = new Y.Doc();
    setFamilyConfirmation(
      good,
      { weekStart: MONDAY, status: 'confirmed', details: {} },
      new Date(),
    );
    expect(isFamilyDocWellFormed(good, MONDAY)).toBe(true);
    expect(isFamilyDocWellFormed(new Y.Doc(), MONDAY)).toBe(true);

    const otherWeek = new Y.Doc();
    setFamilyConfirmation(
      otherWeek,
      { weekStart: '2026-11-23', status: 'confirmed', details: {} },
      new Date(),
    );
    expect(isFamilyDocWellFormed(otherWeek, MONDAY)).toBe(false);

    const extraKey = new Y.Doc();
    familyMap(extraKey).set('balance', 0);
    expect(isFamilyDocWellFormed(extraKey, MONDAY)).toBe(false);

    const extraRoot = new Y.Doc();
    extraRoot.getMap('attendance').set('x', true);
    expect(isFamilyDocWellFormed(extraRoot, MONDAY)).toBe(false);
  });

  it('are not well formed with list content under any root, or a root of another type', () => {
    const listUnderFamily = new Y.Doc();
    listUnderFamily.getArray('family').push(['x'.repeat(100)]);
    const server = new Y.Doc();
    Y.applyUpdate(server, Y.encodeStateAsUpdate(listUnderFamily));
    expect(isFamilyDocWellFormed(server, MONDAY)).toBe(false);

    const textRoot = new Y.Doc();
    textRoot.getText('meta').insert(0, 'hello');
    expect(isFamilyDocWellFormed(textRoot, MONDAY)).toBe(false);

    const xmlRoot = new Y.Doc();
    xmlRoot.getXmlFragment('family').insert(0, [new Y.XmlText('hi')]);
    expect(isFamilyDocWellFormed(xmlRoot, MONDAY)).toBe(false);

    const nestedType = new Y.Doc();
    familyMap(nestedType).set('confirmation', new Y.Map());
    expect(isFamilyDocWellFormed(nestedType, MONDAY)).toBe(false);
  });

  it('are not well formed with keys the details do not know', () => {
    const extraDetail = new Y.Doc();
    const now = new Date().toISOString();
    familyMap(extraDetail).set('confirmation', {
      weekStart: MONDAY,
      status: 'confirmed',
      details: { reason: 'fine', padding: 'x'.repeat(1000) },
      confirmedAt: now,
      updatedAt: now,
    });
    expect(isFamilyDocWellFormed(extraDetail, MONDAY)).toBe(false);
  });
});
