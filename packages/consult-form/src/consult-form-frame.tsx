// What every consultation form shows around its own fields: the form element with its name,
// the note on required markers, the two consents (spec/site.md §2), the submit button, the
// notice and the loader.
import type { FormEvent, ReactNode } from 'react';

import { ConsentFields } from './consent-fields';
import { FormFooter } from './form-footer';
import { REQUIRED_NOTE, formClassName } from './form-props';

interface ConsentState {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/** The frame's part of useConsultFormState's result. */
export interface ConsultFormFrameState {
  /** The full privacy policy, linked from the consent. */
  privacyTermsUrl: string;
  className: string | undefined;
  formProps: {
    'aria-busy': true | undefined;
    noValidate: boolean;
    onFocus: () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  notice: string;
  submitting: boolean;
  consents: { isCheck: ConsentState; isOver14: ConsentState };
}

export interface ConsultFormFrameProps {
  id: string;
  /** The form's accessible name. */
  label: string;
  /** What the form collects, named in the privacy consent. */
  collectedItems?: string;
  frame: ConsultFormFrameState;
  children: ReactNode;
}

export function ConsultFormFrame({
  id,
  label,
  collectedItems,
  frame: { privacyTermsUrl, className, formProps, notice, submitting, consents },
  children,
}: ConsultFormFrameProps) {
  return (
    <form className={formClassName(className)} aria-label={label} {...formProps}>
      <p className="lf-consult-form__note">{REQUIRED_NOTE}</p>
      {children}
      <ConsentFields
        id={id}
        collectedItems={collectedItems}
        isCheck={consents.isCheck.checked}
        isOver14={consents.isOver14.checked}
        onIsCheckChange={consents.isCheck.onChange}
        onIsOver14Change={consents.isOver14.onChange}
        privacyTermsUrl={privacyTermsUrl}
        errors={{ isCheck: consents.isCheck.error, isOver14: consents.isOver14.error }}
      />
      <FormFooter notice={notice} submitting={submitting} />
    </form>
  );
}
