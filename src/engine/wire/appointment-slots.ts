/**
 * `GET /api/appointments/slots?physician&date`: a physician's slots on one day for the booking
 * form, each free or taken. A taken slot says only that it is taken: whose it is stays with the
 * appointment records, which their readers open.
 */
export interface AppointmentSlot {
  /** HH:mm on the hospital's clock. */
  time: string;
  /** The slot's start as an appointment's `scheduled_at` takes it (ISO-8601 with the offset). */
  start: string;
  free: boolean;
}

export interface AppointmentSlots {
  physician: number;
  /** The day asked for, yyyy-MM-dd on the hospital's clock. */
  date: string;
  /**
   * "Dr. Hana Girma works Monday to Friday, 08:30 to 17:00, in 15-minute slots"; null when
   * the physician's record holds no working hours.
   */
  hours: string | null;
  /** Whether the day is one of the physician's working days (false: `slots` is empty). */
  working: boolean;
  slots: AppointmentSlot[];
}
