// A Korean road-name address as schema.org's PostalAddress: `서울특별시 서초구 법조타운로 27, …`
// is region (시·도), locality (시·군·구) and the rest, the street address.
import type { JsonLd } from './schema-org';

/** 서울특별시, 경기도, 강원특별자치도, 세종특별자치시, 부산광역시 … */
const REGION = /^\S+(?:특별시|광역시|특별자치시|특별자치도|도)$/;
/** 서초구, 춘천시, 양평군 … */
const LOCALITY = /^\S+(?:시|군|구)$/;

export function postalAddress(address: string): JsonLd {
  const words = address.trim().split(/\s+/).filter(Boolean);
  const region = words[0] && REGION.test(words[0]) ? words.shift() : undefined;
  const locality = words[0] && LOCALITY.test(words[0]) ? words.shift() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: words.join(' '),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'KR',
  };
}
