import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('renders a primary, medium <button type="button"> by default', () => {
    render(<Button>상담 예약하기</Button>);
    const button = screen.getByRole('button', { name: '상담 예약하기' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('lf-button');
    expect(button.dataset).toMatchObject({ variant: 'primary', size: 'md' });
    expect(button.hasAttribute('data-full-width')).toBe(false);
  });

  it('passes variant, size, width, type and class names through', () => {
    render(
      <Button variant="ghost" size="lg" fullWidth type="submit" className="wide">
        제출하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '제출하기' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('lf-button wide');
    expect(button.dataset).toMatchObject({ variant: 'ghost', size: 'lg', fullWidth: 'true' });
  });

  it('calls onClick, and not when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>상담 예약하기</Button>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        상담 예약하기
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/consult" variant="secondary">
        상담 신청하러 가기
      </Button>,
    );
    const link = screen.getByRole('link', { name: '상담 신청하러 가기' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/consult');
    expect(link.dataset.variant).toBe('secondary');
    expect(link.hasAttribute('aria-disabled')).toBe(false);
  });

  it('renders a disabled link without a target or click handler', () => {
    const onClick = vi.fn();
    render(
      <Button href="/consult" disabled onClick={onClick}>
        상담 신청하러 가기
      </Button>,
    );
    const link = screen.getByRole('link', { name: '상담 신청하러 가기' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards ref to the rendered element', () => {
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    render(
      <>
        <Button ref={buttonRef}>버튼</Button>
        <Button ref={linkRef} href="/">
          링크
        </Button>
      </>,
    );
    expect(buttonRef.current).toBe(screen.getByRole('button', { name: '버튼' }));
    expect(linkRef.current).toBe(screen.getByRole('link', { name: '링크' }));
  });
});
