/** The inbox's right side before an inquiry is chosen. */
export function InquiryPlaceholder() {
  return (
    <section className="bo-placeholder" aria-label="상담 내용">
      <p>왼쪽 목록에서 상담을 선택해 주세요.</p>
    </section>
  );
}
