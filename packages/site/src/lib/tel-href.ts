/** A `tel:` link for a number as shown (`1800-7905` -> `tel:18007905`): digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
