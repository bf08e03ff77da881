import { describe, expect, it } from 'vitest';
import { findPhoneNumber, findPhoneNumbers } from './phone-number.ts';

describe('phone numbers', () => {
  it('normalises Israeli mobile numbers in their usual spellings', () => {
    for (const written of [
      '052-1234567',
      '052 123 4567',
      '0521234567',
      '+972-52-123-4567',
      '+972 (0)52 1234567',
      '00972521234567',
    ]) {
      expect(findPhoneNumber(`טלפון: ${written}`), written).toEqual({
        e164: '+972521234567',
        national: '052-1234567',
      });
    }
  });

  it('joins a number a narrow column cut after its prefix', () => {
    expect(findPhoneNumber('igor.petrov@gmail.com | 054-\n7702318\nBat Yam')?.e164).toBe('+972547702318');
    expect(findPhoneNumber('טלפון: 052-\n331-8740')?.e164).toBe('+972523318740');
  });

  it('reads landlines and VoIP numbers', () => {
    expect(findPhoneNumber('Tel: (03) 612-3456')).toEqual({ e164: '+97236123456', national: '03-6123456' });
    expect(findPhoneNumber('077-5551234')).toEqual({ e164: '+972775551234', national: '077-5551234' });
  });

  it('takes the mobile number when a landline is written first', () => {
    expect(findPhoneNumber("טל' בית: 04-8123456, נייד: 054-1234567")?.e164).toBe('+972541234567');
    expect(findPhoneNumber('Tel: 04-8123456')?.e164).toBe('+97248123456');
  });

  it('keeps international numbers in E.164', () => {
    expect(findPhoneNumber('+1 (555) 123-4567')).toEqual({ e164: '+15551234567', national: '+15551234567' });
  });

  it('never reads a year range, a date or an ID number as a phone', () => {
    expect(findPhoneNumbers('2019-2023 מפתחת ב-Wix, 2015 – 2019 Intel')).toEqual([]);
    expect(findPhoneNumbers('Born 01.05.1990, ID 123456782, 03/2019 - 06/2021')).toEqual([]);
    expect(findPhoneNumbers('2016-2019 | 2019-2023 | 052-7654321')).toEqual([
      { e164: '+972527654321', national: '052-7654321' },
    ]);
  });

  it('reads Arabic-Indic digits and digit groups reversed by right-to-left extraction', () => {
    expect(findPhoneNumber('هاتف: ٠٥٠-٧٦٥-٤٣٢١')?.national).toBe('050-7654321');
    expect(findPhoneNumber('هاتف: 4321-765-050')?.national).toBe('050-7654321');
  });
});

describe('an ID number with a landline shape', () => {
  it('is not a phone when its label says it is an ID', () => {
    expect(findPhoneNumber('ת.ז. 034567891\n053-9917264')?.e164).toBe('+972539917264');
    expect(findPhoneNumber('ID: 034567891 | 053-9917264')?.e164).toBe('+972539917264');
    expect(findPhoneNumber('رقم الهوية 034567891، 053-9917264')?.e164).toBe('+972539917264');
    // Unlabelled, a landline is still a landline.
    expect(findPhoneNumber('טלפון: 03-4567891')?.e164).toBe('+97234567891');
  });
});
