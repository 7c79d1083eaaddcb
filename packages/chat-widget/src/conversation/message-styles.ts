import { CRIMSON } from '../theme';

// The scrolling area: date separators, bubbles, attachments, the form, choices, typing.
export const MESSAGE_STYLES = `
.cv-scroll:focus-visible{outline-offset:-3px}
.cv-scroll{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:12px 14px 8px}
.cv-log{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.cv-date{display:flex;align-items:center;gap:10px;margin:6px 0 2px;font-size:12.5px;color:#5f5f5f}
.cv-date::before,.cv-date::after{content:"";flex:1;height:1px;background:#e2dcd9}
.cv-message{display:flex;flex-direction:column;gap:6px}
.cv-message[data-side=mine]{align-items:flex-end}
.cv-sender{display:flex;align-items:center;gap:8px;font-size:13px;font-weight:600;color:#3a3a3a}
.cv-sender .cv-initial{display:grid;place-items:center;width:28px;height:28px;background:#3d4a5c;color:#fff;font-size:13px;font-weight:700}
/* The row spans the log on both sides, so that a bubble's 82 % is of the log's width: on the
   visitor's side (align-items:flex-end) a row the width of its content would wrap every text. */
.cv-message-row{display:flex;align-items:flex-end;gap:6px;width:100%}
.cv-message[data-side=theirs] .cv-message-row{padding-left:36px}
.cv-message[data-side=mine] .cv-message-row{flex-direction:row-reverse}
.cv-bubble-stack{display:flex;flex-direction:column;gap:6px;min-width:0;max-width:82%}
.cv-message[data-side=mine] .cv-bubble-stack{align-items:flex-end}
.cv-bubble{padding:9px 13px;border-radius:4px 14px 14px 14px;background:#fff;border:1px solid #e7e2df;box-shadow:0 1px 1px rgba(0,0,0,.03)}
.cv-message[data-side=mine] .cv-bubble{border-radius:14px 4px 14px 14px;background:${CRIMSON};border-color:${CRIMSON};color:#fff}
.cv-message[data-status=sending] .cv-bubble{background:#c4405f;border-color:#c4405f}
.cv-message[data-status=failed] .cv-bubble{background:#fff;color:#1f1f1f;border:1px dashed #b3261e}
.cv-text{margin:0;white-space:pre-wrap}
.cv-rich p{margin:0}
.cv-rich p+p{margin-top:6px}
.cv-rich ul,.cv-rich ol{margin:4px 0;padding-left:20px}
.cv-rich a{color:${CRIMSON};font-weight:600;text-decoration:underline}
.cv-time{flex:none;font-size:11.5px;color:#666;white-space:nowrap}
.cv-failed{display:flex;white-space:nowrap;align-items:center;gap:8px;font-size:12.5px;color:#b3261e}
.cv-link-button{display:inline-flex;align-items:center;gap:4px;min-height:32px;padding:4px 8px;border:0;border-radius:6px;background:transparent;color:${CRIMSON};font-weight:700;font-size:13px;cursor:pointer;text-decoration:underline;text-underline-offset:3px}
.cv-link-button:hover{background:#fbeef1}
.cv-link-button:disabled{color:#888;cursor:default}
.cv-workflow-image{display:block;width:100%;max-width:240px;border-radius:12px;border:1px solid #e7e2df}
.cv-blocks{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.cv-block{display:flex;align-items:center;gap:6px;padding:7px 11px;border-radius:10px;background:#f1ecea;font-size:13.5px;color:#3a3a3a}
.cv-images{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:4px;width:240px;max-width:100%}
.cv-image{aspect-ratio:1;overflow:hidden;border-radius:10px;background:#ece6e3}
.cv-images[data-count="1"] .cv-image,.cv-image:last-child:nth-child(odd){grid-column:1/-1;aspect-ratio:4/3}
.cv-image-open{display:block;width:100%;height:100%;padding:0;border:0;border-radius:inherit;background:none;cursor:zoom-in}
.cv-image-open:focus-visible{outline:3px solid ${CRIMSON};outline-offset:-3px}
.cv-image img{display:block;width:100%;height:100%;object-fit:cover}
.cv-image-missing{display:grid;place-items:center;height:100%;font-size:12px;color:#5f5f5f}
.cv-files{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.cv-file{display:flex;align-items:center;gap:10px;width:260px;max-width:100%;padding:8px 6px 8px 12px;border-radius:12px;background:#fff;border:1px solid #e7e2df}
.cv-file-icon{flex:none;color:${CRIMSON}}
.cv-file-text{display:flex;flex-direction:column;flex:1;min-width:0;line-height:1.35}
.cv-file-name{font-size:13.5px;font-weight:600;word-break:break-all}
.cv-file-name>:last-child{white-space:nowrap}
.cv-file-size{font-size:12px;color:#666}
.cv-file-download{display:grid;place-items:center;flex:none;width:40px;height:40px;border:0;border-radius:50%;background:#f5efed;color:${CRIMSON};cursor:pointer}
.cv-file-download:hover{background:#f0e1e4}
.cv-form-row{display:flex;align-items:flex-end;gap:6px;width:260px;max-width:100%}
.cv-resend{flex:none;color:#777}
.cv-form{display:flex;flex-direction:column;gap:10px;flex:1;min-width:0;padding:14px;border-radius:14px;background:#fff;border:1px solid #e7e2df}
.cv-field{display:flex;flex-direction:column;gap:4px}
.cv-field label{font-size:13px;font-weight:700;color:#3a3a3a}
.cv-field input{width:100%;height:40px;padding:0 10px;border:1px solid #cfc7c3;border-radius:8px;background:#fff;color:#1f1f1f;font:inherit;font-size:15px}
.cv-field input:focus-visible{outline:2px solid ${CRIMSON};outline-offset:0;border-color:${CRIMSON}}
.cv-field input[aria-invalid=true]{border-color:#b3261e}
.cv-field-hint{margin:0;font-size:12px;color:#666}
.cv-field-hint[data-error=true]{color:#b3261e;font-weight:600}
.cv-form-values{margin:0;display:flex;flex-direction:column;gap:6px}
.cv-form-values div{display:flex;gap:12px}
.cv-form-values dt{flex:none;width:72px;font-size:13px;color:#5f5f5f}
.cv-form-values dd{margin:0;font-weight:600}
.cv-button{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:0 16px;border-radius:8px;border:1px solid transparent;font-weight:700;font-size:14px;cursor:pointer}
.cv-button-primary{background:${CRIMSON};color:#fff}
.cv-button-primary:hover{background:#920b2d}
.cv-button-primary:disabled{background:#d9d2cf;color:#595959;cursor:default}
.cv-button-quiet{background:#fff;border-color:#cfc7c3;color:#3a3a3a}
.cv-button-quiet:hover{background:#f7f3f2}
.cv-button-quiet:disabled{background:#faf8f7;color:#6b6b6b;cursor:default}
.cv-button-wide{width:100%}
.cv-choices{margin:12px 0 4px;padding-left:36px}
.cv-choice-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.cv-choices[data-layout=WFL01400001] .cv-choice-list{flex-direction:row;flex-wrap:wrap}
.cv-choices[data-layout=WFL01400003] .cv-choice-list{display:grid;grid-template-columns:repeat(3,minmax(0,1fr))}
.cv-choice{display:flex;align-items:center;justify-content:center;gap:6px;width:100%;min-height:42px;padding:8px 14px;border:1px solid ${CRIMSON};border-radius:21px;background:#fff;color:${CRIMSON};font-weight:600;font-size:14px;cursor:pointer;text-align:center}
.cv-choices[data-layout=WFL01400001] .cv-choice{width:auto}
.cv-choices[data-layout=WFL01400003] .cv-choice{min-height:44px;padding:6px 4px;border-radius:10px;font-size:13px;border-color:#e0cfd3}
.cv-choice:hover{background:#fbeef1}
.cv-choice:disabled{border-color:#d9d2cf;color:#6b6b6b;background:#faf8f7;cursor:default}
.cv-choice img{flex:none}
.cv-locked-note{margin:0 0 8px;padding:6px 10px;border-radius:8px;background:#fff4d6;color:#5c4300;font-size:12.5px;font-weight:600;line-height:1.45}
.cv-form .cv-locked-note{margin:0}
.cv-field input:disabled{background:#f4f1f0;color:#6b6b6b;cursor:not-allowed}
.cv-choice-tools{display:flex;justify-content:space-between;align-items:center;margin-top:6px}
.cv-choice-nav{margin-left:auto}
.cv-typing-region:empty{display:none}
.cv-typing{display:inline-flex;margin:8px 0 0 36px;padding:10px 14px;border-radius:4px 14px 14px 14px;background:#fff;border:1px solid #e7e2df}
.cv-typing-dots{display:flex;gap:4px}
.cv-typing-dots span{width:6px;height:6px;border-radius:50%;background:#8a8a8a;animation:cv-typing 1.2s infinite ease-in-out}
.cv-typing-dots span:nth-child(2){animation-delay:.15s}
.cv-typing-dots span:nth-child(3){animation-delay:.3s}
@keyframes cv-typing{0%,60%,100%{opacity:.35;transform:translateY(0)}30%{opacity:1;transform:translateY(-3px)}}
@media (prefers-reduced-motion:reduce){.cv-typing-dots span{animation:none;opacity:.7}}
`;
