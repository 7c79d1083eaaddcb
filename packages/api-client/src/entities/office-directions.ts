// How to reach an office (spec/site.md §2 Office map, "a map image"): the stations and stops
// near it, the landmarks around it and the streets between them, placed on a plan, from which
// the office's map is drawn and its text alternative written. Ours: the spec names no fields.
import { z } from 'zod';

/** A place on the office's plan: 0 to 100 across (west to east) and down (north to south). */
const planPoint = {
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
};

export const OFFICE_STATION_KINDS = ['subway', 'rail', 'bus'] as const;
export const OFFICE_LANDMARK_KINDS = [
  'court',
  'prosecution',
  'government',
  'park',
  'water',
  'shopping',
  'culture',
  'school',
  'hospital',
  'business',
] as const;

export const officeStationSchema = z.object({
  /** 교대역, or a bus stop's name (제주지방법원 정류장). */
  name: z.string().min(1),
  kind: z.enum(OFFICE_STATION_KINDS),
  /** The lines that stop there: "2·3호선", "간선 415·지선 431". */
  lines: z.string().min(1),
  /** The exit to take ("10번 출구"); a bus stop has none. */
  exit: z.string().min(1).nullable(),
  walk_minutes: z.number().int().min(1).max(60),
  /** The line's colour on the plan, as #rrggbb. */
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  ...planPoint,
});

export const officeLandmarkSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(OFFICE_LANDMARK_KINDS),
  ...planPoint,
});

export const officeRoadSchema = z.object({
  name: z.string().min(1),
  /** A road across the plan ('h', at y = at) or down it ('v', at x = at). */
  axis: z.enum(['h', 'v']),
  at: z.number().min(0).max(100),
  /** A main road is drawn wider, with its centre line. */
  major: z.boolean(),
});

export const officeDirectionsSchema = z.object({
  /** The nearest first. */
  stations: z.array(officeStationSchema).min(1),
  landmarks: z.array(officeLandmarkSchema),
  roads: z.array(officeRoadSchema),
  /** The office's building on the plan. */
  office: z.object(planPoint),
  /** The walk from the first station, in one or two sentences. */
  route: z.string().min(1),
});

export type OfficeStation = z.infer<typeof officeStationSchema>;
export type OfficeLandmark = z.infer<typeof officeLandmarkSchema>;
export type OfficeRoad = z.infer<typeof officeRoadSchema>;
export type OfficeDirections = z.infer<typeof officeDirectionsSchema>;
