// @vitest-environment jsdom
// The form in a DOM: its fields, the §5 checks in the spec's order, the phone formatter, the
// memo counter, keyboard use and axe. Call #12's outcomes are in consult-submit.test.tsx.
import './test-support/dom-setup';

import { CONSULT_VALIDATION_MESSAGES, PLAIN_TEXT_MESSAGE } from '@lawfirm/api-client';
import { FIELD_LIST_PATH } from '@lawfirm/api-client/site';
import { fail } from '@lawfirm/api-client/msw';
import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CASE_FIELD_FAILED, CASE_FIELD_PLACEHOLDER } from './case-field-select';
import { INVALID_EMAIL_MESSAGE, MEMO_COUNT_ANNOUNCE_DELAY_MS, MEMO_MAX_LENGTH } from './constants';
import { memoCountAnnouncement } from './memo-field';
import { consultingEndpoint, corporateFields } from './test-support/consult-network';
import { server } from './test-support/dom-setup';
import { field, fillRequired, renderForm, spyOnAlert } from './test-support/render-form';

/** The message tied to a control through aria-describedby, as a screen reader reads it. */
function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('ConsultForm fields (spec/site.md §2)', () => {
  it('labels every field and marks the required ones, seen and announced', async () => {
    renderForm();

    for (const control of [field.company(), field.manager(), field.contact()]) {
      expect(control.getAttribute('aria-required')).toBe('true');
      // The visible marker sits in the label, hidden from the accessible name.
      expect((control as HTMLInputElement).labels?.[0]?.textContent).toMatch(/\*$/);
    }
    expect(field.inquiryTypes().getAttribute('aria-required')).toBe('true');
    expect(field.consent().getAttribute('aria-required')).toBe('true');
    expect(field.over14().getAttribute('aria-required')).toBe('true');
    for (const optional of [
      field.address(),
      field.business(),
      field.size(),
      field.position(),
      field.email(),
      field.memo(),
      field.caseField(),
    ]) {
      expect(optional.getAttribute('aria-required')).toBeNull();
    }
    // A one-line field takes a one-line token (street-address is for a textarea: the HTML spec).
    expect(field.address().getAttribute('autocomplete')).toBe('address-line1');
    expect(within(field.inquiryTypes()).getAllByRole('radio')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: /개인정보처리방침 전문 보기/ }).getAttribute('href'),
    ).toBe('/common/term/privacy-policy');
  });

  it('fills the case-field select from call #13, with the option to choose none', async () => {
    renderForm();

    const options = await vi.waitFor(() => {
      const names = within(field.caseField())
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(names).toHaveLength(corporateFields.length + 1);
      return names;
    });
    expect(options).toEqual([CASE_FIELD_PLACEHOLDER, ...corporateFields.map((f) => f.tag_title)]);
  });

  it('says when the case fields cannot be fetched, and the form still goes', async () => {
    server.use(fail(FIELD_LIST_PATH, 503));
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await vi.waitFor(() => expect(description(field.caseField())).toBe(CASE_FIELD_FAILED));
    await fillRequired(user);
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(endpoint.requests[0]?.body.law_type_code).toBe('');
  });
});

describe('ConsultForm checks on submit (spec/site.md §5)', () => {
  it('alerts the six messages in the spec order, ties each to its field and focuses it', async () => {
    const alert = spyOnAlert();
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();
    const M = CONSULT_VALIDATION_MESSAGES;

    // Each step: submit, read the alert and the marked field, then answer that rule.
    const steps: Array<[string, () => HTMLElement, () => Promise<void>]> = [
      [M.isCheck, field.consent, () => user.click(field.consent())],
      [M.isOver14, field.over14, () => user.click(field.over14())],
      [M.c_type, field.inquiryTypes, () => user.click(field.suit())],
      [M.comp_name, field.company, () => user.type(field.company(), '주식회사 한빛소프트')],
      [M.comp_managerName, field.manager, () => user.type(field.manager(), '김민준')],
      [M.cc_tel, field.contact, () => user.type(field.contact(), '0212345678')],
    ];
    for (const [message, marked, answer] of steps) {
      await user.click(field.submit());

      expect(alert).toHaveBeenLastCalledWith(message);
      expect(marked().getAttribute('aria-invalid')).toBe('true');
      expect(description(marked())).toContain(message);
      // The radio group takes focus at its first radio; every other field itself.
      const focused = marked() === field.inquiryTypes() ? field.consult() : marked();
      expect(document.activeElement).toBe(focused);
      // Only the first broken rule is marked.
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
      await answer();
      expect(marked().getAttribute('aria-invalid')).toBeNull();
    }
    expect(alert).toHaveBeenCalledTimes(6);
    expect(endpoint.requests).toHaveLength(0);

    await user.click(field.submit());
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(endpoint.requests).toHaveLength(1);
    expect(alert).toHaveBeenCalledTimes(6);
  });

  it.each([
    ['an e-mail address the api cannot read', field.email, 'kim@', INVALID_EMAIL_MESSAGE],
    ['tag-like markup in the memo', field.memo, '<script>alert(1)</script>', PLAIN_TEXT_MESSAGE],
    ['tag-like markup in the company address', field.address, '<b>서울</b>', PLAIN_TEXT_MESSAGE],
  ])(
    "refuses %s with the api's own schema, at its field",
    async (_name, control, typed, message) => {
      const alert = spyOnAlert();
      const endpoint = consultingEndpoint();
      server.use(endpoint.handler);
      const { user } = renderForm();

      await fillRequired(user);
      fireEvent.change(control(), { target: { value: typed } });
      await user.click(field.submit());

      expect(alert).toHaveBeenCalledWith(message);
      expect(control().getAttribute('aria-invalid')).toBe('true');
      expect(description(control())).toContain(message);
      expect(document.activeElement).toBe(control());
      expect(endpoint.requests).toHaveLength(0);
    },
  );
});

