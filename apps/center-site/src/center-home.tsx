export interface CenterHomeProps {
  centerCode: string;
}

/** The centre's home until its pages arrive: which centre this is, and that it is being prepared. */
export function CenterHome({ centerCode }: CenterHomeProps) {
  return (
    <section className="site-container site-page">
      <h1 className="site-page__title">센터 홈페이지</h1>
      <p className="site-page__lead">이 센터의 홈페이지는 준비 중입니다.</p>
      <p>
        센터 코드: <strong>{centerCode}</strong>
      </p>
    </section>
  );
}
