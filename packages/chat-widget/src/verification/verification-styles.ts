import { CRIMSON } from '../theme';

// The phone-verification screen (spec/chat-widget.md §2): the fields and buttons are the
// conversation view's (.cv-form, .cv-field, .cv-button); these are its own parts.
export const VERIFICATION_STYLES = `
.vv{display:flex;flex-direction:column;gap:10px;padding:4px 2px 12px}
.vv-heading{margin:0;font-size:17px;font-weight:700}
.vv-lead{margin:0;font-size:14px;color:#4a4a4a}
.vv-row{display:flex;align-items:center;gap:8px}
.vv-row input{flex:1;min-width:0}
.vv-send{flex:none;min-height:40px;background:#fff;border-color:${CRIMSON};color:${CRIMSON}}
.vv-send:disabled{border-color:#cfc7c3;color:#767676;cursor:not-allowed}
.vv-remaining{flex:none;font-size:13px;font-weight:700;color:${CRIMSON};font-variant-numeric:tabular-nums}
.vv-remaining[data-expired=true]{color:#5f5f5f}
.vv-sent-hint{margin:0;padding:10px 12px;border-radius:8px;background:#f7f5f4;font-size:12.5px;color:#4a4a4a}
.vv-confirm{min-height:44px}
.vv-confirm:disabled{background:#d9d2cf;color:#5f5f5f;cursor:not-allowed}
`;
