import { HOTEL_CHECK_IN, reminderText } from './booking-reminders.js';
import type { ReminderDue } from './booking-reminders.repository.js';

const due = (over: Partial<ReminderDue>): ReminderDue => ({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'SL-7K3Q9D',
  serviceType: 'hotel',
  serviceName: 'Radisson Blu Mammy Yoko',
  startDate: new Date('2026-12-20T00:00:00Z'),
  customerPhone: '+23276123456',
  metadata: {},
  locale: 'en',
  tourFirstDay: null,
  tourLocation: null,
  eventStart: null,
  ...over,
});

describe('the reminder of the day before', () => {
  it('gives a stay its check-in time', () => {
    expect(HOTEL_CHECK_IN).toBe('14:00');
    expect(reminderText(due({}))).toBe(
      'Salone: Radisson Blu Mammy Yoko tomorrow, check-in from 14:00. Booking SL-7K3Q9D.',
    );
    expect(reminderText(due({ locale: 'fr' }))).toBe(
      'Salone : Radisson Blu Mammy Yoko demain, arrivée à partir de 14:00. Réservation SL-7K3Q9D.',
    );
  });

  it("gives a tour its pickup time and place, from the first day's plan", () => {
    const tour = due({
      serviceType: 'tour',
      serviceName: 'Banana Islands Day Trip',
      tourFirstDay: ['Breakfast at the lodge', '7:15 pickup at Kent jetty.', '08:00 boat'],
      tourLocation: 'Kent',
      locale: 'kri',
    });
    expect(reminderText(tour)).toBe(
      'Salone: Banana Islands Day Trip na tumara. Pikɔp 07:15, Kent jetty. Bukin SL-7K3Q9D.',
    );
    // Without a pickup in the plan: where the tour is.
    expect(reminderText({ ...tour, tourFirstDay: ['Walk'], locale: 'en' })).toBe(
      'Salone: Banana Islands Day Trip tomorrow, Kent. Booking SL-7K3Q9D.',
    );
  });

  it('gives an event its start, and cars and viewings their time', () => {
    expect(
      reminderText(
        due({
          serviceType: 'event',
          serviceName: 'Freetown Music Festival',
          eventStart: new Date('2026-12-20T19:30:00Z'),
        }),
      ),
    ).toBe('Salone: Freetown Music Festival starts tomorrow at 19:30. Booking SL-7K3Q9D.');
    expect(
      reminderText(
        due({
          serviceType: 'car',
          serviceName: 'Toyota Land Cruiser',
          metadata: { pickupTime: '09:30' },
        }),
      ),
    ).toBe('Salone: Toyota Land Cruiser tomorrow, 09:30. Booking SL-7K3Q9D.');
    expect(
      reminderText(
        due({
          serviceType: 'real_estate',
          serviceName: 'Hill Station villa',
          metadata: { viewingTime: '14:30' },
        }),
      ),
    ).toBe('Salone: Hill Station villa tomorrow, 14:30. Booking SL-7K3Q9D.');
  });
});
