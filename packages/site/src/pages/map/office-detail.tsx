import type { Office } from '@lawfirm/api-client/site';
import { useState } from 'react';

import { telHref } from '../../lib/tel-href';
import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import { PUBLIC_TRANSPORT_NOTE } from './map-constants';
import { MapImageDialog } from './map-image-dialog';
import { mapServiceUrl, officeShareUrl, videoDirectionsUrl, worktimeLines } from './map-selection';
import { addressMapLinks, officeMapAlt, stationDescription } from './office-directions';
import { shareOffice } from './share-office';

export interface OfficeDetailProps {
  office: Office;
}

/**
 * spec/site.md §2 Office map, "A selected office shows": its title, homepage, address, hours
 * (one line per pipe), phone, parking and a public-transport note, the map image (enlarged in
 * a dialog), sharing, the map-service link and, for five offices, video directions. The map
 * is drawn from the office's directions, which also give the nearest stations in words; under
 * it, the address opens in 네이버 지도 or 카카오맵.
 */
export function OfficeDetail({ office }: OfficeDetailProps) {
  const settings = useSiteSettings();
  const [enlarged, setEnlarged] = useState(false);
  const [message, setMessage] = useState('');
  const image = staticUrl(settings, office.img);
  const alt = officeMapAlt(office);
  const video = videoDirectionsUrl(office);
  const titleId = `site-office-${office.key}-title`;
  const stations = office.directions?.stations ?? [];

  const share = async () => {
    setMessage('');
    const origin = window.location.origin;
    const result = await shareOffice({
      title: office.title,
      url: officeShareUrl(origin, office.key),
    });
    if (result) setMessage(result);
  };

  return (
    <article className="site-office" aria-labelledby={titleId} data-office={office.key}>
      <header className="site-office__head">
        <p className="site-office__sub">{office.sub_title}</p>
        <h2 id={titleId} className="site-office__title">
          {office.title}
        </h2>
        {office.domain ? (
          <p className="site-office__home">
            <a href={office.domain} target="_blank" rel="noopener noreferrer">
              {office.title} 홈페이지<span className="lf-visually-hidden"> (새 창)</span>
            </a>
          </p>
        ) : null}
      </header>
      <figure className="site-office__map">
        <button
          type="button"
          className="site-office__map-button"
          onClick={() => setEnlarged(true)}
          aria-haspopup="dialog"
        >
          <img src={image} alt={alt} width={640} height={420} />
          <span className="site-office__enlarge">약도 크게 보기</span>
        </button>
        <ul className="site-office__map-links" aria-label="지도 서비스에서 주소 보기">
          {addressMapLinks(office.address).map((link) => (
            <li key={link.service}>
              <a
                className="lf-button"
                data-variant="secondary"
                data-map-service={link.service}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="site-office__map-mark" aria-hidden="true">
                  {link.service === 'naver' ? 'N' : 'K'}
                </span>
                {link.label}
                <span className="lf-visually-hidden"> (새 창)</span>
              </a>
            </li>
          ))}
        </ul>
      </figure>
      <div className="site-office__info">
        <dl className="site-office__facts">
          <div>
            <dt>주소</dt>
            <dd>{office.address}</dd>
          </div>
          <div>
            <dt>운영 시간</dt>
            <dd>
              {worktimeLines(office.worktime).map((line) => (
                <span key={line} className="site-office__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>대표 전화</dt>
            <dd>
              <a href={telHref(office.tel)}>{office.tel}</a>
            </dd>
          </div>
          {stations.length > 0 ? (
            <div>
              <dt>대중교통</dt>
              <dd>
                {stations.map((station) => (
                  <span key={station.name} className="site-office__line">
                    {stationDescription(station)}
                  </span>
                ))}
                <span className="site-office__line site-office__note">
                  {office.directions?.route}
                </span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>주차 안내</dt>
            <dd>
              {office.parking_info_arr.map((line) => (
                <span key={line} className="site-office__line">
                  {line}
                </span>
              ))}
              <span className="site-office__line site-office__note">{PUBLIC_TRANSPORT_NOTE}</span>
            </dd>
          </div>
        </dl>
        <ul className="site-inline-list">
          <li>
            <a
              className="lf-button"
              data-variant="secondary"
              href={mapServiceUrl(office.place_id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              지도 앱에서 보기<span className="lf-visually-hidden"> (새 창)</span>
            </a>
          </li>
          {video ? (
            <li>
              <a
                className="lf-button"
                data-variant="secondary"
                href={video}
                target="_blank"
                rel="noopener noreferrer"
              >
                영상으로 오시는 길 보기<span className="lf-visually-hidden"> (새 창)</span>
              </a>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="lf-button"
              data-variant="primary"
              onClick={() => void share()}
            >
              공유하기
            </button>
          </li>
        </ul>
        <p className="site-office__message" role="status">
          {message}
        </p>
      </div>
      <MapImageDialog
        open={enlarged}
        onClose={() => setEnlarged(false)}
        title={office.title}
        src={image}
        alt={alt}
      />
    </article>
  );
}
