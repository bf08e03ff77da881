import { describe, expect, it } from 'vitest';
import { pairWithPool, personKeys } from './same-person.ts';

describe('one person across applications and the pool', () => {
  it('normalises the keys: ID number, e-mail in lower case, a phone national or international alike', () => {
    expect(
      personKeys({ idNumber: '12345678-2', email: ' Rina@Example.com ', phone: '+972 52-765-1111' }),
    ).toEqual(['id_number:123456782', 'email:rina@example.com', 'phone:0527651111']);
    expect(personKeys({ phone: '052-7651111' })).toEqual(['phone:0527651111']);
    // A few digits are no phone that could tell people apart; nothing is no key.
    expect(personKeys({ phone: '1234' }, { email: null, idNumber: '' })).toEqual([]);
  });

  it('pairs an applicant with one pool person by the strongest shared key, never two pool people together', () => {
    const rina = { name: 'rina', keys: ['phone:0527651111', 'email:rina@x'] };
    const noKeys = { name: 'nothing', keys: [] as string[] };
    const dana = { name: 'dana', keys: ['email:dana@x'] };
    // Two pool people a user said are not the same person, sharing Rina's phone; one has her e-mail.
    const poolPhone = { name: 'pool-phone', keys: ['phone:0527651111'] };
    const poolEmail = { name: 'pool-email', keys: ['phone:0527651111', 'email:rina@x'] };
    const stranger = { name: 'stranger', keys: ['email:s@x'] };
    const pairs = pairWithPool([rina, noKeys, dana], [poolPhone, poolEmail, stranger], {
      applicant: (a) => a.keys,
      pool: (p) => p.keys,
    });
    expect([...pairs].map(([a, p]) => [a.name, p.name])).toEqual([['rina', 'pool-email']]);
    // Each pool person goes to one applicant only.
    const twice = pairWithPool([rina, { name: 'rina-2', keys: ['email:rina@x'] }], [poolEmail], {
      applicant: (a) => a.keys,
      pool: (p) => p.keys,
    });
    expect([...twice.keys()].map((a) => a.name)).toEqual(['rina']);
  });
});
