import { describe, expect, it } from 'vitest';
import { uniqueBusinesses } from './unique-businesses';

const branch = (street: string, streetNumber: string, postcode: string) => ({ street, streetNumber, postcode });
const entry = (id: string, name: string, ...branches: ReturnType<typeof branch>[]) => ({ id, name, branches });

describe('uniqueBusinesses', () => {
  it('keeps the first of entries with the same name and branch addresses (a copied site), in order', () => {
    const original = entry('a', 'Optik Muster GmbH', branch('Marktgasse', '12', '8400'), branch('Bahnhofplatz', '1', '8400'));
    const copy = entry('b', 'Optik  Muster GmbH', branch('Bahnhofplatz', '1', '8400'), branch('marktgasse', '12', '8400'));
    const other = entry('c', 'Brillen Egger AG', branch('Bankstrasse', '12', '8610'));
    expect(uniqueBusinesses([original, other, copy]).map((business) => business.id)).toEqual(['a', 'c']);
  });

  it('keeps businesses of the same name at other addresses apart', () => {
    const winterthur = entry('a', 'Optik Muster', branch('Marktgasse', '12', '8400'));
    const chur = entry('b', 'Optik Muster', branch('Poststrasse', '3', '7000'));
    const moreBranches = entry('c', 'Optik Muster', branch('Marktgasse', '12', '8400'), branch('Poststrasse', '3', '7000'));
    expect(uniqueBusinesses([winterthur, chur, moreBranches])).toHaveLength(3);
  });
});
