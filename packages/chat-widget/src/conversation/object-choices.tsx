import { OBJECT_LAYOUTS } from '@lawfirm/api-client/chat-core';
import type {
  ExposedObject,
  NavigationCode,
  ObjectExposeInfo,
} from '@lawfirm/api-client/chat-core';
import { useEffect, useId, useRef, useState } from 'react';

import { TILE_GROUP_PAGE_SIZE } from '../constants';

import { NAVIGATION_CODES } from '@lawfirm/api-client/chat-core';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';
import { navigationFor, tileToggle, tilesShown } from './object-navigation';
import { useApiUrl } from './api-url';

export interface ObjectChoicesProps {
  info: ObjectExposeInfo;
  busy: boolean;
  /**
   * Why no choice can be made now, said above them (tied by aria-describedby), the buttons
   * disabled: spec §4 age check (until the visitor agrees to being 14 or older), or spec §2
   * "chatting on another device" (the inquiry went to another device).
   */
  lockedNote?: string | undefined;
  onChoose(object: ExposedObject): void;
  onNavigate(code: NavigationCode): void;
}

/**
 * The workflow's choices (spec §4 Conversation rules, Object navigation): laid out left-fit,
 * full width or as tiles (WFL01400001..3), tiles in groups of 10 with 더보기/접기, and the
 * back/init control once the visitor is past the first step.
 */
export function ObjectChoices({
  info,
  busy,
  lockedNote,
  onChoose,
  onNavigate,
}: ObjectChoicesProps) {
  const apiUrl = useApiUrl();
  const lockedNoteId = useId();
  const [groupsOpen, setGroupsOpen] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  const locked = !!lockedNote;
  // A group opened by 더보기 comes into view from its first tile.
  useEffect(() => {
    if (groupsOpen > 1)
      listRef.current?.children[(groupsOpen - 1) * TILE_GROUP_PAGE_SIZE]?.scrollIntoView({
        block: 'start',
      });
  }, [groupsOpen]);
  const objects = [...info.object_list].sort((a, b) => a.sequence - b.sequence);
  const layout = info.object_group_ui_code ?? objects[0]?.object_ui_code ?? OBJECT_LAYOUTS.full;
  const tiles = layout === OBJECT_LAYOUTS.tiles;
  const shown = tiles ? objects.slice(0, tilesShown(objects.length, groupsOpen)) : objects;
  const toggle = tiles ? tileToggle(objects.length, groupsOpen) : null;
  const navigation = navigationFor(info.work_flow_progress_stack);

  return (
    <div
      className="cv-choices"
      role="group"
      aria-label={TEXTS.choices}
      aria-describedby={locked ? lockedNoteId : undefined}
      data-layout={layout}
    >
      {locked && (
        <p id={lockedNoteId} className="cv-locked-note">
          {lockedNote}
        </p>
      )}
      <ul className="cv-choice-list" ref={listRef}>
        {shown.map((object) => (
          <li key={object.object_number}>
            <button
              type="button"
              className="cv-choice"
              disabled={busy || locked}
              aria-disabled={locked || undefined}
              onClick={() => onChoose(object)}
            >
              {object.icon_image_url && (
                <img src={apiUrl(object.icon_image_url)} alt="" width="20" height="20" />
              )}
              <span>{object.object_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {(toggle || navigation) && (
        <div className="cv-choice-tools">
          {toggle && (
            <button
              type="button"
              className="cv-link-button"
              aria-expanded={toggle === 'fold'}
              onClick={() => setGroupsOpen(toggle === 'more' ? groupsOpen + 1 : 1)}
            >
              {toggle === 'more' ? TEXTS.more : TEXTS.fold}
            </button>
          )}
          {navigation && (
            <button
              type="button"
              className="cv-link-button cv-choice-nav"
              disabled={busy || locked}
              onClick={() => onNavigate(navigation)}
            >
              <Icon size={14} strokeWidth={2.4}>
                <path
                  d={
                    navigation === NAVIGATION_CODES.back
                      ? 'M15 6l-6 6 6 6'
                      : 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5'
                  }
                />
              </Icon>
              {navigation === NAVIGATION_CODES.back ? TEXTS.back : TEXTS.init}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
