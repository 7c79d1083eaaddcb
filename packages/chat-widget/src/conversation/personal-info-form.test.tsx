import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PersonalInfoForm } from './personal-info-form';
import { personalInfoForm, seoulTime } from './test-fixtures';

afterEach(cleanup);

const fields = () => ({
  name: screen.getByRole<HTMLInputElement>('textbox', { name: '이름' }),
  phone: screen.getByRole<HTMLInputElement>('textbox', { name: '휴대폰 번호' }),
});

describe('PersonalInfoForm (spec §4, §5)', () => {
  it('before submission: editable fields; phone keeps digits only, at most 11', () => {
    render(
      <PersonalInfoForm
        messageNumber={7}
        form={personalInfoForm()}
        busy={false}
        onSave={vi.fn()}
      />,
    );
    const { name, phone } = fields();
    // No maxlength cuts a pasted or autofilled number before its hyphens go: the 11 digits are
    // kept by the field itself.
    expect(phone.maxLength === -1 || phone.maxLength >= '010-1234-5678'.length).toBe(true);
    fireEvent.change(phone, { target: { value: '010-1234-56789' } });
    expect(phone.value).toBe('01012345678');
    fireEvent.change(name, { target: { value: '홍길동abc1' } });
    fireEvent.blur(name);
    expect(name.value).toBe('홍길동');
  });

  it('does not save invalid values: marks them and says why', () => {
    const onSave = vi.fn();
    render(
      <PersonalInfoForm messageNumber={7} form={personalInfoForm()} busy={false} onSave={onSave} />,
    );
    const { name, phone } = fields();
    fireEvent.change(name, { target: { value: '홍' } });
    fireEvent.change(phone, { target: { value: '0111234567' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
  });

  it('saves valid values, then shows them read-only with 정보 수정, which reopens editing', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    render(
      <PersonalInfoForm messageNumber={7} form={personalInfoForm()} busy={false} onSave={onSave} />,
    );
    fireEvent.change(fields().name, { target: { value: '김민지' } });
    fireEvent.change(fields().phone, { target: { value: '01098765432' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave).toHaveBeenCalledWith(7, '김민지', '01098765432');
    await screen.findByRole('button', { name: '정보 수정' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('010-9876-5432')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '정보 수정' }));
    expect(fields().name.value).toBe('김민지');
    expect(document.activeElement).toBe(fields().name);
  });

  it('keeps editing and says so when saving fails', async () => {
    const onSave = vi.fn(() => Promise.resolve(false));
    render(
      <PersonalInfoForm
        messageNumber={7}
        form={personalInfoForm('김민지', '01098765432')}
        busy={false}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(fields().name.value).toBe('김민지');
  });

  it('after submission (submitted_at): read-only values, and the api update closes editing', async () => {
    const submitted = personalInfoForm('홍길동', '01012345678', seoulTime('10:14'));
    const { rerender } = render(
      <PersonalInfoForm messageNumber={7} form={submitted} busy={false} onSave={vi.fn()} />,
    );
    expect(screen.getByText('홍길동')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '정보 수정' }));
    expect(fields().phone.value).toBe('01012345678');

    const unsent = personalInfoForm();
    rerender(<PersonalInfoForm messageNumber={8} form={unsent} busy={false} onSave={vi.fn()} />);
    rerender(<PersonalInfoForm messageNumber={8} form={submitted} busy={false} onSave={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '정보 수정' })).toBeTruthy());
  });

  it('does not save while the conversation is busy', () => {
    const onSave = vi.fn();
    render(
      <PersonalInfoForm
        messageNumber={7}
        form={personalInfoForm('김민지', '01098765432')}
        busy
        onSave={onSave}
      />,
    );
    const save = screen.getByRole<HTMLButtonElement>('button', { name: '저장' });
    expect(save.disabled).toBe(true);
  });
});
