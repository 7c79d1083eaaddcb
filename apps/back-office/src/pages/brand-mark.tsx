/** The firm's name and the console's, as the header and the sign-in card show them. */
export function BrandMark() {
  return (
    <p className="bo-brand">
      <span className="bo-brand__firm">법무법인 대륜</span>
      <span className="bo-brand__product">상담 콘솔</span>
    </p>
  );
}
