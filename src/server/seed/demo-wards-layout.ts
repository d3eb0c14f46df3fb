/**
 * The demo hospital's wards: six, with 60 beds, after the Ethiopian Hospital Services
 * Transformation Guidelines (Ministry of Health, 2017), inpatient services chapter, for a
 * general hospital: medical, surgical, pediatric and maternity wards of four-bed rooms, an
 * intensive care unit, and private rooms; bed-day prices are billing's (BED-GEN 1,800, BED-PVT
 * 4,500, BED-ICU 15,000 ETB). Each ward gives medicines from its own Ward Stock.
 */

export interface PlannedRoom {
  room_number: string;
  room_type: string;
  beds: number;
  service: 'BED-GEN' | 'BED-PVT' | 'BED-ICU';
}

export interface PlannedWard {
  code: string;
  name: string;
  ward_type: string;
  /** The department's code (demo-tables.ts). */
  department: string;
  /** Its Ward Stock warehouse's code; MW-STOCK is the formulary's (formulary-warehouses.ts). */
  stock: { code: string; name: string; location: string };
  floor: number;
  phone_extension: string;
  bed_type: string;
  rooms: PlannedRoom[];
}

const general = (prefix: string, numbers: number[], beds = 4): PlannedRoom[] =>
  numbers.map((n) => ({
    room_number: `${prefix}-${n}`,
    room_type: 'General',
    beds,
    service: 'BED-GEN',
  }));

export const DEMO_WARDS: PlannedWard[] = [
  {
    code: 'MED',
    name: 'Medical Ward',
    ward_type: 'Medical',
    department: 'IM',
    stock: { code: 'MW-STOCK', name: 'Medical Ward Stock', location: 'Medical ward, second floor' },
    floor: 2,
    phone_extension: '221',
    bed_type: 'Standard',
    rooms: general('MED', [101, 102, 103, 104, 105]),
  },
  {
    code: 'SURG',
    name: 'Surgical Ward',
    ward_type: 'Surgical',
    department: 'SURG',
    stock: {
      code: 'SW-STOCK',
      name: 'Surgical Ward Stock',
      location: 'Surgical ward, second floor',
    },
    floor: 2,
    phone_extension: '222',
    bed_type: 'Standard',
    rooms: general('SURG', [201, 202, 203]),
  },
  {
    code: 'PED',
    name: 'Pediatric Ward',
    ward_type: 'Pediatric',
    department: 'PED',
    stock: {
      code: 'PW-STOCK',
      name: 'Pediatric Ward Stock',
      location: 'Pediatric ward, third floor',
    },
    floor: 3,
    phone_extension: '231',
    bed_type: 'Pediatric Cot',
    rooms: general('PED', [301, 302]),
  },
  {
    code: 'MAT',
    name: 'Maternity Ward',
    ward_type: 'Maternity',
    department: 'OBGYN',
    stock: {
      code: 'MAT-STOCK',
      name: 'Maternity Ward Stock',
      location: 'Maternity ward, third floor',
    },
    floor: 3,
    phone_extension: '232',
    bed_type: 'Maternity',
    rooms: general('MAT', [401, 402]),
  },
  {
    code: 'ICU',
    name: 'Intensive Care Unit',
    ward_type: 'Intensive Care',
    department: 'IM',
    stock: { code: 'ICU-STOCK', name: 'ICU Stock', location: 'Intensive care unit, first floor' },
    floor: 1,
    phone_extension: '111',
    bed_type: 'ICU',
    rooms: [{ room_number: 'ICU-1', room_type: 'Intensive Care', beds: 6, service: 'BED-ICU' }],
  },
  {
    code: 'PVT',
    name: 'Private Wing',
    ward_type: 'Private',
    department: 'IM',
    stock: {
      code: 'PVT-STOCK',
      name: 'Private Wing Stock',
      location: 'Private wing, fourth floor',
    },
    floor: 4,
    phone_extension: '241',
    bed_type: 'Standard',
    rooms: [501, 502, 503, 504, 505, 506].map((n) => ({
      room_number: `PVT-${n}`,
      room_type: 'Private',
      beds: 1,
      service: 'BED-PVT' as const,
    })),
  },
];

/** A bed's number: its room's and a letter (MED-101-A). */
export const bedNumber = (room: string, index: number) =>
  `${room}-${String.fromCharCode(65 + index)}`;
