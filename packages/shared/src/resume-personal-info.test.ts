import { describe, expect, it } from 'vitest';
import {
  extractEmail,
  extractFullName,
  extractLinkedIn,
  extractPersonalInfo,
  extractPhone,
} from './resume-personal-info.ts';

describe('extractFullName (spec section 5)', () => {
  it('is the first non-empty line', () => {
    expect(extractFullName('\n  \nדנה לוי\nמפתחת Full Stack')).toBe('דנה לוי');
  });

  it('skips a line with an at-sign', () => {
    expect(extractFullName('dana levi@example.com\nDana Levi')).toBe('Dana Levi');
  });

  it('skips a line with "http", "www" or "linkedin", in any case', () => {
    expect(extractFullName('Site http://dana.dev\nWWW dana dev\nLinkedIn Dana\nDana Levi')).toBe('Dana Levi');
  });

  it('skips a line of one word', () => {
    expect(extractFullName('קורות\nדנה לוי')).toBe('דנה לוי');
  });

  it('is empty when no line qualifies', () => {
    expect(extractFullName('Resume\ndana@example.com')).toBe('');
  });

  it('trims the line', () => {
    expect(extractFullName('   ليلى حداد   ')).toBe('ليلى حداد');
  });
});

describe('extractEmail', () => {
  it('does not take the "+" of a neighbouring phone into the address', () => {
    expect(extractEmail('972-58-4443322 +noam.friedman.dev@gmail.com')).toBe('noam.friedman.dev@gmail.com');
  });

  it('joins an address a narrow PDF column wrapped onto the next line', () => {
    expect(extractEmail('daniel.abramov.pharm@gmail.\ncom\nבאר שבע')).toBe('daniel.abramov.pharm@gmail.com');
    expect(extractEmail('maya.sasson.design@gmail.co\nm\n052-7710346')).toBe('maya.sasson.design@gmail.com');
    expect(extractEmail('dana@mail.\nco.il')).toBe('dana@mail.co.il');
    // A whole address followed by a word of its own stays as it is.
    expect(extractEmail('dana@walla.co.il\nhaifa')).toBe('dana@walla.co.il');
    expect(extractEmail('dana@gmail.com\nnet')).toBe('dana@gmail.com');
  });

  it('joins an address cut after a dash of its domain, with an icon drawn after the cut', () => {
    expect(extractEmail('053-4412987 📞\nliat.avrahami@mashkanta- ✉\nplus.co.il\nפתח תקווה')).toBe(
      'liat.avrahami@mashkanta-plus.co.il',
    );
    expect(extractEmail('dana@my-\nmail.com')).toBe('dana@my-mail.com');
    // A whole address with an icon after it is not joined to the next line's word.
    expect(extractEmail('dana@walla.co.il ✉\nhaifa')).toBe('dana@walla.co.il');
  });

  it('joins an address cut inside its domain, or whose dot a right-to-left column drew at the end of the next line', () => {
    expect(extractEmail('khaled.zoabi.driver@gm\nail.com\nالناصرة')).toBe('khaled.zoabi.driver@gmail.com');
    expect(extractEmail('052-3318740\nchen.biton@g\nmail.com\nאשדוד')).toBe('chen.biton@gmail.com');
    expect(extractEmail('michal.shapira@walla.co\nil.\nבת 29')).toBe('michal.shapira@walla.co.il');
    expect(extractEmail('sigal.ohana@walla\nco.il.\nבאר שבע')).toBe('sigal.ohana@walla.co.il');
    expect(extractEmail('daniel.abramov.pharm@\ngmail.com\nבאר שבע')).toBe('daniel.abramov.pharm@gmail.com');
    // A sentence ending on the next line is not the rest of a whole address.
    expect(extractEmail('dana@walla.co.il\nHaifa.')).toBe('dana@walla.co.il');
  });

  it('joins an address cut before its "@" or after a dot of its name', () => {
    expect(extractEmail('052-4417385\nhila.abramov.medical.secretary\n@gmail.com\nפתח תקווה')).toBe(
      'hila.abramov.medical.secretary@gmail.com',
    );
    expect(extractEmail('dana.levi.\nwork@gmail.com')).toBe('dana.levi.work@gmail.com');
    // A word on the line above a whole address is not part of it.
    expect(extractEmail('Contact\ndana@gmail.com')).toBe('dana@gmail.com');
  });

  it('finds an e-mail anywhere in the text', () => {
    expect(extractEmail('דנה | dana.levi+cv@mail.example.co.il | 052')).toBe(
      'dana.levi+cv@mail.example.co.il',
    );
  });

  it('is empty without one', () => {
    expect(extractEmail('no mail @ here')).toBe('');
  });
});

describe('extractPhone: 7+ digits, optional plus, spaces, dashes, parentheses, 9+ characters', () => {
  it.each([
    ['טלפון: 052-555-1234', '052-555-1234'],
    ['Phone: +972 52 555 1234', '+972 52 555 1234'],
    ['Tel (03) 555-1234 ext', '(03) 555-1234'],
    ['נייד 0525551234', '0525551234'],
    ['+1 (555) 123-4567 | mail', '+1 (555) 123-4567'],
  ])('finds the number in %j', (text, phone) => {
    expect(extractPhone(text)).toBe(phone);
  });

  it('needs 7 digits', () => {
    expect(extractPhone('code 12-34-56 (x)')).toBe('');
  });

  it('needs 9 characters in all', () => {
    expect(extractPhone('id 12345678')).toBe('');
    expect(extractPhone('id 123456789')).toBe('123456789');
  });

  it('does not take a year range for a phone', () => {
    expect(extractPhone('2019 - 2023 Wix\nphone 054-321-9876')).toBe('054-321-9876');
    expect(extractPhone('2012-2016')).toBe('');
  });

  it('stays on one line', () => {
    expect(extractPhone('050\n1234567')).toBe('');
  });
});

describe('extractLinkedIn', () => {
  it.each([
    ['linkedin.com/in/dana-levi', 'linkedin.com/in/dana-levi'],
    [
      'פרופיל: https://www.linkedin.com/in/dana-levi-123/ | 052',
      'https://www.linkedin.com/in/dana-levi-123/',
    ],
    ['See il.linkedin.com/in/dana.', 'il.linkedin.com/in/dana'],
  ])('finds the profile in %j', (text, url) => {
    expect(extractLinkedIn(text)).toBe(url);
  });

  it('ignores a mention of LinkedIn without a profile', () => {
    expect(extractLinkedIn('active on LinkedIn')).toBe('');
  });
});

describe('extractPersonalInfo', () => {
  it('reads all four details of a Hebrew resume', () => {
    const text = [
      'דנה לוי',
      'מפתחת Full Stack | dana.levi@example.com | 052-555-1234',
      'linkedin.com/in/dana-levi',
      '2019–2023 מפתחת ב-Wix',
    ].join('\n');
    expect(extractPersonalInfo(text)).toEqual({
      fullName: 'דנה לוי',
      email: 'dana.levi@example.com',
      phone: '052-555-1234',
      linkedIn: 'linkedin.com/in/dana-levi',
    });
  });
});
