import { useId, useState } from 'react';

import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';

/**
 * spec §4 Age check: "an agree bar is shown. The agree button is enabled only after the
 * checkbox '(required) I am 14 or older' is ticked."
 */
export function AgeGate({ busy, onAgree }: { busy: boolean; onAgree(): void }) {
  const [ticked, setTicked] = useState(false);
  const id = useId();
  return (
    <div className="cv-age" role="group" aria-label={TEXTS.ageBar}>
      <input
        id={id}
        type="checkbox"
        className="cv-age-check"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <label htmlFor={id} className="cv-age-label">
        {TEXTS.ageCheckbox}
      </label>
      <button
        type="button"
        className="cv-button cv-button-primary"
        disabled={!ticked || busy}
        onClick={onAgree}
      >
        {TEXTS.ageAgree}
      </button>
    </div>
  );
}

/** spec §4: "When CLOSED, the message 'The inquiry has ended' is shown and the composer is
 * replaced by a 'start a new inquiry' button." */
export function ClosedFooter({ busy, onStartNew }: { busy: boolean; onStartNew(): void }) {
  return (
    <div className="cv-closed">
      <p className="cv-closed-text">{TEXTS.closed}</p>
      <button
        type="button"
        className="cv-button cv-button-primary cv-button-wide"
        disabled={busy}
        onClick={onStartNew}
      >
        {TEXTS.startNewInquiry}
      </button>
    </div>
  );
}