describe('ConsultForm contact (spec/site.md §5 phone formatter)', () => {
  it('keeps digits only and shows them hyphenated as typed', async () => {
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();
    const contact = field.contact() as HTMLInputElement;

    await user.type(contact, '010');
    expect(contact.value).toBe('010');
    await user.type(contact, '1234');
    expect(contact.value).toBe('010-123-4');
    await user.type(contact, 'ab-5678 9');
    expect(contact.value).toBe('010-1234-5678');
    await user.clear(contact);
    await user.type(contact, '02-123-4567');
    expect(contact.value).toBe('02-123-4567');

    await user.click(field.consent());
    await user.click(field.over14());
    await user.click(field.consult());
    await user.type(field.company(), '주식회사 한빛소프트');
    await user.type(field.manager(), '김민준');
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(endpoint.requests[0]?.body.cc_tel).toBe('021234567');
  });
});

describe('ConsultForm memo (spec/site.md §5, §9 memo max length 500)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts as the visitor types and says the count politely once typing pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderForm();
    const memo = field.memo() as HTMLTextAreaElement;

    expect(memo.maxLength).toBe(MEMO_MAX_LENGTH);
    expect(description(memo)).toContain(`0/${MEMO_MAX_LENGTH}`);

    fireEvent.change(memo, { target: { value: '계약서 검토를 부탁드립니다' } });
    expect(description(memo)).toContain(`14/${MEMO_MAX_LENGTH}`);
    act(() => vi.advanceTimersByTime(MEMO_COUNT_ANNOUNCE_DELAY_MS / 2));
    fireEvent.change(memo, { target: { value: '계약서 검토를 부탁드립니' } });
    expect(description(memo)).toContain(`13/${MEMO_MAX_LENGTH}`);
    // Typing again restarts the wait: nothing is said while the visitor types.
    act(() => vi.advanceTimersByTime(MEMO_COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(screen.queryByText(memoCountAnnouncement(14))).toBeNull();
    expect(screen.queryByText(memoCountAnnouncement(13))).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByText(memoCountAnnouncement(13)).getAttribute('role')).toBe('status');
    expect(screen.queryByText(memoCountAnnouncement(14))).toBeNull();
  });
});

describe('ConsultForm by keyboard', () => {
  it('is filled in and sent without a pointer', async () => {
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderForm();

    await user.tab();
    expect(document.activeElement).toBe(field.consult());
    await user.keyboard('{ArrowRight}');
    expect(field.suit()).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(field.company());
    await user.keyboard('주식회사 한빛소프트');
    for (const control of [field.address, field.business, field.size]) {
      await user.tab();
      expect(document.activeElement).toBe(control());
    }
    await user.tab();
    await user.keyboard('김민준');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(field.contact());
    await user.keyboard('01012345678');
    await user.tab();
    expect(document.activeElement).toBe(field.caseField());
    await user.tab();
    expect(document.activeElement).toBe(field.memo());
    await user.tab();
    expect(document.activeElement).toBe(field.consent());
    await user.keyboard(' ');
    await user.tab();
    // The consent's terms: a native disclosure, opened with Enter in a browser. jsdom does not
    // hide a closed disclosure's content, so the policy link is in its tab order.
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /개인정보처리방침/ }));
    await user.tab();
    expect(document.activeElement).toBe(field.over14());
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(field.submit());
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(endpoint.requests[0]?.body).toMatchObject({
      c_type: 'comp_suit',
      cc_name: '주식회사 한빛소프트',
      cc_tel: '01012345678',
      isCheck: true,
      isOver14: true,
    });
  });
});

describe('ConsultForm accessibility', () => {
  // Contrast needs layout and paint, which jsdom lacks: Storybook's axe run in Chromium checks it.
  const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

  it('has no axe violations, empty and with an error shown', async () => {
    spyOnAlert();
    document.documentElement.lang = 'ko';
    const { user, container } = renderForm();
    await vi.waitFor(() =>
      expect(within(field.caseField()).getAllByRole('option')).toHaveLength(6),
    );

    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    await user.click(field.consent());
    await user.click(field.submit());
    expect(field.over14().getAttribute('aria-invalid')).toBe('true');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
