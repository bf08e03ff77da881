import ICAL from 'ical.js';

/** An invitation's calendar as a calendar program reads it: parsed by ical.js, not by the writer. */
export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string | null;
  summary: string;
  location: string | null;
  attendees: string[];
}

export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    summary: event.summary,
    location: event.location ?? null,
    attendees: vevent
      .getAllProperties('attendee')
      .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
  };
}
