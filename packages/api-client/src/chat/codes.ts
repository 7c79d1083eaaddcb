// The zod schemas of the code tables (code-tables.ts): the api validates requests and answers
// with them; the values and their types live in code-tables.ts and are imported from there.
import { z } from 'zod';

import {
  AGE_CONSENT,
  FILE_KINDS,
  FORM_BINDING_KEYS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
  OBJECT_LAYOUTS,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from './code-tables';

type ValueOf<T> = T[keyof T];
const valuesOf = <T extends Record<string, string>>(table: T) =>
  z.enum(Object.values(table) as [ValueOf<T>, ...ValueOf<T>[]]);

export const senderTypeSchema = valuesOf(SENDER_TYPES);
export const templateTypeSchema = valuesOf(TEMPLATE_TYPES);
export const inquiryStateSchema = valuesOf(INQUIRY_STATES);
export const inquiryProgressSchema = valuesOf(INQUIRY_PROGRESS);
export const objectActionSchema = valuesOf(OBJECT_ACTIONS);
export const objectLayoutSchema = valuesOf(OBJECT_LAYOUTS);
export const navigationCodeSchema = valuesOf(NAVIGATION_CODES);
export const ageConsentSchema = valuesOf(AGE_CONSENT);
export const messageTypeSchema = valuesOf(MESSAGE_TYPES);
export const messageStatusSchema = valuesOf(MESSAGE_STATUSES);
export const bindingKeySchema = valuesOf(FORM_BINDING_KEYS);
export const fileKindSchema = valuesOf(FILE_KINDS);
