// The end of both consultation forms: the submit button, the notice of a request taken but not
// completed (spec/site.md §4 isNotComplete), and the full-screen loader while it is sent.
import { Button } from '@lawfirm/ui';

import { SubmitLoader } from './submit-loader';

export const SUBMIT_LABEL = '상담 신청하기';

export function FormFooter({ notice, submitting }: { notice: string; submitting: boolean }) {
  return (
    <>
      <Button type="submit" size="lg" fullWidth className="lf-consult-form__submit">
        {SUBMIT_LABEL}
      </Button>
      <p className="lf-consult-form__notice" role="status">
        {notice}
      </p>
      <SubmitLoader active={submitting} />
    </>
  );
}
