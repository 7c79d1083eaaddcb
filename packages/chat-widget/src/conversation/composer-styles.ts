import { COMPOSER_MAX_HEIGHT_PX, COMPOSER_MIN_HEIGHT_PX } from '../constants';
import { CRIMSON } from '../theme';

// The footer: composer, age bar, closed state.
export const COMPOSER_STYLES = `
.cv-footer{flex:none;background:#fff;border-top:1px solid #e7e2df;padding:10px 12px calc(10px + env(safe-area-inset-bottom,0px))}
.cv-composer{display:flex;align-items:flex-end;gap:8px}
.cv-composer-input{flex:1;min-width:0;min-height:${COMPOSER_MIN_HEIGHT_PX}px;max-height:${COMPOSER_MAX_HEIGHT_PX}px;height:${COMPOSER_MIN_HEIGHT_PX}px;padding:7px 12px;border:1px solid #cfc7c3;border-radius:18px;background:#fff;color:#1f1f1f;font:inherit;font-size:15px;line-height:20px;resize:none;overflow-y:auto}
.cv-composer-input::placeholder{color:#707070}
.cv-composer-input:focus-visible{outline:2px solid ${CRIMSON};outline-offset:0;border-color:${CRIMSON}}
.cv-composer-input:disabled{background:#f3f0ef;color:#595959}
.cv-send{display:grid;place-items:center;flex:none;width:${COMPOSER_MIN_HEIGHT_PX + 4}px;height:${COMPOSER_MIN_HEIGHT_PX + 4}px;margin-bottom:-2px;border:0;border-radius:50%;background:${CRIMSON};color:#fff;cursor:pointer}
.cv-send:hover{background:#920b2d}
.cv-send:disabled{background:#ddd6d3;color:#6b6b6b;cursor:default}
.cv-age{display:flex;align-items:center;gap:8px;margin:0 0 10px;padding:10px 12px;border-radius:10px;background:#fbeef1;border:1px solid #f0cfd7}
.cv-age-check{flex:none;width:20px;height:20px;margin:0;accent-color:${CRIMSON}}
.cv-age-label{flex:1;font-size:14px;font-weight:600;color:#3a3a3a;cursor:pointer}
.cv-closed{display:flex;flex-direction:column;gap:10px;align-items:stretch}
.cv-closed-text{margin:0;text-align:center;font-size:14px;font-weight:600;color:#3a3a3a}
`;
