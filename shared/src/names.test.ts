import { describe, expect, it } from 'vitest';
import { foldUsername, isSameName, usernameFor } from './names.ts';

describe('usernameFor', () => {
  it.each([
    ['Ada Lovelace', 'ada.lovelace'],
    ['Zoë Saldaña-Pérez', 'zoe.saldanaperez'],
    ["Siobhán O'Brien", 'siobhan.obrien'],
    ['Liam O’Connor', 'liam.oconnor'],
    ['Mary-Jane Watson', 'maryjane.watson'],
    ['Mary-Jane Van der Berg', 'maryjane.vanderberg'],
    ['Ludwig van Beethoven', 'ludwig.vanbeethoven'],
    ['Juan de la Cruz', 'juan.delacruz'],
    ['Van Morrison', 'van.morrison'],
    ['Chloé Lefèvre', 'chloe.lefevre'],
    ['  Grace   Brewster Murray   Hopper ', 'grace.hopper'],
    ['Søren Kierkegaard', 'soren.kierkegaard'],
    ['Łucja Großmann', 'lucja.grossmann'],
    ['Ada - Lovelace', 'ada.lovelace'],
    ['Cher', 'cher'],
    ['R2 D2', 'r2.d2'],
    ['李小龍', 'family'],
    ['!!! ???', 'family'],
  ])('%j → %j', (name, username) => {
    expect(usernameFor(name)).toBe(username);
  });
});

describe('isSameName', () => {
  it('matches a name however it is cased, accented or spaced', () => {
    expect(isSameName('Zoë Martínez', '  zoe   MARTINEZ ')).toBe(true);
    expect(isSameName("Liam O'Connor", 'Liam O’Connor')).toBe(true);
    expect(isSameName('Łucja Großmann', 'lucja grossmann')).toBe(true);
  });

  it('tells different names apart, and never matches a name with nothing to compare', () => {
    expect(isSameName('Olivia Bennett', 'Leo Bennett')).toBe(false);
    expect(isSameName('Ada Lovelace', 'Ada King Lovelace')).toBe(false);
    expect(isSameName('!!!', '???')).toBe(false);
  });
});

describe('foldUsername', () => {
  it('reads a typed username as logins are spelled: case, accents and spaces aside', () => {
    expect(foldUsername(' Chloé.Lefèvre ')).toBe('chloe.lefevre');
    expect(foldUsername('OLIVIA.BENNETT')).toBe('olivia.bennett');
    expect(foldUsername('łucja.großmann')).toBe('lucja.grossmann');
    expect(foldUsername('ada.lovelace2')).toBe('ada.lovelace2');
  });
});
