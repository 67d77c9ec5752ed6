import { describe, expect, it } from 'vitest';
import { customerListPath } from './customer-api';
import {
  countOf,
  lastOrderWord,
  mobileWord,
  newestOf,
  parcelWord,
  returnedToOriginTone,
} from './customer-words';

describe('the customers screen’s words', () => {
  it('asks the server for a page of customers, with the words only when some are typed', () => {
    expect(customerListPath('  meera iyer ', 2)).toBe('/admin/customers?page=2&limit=20&q=meera+iyer');
    expect(customerListPath('   ', 1)).toBe('/admin/customers?page=1&limit=20');
  });

  it('marks one parcel returned to origin amber and two or more red', () => {
    expect([0, 1, 2, 7].map(returnedToOriginTone)).toEqual(['neutral', 'amber', 'red', 'red']);
  });

  it('says when a customer’s page lists only the newest of their orders', () => {
    expect(newestOf(50, 120, 'orders')).toBe('Newest 50 of 120 orders');
    expect(newestOf(3, 3, 'orders')).toBeNull();
  });

  it('writes an Indian mobile with +91 and any other number as it came', () => {
    expect(mobileWord('9845011111')).toBe('+91 98450 11111');
    expect(mobileWord('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('flags a parcel that came back, is coming back or failed, and says nothing of the others', () => {
    expect(parcelWord('RTO_DELIVERED')).toEqual({ word: 'Returned to origin', tone: 'red' });
    expect(parcelWord('RTO_INITIATED')).toEqual({ word: 'Returning to origin', tone: 'amber' });
    expect(parcelWord('UNDELIVERED')).toEqual({ word: 'Delivery failed', tone: 'amber' });
    expect(parcelWord('IN_TRANSIT')).toBeNull();
    expect(parcelWord(null)).toBeNull();
  });

  it('counts in the singular for one and says when someone never ordered', () => {
    expect(countOf(1, 'parcel', 'parcels')).toBe('1 parcel');
    expect(countOf(0, 'parcel', 'parcels')).toBe('0 parcels');
    expect(lastOrderWord(null)).toBe('No orders yet');
  });
});
