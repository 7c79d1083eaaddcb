import {
  FORM_BINDING_KEYS,
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from '@lawfirm/api-client/chat-core';
import type { MessageForm } from '@lawfirm/api-client/chat-core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { PHONE_MAX_LENGTH } from '../constants';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { formatPhoneNumber } from './format';

export interface PersonalInfoFormProps {
  messageNumber: number;
  form: MessageForm;
  busy: boolean;
  /** spec §4 age check: nothing is entered before the 14-or-older agreement; the form says why. */
  locked?: boolean;
  onSave(messageNumber: number, name: string, phone: string): Promise<boolean>;
}

function valueOf(form: MessageForm, key: string): string {
  return form.inputs.find((input) => input.binding_key === key)?.value ?? '';
}

/**
 * spec §4 "Personal-info form: before submission it shows editable fields and a save button.
 * After submission it shows read-only values and an 'edit info' button that re-opens editing."
 * spec §5: name keeps Hangul only, 2 to 6; phone keeps digits only, 010 + 7 or 8, at most 11.
 */
export function PersonalInfoForm({
  messageNumber,
  form,
  busy,
  locked = false,
  onSave,
}: PersonalInfoFormProps) {
  const submitted = form.submitted_at !== null;
  const [editing, setEditing] = useState(!submitted);
  const [name, setName] = useState(() => valueOf(form, FORM_BINDING_KEYS.name));
  const [phone, setPhone] = useState(() => valueOf(form, FORM_BINDING_KEYS.cellPhoneNumber));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [wasSubmitted, setWasSubmitted] = useState(submitted);
  // 'Edit info' moves focus into the form it reopens, where the visitor will type.
  const focusNameOnEdit = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // The api's update (message.updated with submitted_at) closes editing and shows its values.
  if (submitted !== wasSubmitted) {
    setWasSubmitted(submitted);
    if (submitted) {
      setEditing(false);
      setName(valueOf(form, FORM_BINDING_KEYS.name));
      setPhone(valueOf(form, FORM_BINDING_KEYS.cellPhoneNumber));
    }
  }

  useEffect(() => {
    if (!editing || !focusNameOnEdit.current) return;
    focusNameOnEdit.current = false;
    nameRef.current?.focus();
  }, [editing]);

  const nameValid = isValidName(name);
  const phoneValid = isValidPhoneNumber(phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || busy || locked) return;
    if (!nameValid || !phoneValid) {
      setShowErrors(true);
      (nameValid ? phoneRef : nameRef).current?.focus();
      return;
    }
    setSaving(true);
    setFailed(false);
    const saved = await onSave(messageNumber, normalizeName(name), normalizePhoneNumber(phone));
    setSaving(false);
    if (saved) {
      setName(normalizeName(name));
      setEditing(false);
      setShowErrors(false);
    } else {
      setFailed(true);
    }
  };

  const lockedNote = locked && (
    <p id={`${id}-locked`} className="cv-locked-note">
      {TEXTS.ageLockedForm}
    </p>
  );

  if (!editing) {
    return (
      <div className="cv-form cv-form-done">
        <dl className="cv-form-values">
          <div>
            <dt>{TEXTS.formName}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{TEXTS.formPhone}</dt>
            <dd>{formatPhoneNumber(phone)}</dd>
          </div>
        </dl>
        {lockedNote}
        <button
          type="button"
          className="cv-button cv-button-quiet"
          disabled={locked}
          aria-describedby={locked ? `${id}-locked` : undefined}
          onClick={() => {
            focusNameOnEdit.current = true;
            setEditing(true);
          }}
        >
          {TEXTS.formEdit}
        </button>
      </div>
    );
  }

  const nameError = showErrors && !nameValid;
  const phoneError = showErrors && !phoneValid;
  return (
    <form
      className="cv-form"
      noValidate
      aria-describedby={locked ? `${id}-locked` : undefined}
      onSubmit={(event) => void submit(event)}
    >
      {lockedNote}
      <div className="cv-field">
        <label htmlFor={`${id}-name`}>{TEXTS.formName}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name={FORM_BINDING_KEYS.name}
          type="text"
          autoComplete="name"
          placeholder={TEXTS.formNamePlaceholder}
          value={name}
          disabled={locked}
          aria-invalid={nameError}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => setName(event.target.value)}
          // Korean is typed through an IME: lone jamo are kept while composing, and only
          // Hangul syllables are kept once the field is left (spec §5).
          onBlur={() => setName(normalizeName(name))}
        />
        <p id={`${id}-name-hint`} className="cv-field-hint" data-error={nameError}>
          {TEXTS.formNameHint}
        </p>
      </div>
      <div className="cv-field">
        <label htmlFor={`${id}-phone`}>{TEXTS.formPhone}</label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          name={FORM_BINDING_KEYS.cellPhoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={TEXTS.formPhonePlaceholder}
          value={phone}
          disabled={locked}
          aria-invalid={phoneError}
          aria-describedby={`${id}-phone-hint`}
          onChange={(event) =>
            setPhone(normalizePhoneNumber(event.target.value).slice(0, PHONE_MAX_LENGTH))
          }
        />
        <p id={`${id}-phone-hint`} className="cv-field-hint" data-error={phoneError}>
          {TEXTS.formPhoneHint}
        </p>
      </div>
      {failed && (
        <p className="cv-field-hint" data-error="true" role="alert">
          {TEXTS.formSaveFailed}
        </p>
      )}
      <button
        type="submit"
        className="cv-button cv-button-primary"
        disabled={saving || busy || locked}
      >
        {saving ? TEXTS.formSaving : TEXTS.formSave}
      </button>
    </form>
  );
}
